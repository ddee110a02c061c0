/**
 * Shapes of search answers (SPEC §3 'Search response'), shared by the engine, the JSON API and
 * the browser client.
 */
import type { Listing, Seller } from '../listing/listing-types.ts';

export interface PageMetadata {
  currentPage: number;
  pageSize: number;
  totalItems: number;
  totalPages: number;
}

/** Names of what was searched, for headings, titles and filter tags. */
export interface DisplayStrings {
  /** 'VW Golf', 'VW, BMW 3er' or null */
  makeModel: string | null;
  /** the chosen offer types, e.g. 'Neuwagen' */
  offerType: string | null;
  /** city or state name */
  place: string | null;
  /** '1.234' */
  totalCount: string;
}

export interface SearchListingsResult {
  listings: Listing[];
  metadata: PageMetadata;
  displayStrings: DisplayStrings;
  /** the seller when the search is one seller's cars (cid) */
  seller: Seller | null;
  ad_targeting: Record<string, string>;
  /** only on a search without results: the changes that bring cars back (issue 36 point 4) */
  relaxations?: { label: string; count: number; query: string }[];
}

/** Facet counters keyed like the URL parameters they belong to; each facet is counted without its own filter. */
export interface SearchCounters {
  totalCount: number;
  counters: {
    make: Record<string, number>;
    model: Record<string, number>;
    fuel: Record<string, number>;
    construction: Record<string, number>;
    offer: Record<string, number>;
    gearbox: Record<string, number>;
    bodycolor: Record<string, number>;
    doors: Record<string, number>;
    seats: Record<string, number>;
    uph: Record<string, number>;
    emclass: Record<string, number>;
    bundesland: Record<string, number>;
    eq: Record<string, number>;
    particularities: Record<string, number>;
    custtype: Record<string, number>;
    pic: Record<string, number>;
    /** N: without accident cars, AN: all, A: only accident cars */
    ustate: Record<string, number>;
    /** cars per price grade '1'..'5' (cars without a grade are in no bucket) */
    pricerating: Record<string, number>;
  };
}

/** Neighbours of a result position. `total` is the navigable length (capped at 400, SPEC §2); `matching` the search's true number of cars. */
export interface NavigationResult {
  prev: number | null;
  next: number | null;
  total: number;
  matching: number;
}

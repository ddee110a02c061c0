/**
 * The dealer directory's address (SPEC §2 Dealer pages): the query is built from name, city and zip,
 * using only values longer than one character (name and city trimmed; the zip too, as it is typed
 * by hand); with none the plain list. Issue 27 point 9 adds `marke` (a make's safe value: dealers
 * with cars of that make in stock) and `standort` (a place or zip: distance shown, nearest first).
 * Pages and the directory's links all go through this module.
 */
import { ROUTE_PATHS } from '../navigation/route-paths.ts';
/** Dealers per directory page (also the /api/v2/dealers page size). */
export const DEALER_PAGE_SIZE = 20;

export interface DealerDirectorySearch {
  name: string | null;
  city: string | null;
  zip: string | null;
  /** make safe value */
  make?: string | null;
  /** where distances are measured from: a place name or zip */
  near?: string | null;
}

type RawValue = string | null | undefined;

const usable = (value: RawValue): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed.length > 1 ? trimmed.slice(0, 60) : null;
};

const PARAM = { name: 'name', city: 'city', zip: 'zip', make: 'marke', near: 'standort' } as const;
type Field = keyof typeof PARAM;

export function normaliseDealerSearch(input: Partial<Record<Field, RawValue>> | URLSearchParams): DealerDirectorySearch {
  const get = (key: Field) => (input instanceof URLSearchParams ? input.get(PARAM[key]) : input[key]);
  const out: DealerDirectorySearch = { name: usable(get('name')), city: usable(get('city')), zip: usable(get('zip')) };
  const make = usable(get('make'));
  const near = usable(get('near'));
  if (make !== null && /^[a-z0-9-]+$/.test(make)) out.make = make;
  if (near !== null) out.near = near;
  return out;
}

/** The page number of a query value: a whole number from 1, anything else is page 1. */
export function parsePageParam(value: RawValue): number {
  return value && /^\d{1,6}$/.test(value) && Number(value) >= 1 ? Number(value) : 1;
}

/** name, city, zip in this order, then page when it is not 1. */
export function dealerDirectoryQuery(search: DealerDirectorySearch, page = 1): URLSearchParams {
  const query = new URLSearchParams();
  if (search.name) query.set('name', search.name);
  if (search.city) query.set('city', search.city);
  if (search.zip) query.set('zip', search.zip);
  if (search.make) query.set(PARAM.make, search.make);
  if (search.near) query.set(PARAM.near, search.near);
  if (page > 1) query.set('page', String(page));
  return query;
}

export function dealerDirectoryPath(search: DealerDirectorySearch, page = 1): string {
  const query = dealerDirectoryQuery(search, page).toString();
  return query ? `${ROUTE_PATHS.dealerDirectory}?${query}` : ROUTE_PATHS.dealerDirectory;
}

/**
 * A dealer's car list from the directory: `cid`, plus where the visitor came from (`dealerCarsFrom`,
 * the directory search) and the directory page (`frompage`), so the car list can lead back.
 */
export function dealerCarsFromDirectoryPath(dealerId: number, search: DealerDirectorySearch, page: number): string {
  const query = new URLSearchParams({ cid: String(dealerId), dealerCarsFrom: dealerDirectoryQuery(search).toString(), frompage: String(page) });
  return `${ROUTE_PATHS.dealerCars}?${query.toString()}`;
}

/** The way back from a dealer's car list to the directory page it was opened from, if any. */
export function directoryBackPath(query: URLSearchParams): string | null {
  if (!query.has('dealerCarsFrom')) return null;
  const search = normaliseDealerSearch(new URLSearchParams(query.get('dealerCarsFrom') ?? ''));
  return dealerDirectoryPath(search, parsePageParam(query.get('frompage')));
}

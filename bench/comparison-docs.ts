/**
 * The documents and queries of the side-by-side comparison (engine vs PostgreSQL vs Orama): every
 * searchable listing as one flat record, read from the bench database with the engine's own load
 * query, and the part of SearchFilters all three systems can express alike.
 */
import type { DbHandle } from '#src/db/connect.server.ts';
import { kwToPs, WARRANTY_EQUIPMENT_ID } from '#src/domain/search/search-options.ts';
import type { SearchFilters } from '#src/domain/search/search-filters.ts';
import { findIndexRows } from '#src/repositories/search-index.repository.ts';

/** One searchable car as the reference systems store it. */
export interface ComparisonDoc {
  id: number;
  make: number;
  model: number;
  price: number;
  km: number;
  /** year of first registration (the ad's year for a new car), as the engine compares it */
  regYear: number;
  kw: number;
  ps: number;
  fuel: string;
  body: number;
  /** transmission id, 0 when unknown */
  gear: number;
  dealer: boolean;
  photos: boolean;
  accident: boolean;
  /** the warranty particularity: the flag or the warranty equipment */
  warranty: boolean;
  state: string | null;
  sellerId: number;
  lat: number | null;
  lon: number | null;
  /** ms since 1970 */
  created: number;
  equipment: number[];
}

/** The facets compared (SearchCounters keys); each is counted without its own filter, as the engine does. */
export const COMPARED_FACETS = ['make', 'fuel', 'construction', 'gearbox', 'bundesland'] as const;
export type ComparedFacet = (typeof COMPARED_FACETS)[number];
export type FacetCounts = Record<ComparedFacet, Record<string, number>>;

/** What each system answers for one search: the page's ids, the total and the facet counts. */
export interface ComparisonAnswer {
  ids: number[];
  total: number;
  facets: FacetCounts;
}

export interface ComparedSystem {
  name: string;
  answer(filters: SearchFilters): Promise<ComparisonAnswer>;
}

/** The filters the comparison leaves out: free text (each system tokenises differently) and rare groups none of the mixes use. */
export function isComparable(f: SearchFilters): boolean {
  return (
    f.text === null &&
    f.offerTypes.length === 0 &&
    f.bodyColors.length === 0 &&
    f.doors === null &&
    f.seats === null &&
    f.upholstery.length === 0 &&
    f.emissionClasses.length === 0 &&
    f.particularities.every((p) => p === 'warranty') &&
    (f.city === null || (f.city.lat !== null && f.city.lon !== null))
  );
}

const LOAD_CHUNK = 20_000;

/** Every listing the engine would index now (active, not expired), in id order. */
export async function loadComparisonDocs(handle: DbHandle, now = Date.now()): Promise<ComparisonDoc[]> {
  const docs: ComparisonDoc[] = [];
  for (let afterId = 0; ;) {
    const rows = await findIndexRows(handle.db, { afterId, limit: LOAD_CHUNK });
    for (const r of rows) {
      if (r.status !== 'active' || Date.parse(r.expires_at) <= now) continue;
      const equipment = r.equipment_ids === '' ? [] : r.equipment_ids.split(',').map(Number);
      docs.push({
        id: r.id,
        make: r.make_id,
        model: r.model_id,
        price: r.price,
        km: r.mileage,
        regYear: Number((r.first_registration ?? r.created_at).slice(0, 4)),
        kw: r.power_kw,
        ps: kwToPs(r.power_kw),
        fuel: r.fuel,
        body: r.body_type_id,
        gear: r.transmission_id ?? 0,
        dealer: r.seller_type === 'D',
        photos: r.photo_count > 0,
        accident: Number(r.had_accident) === 1,
        warranty: Number(r.warranty) === 1 || equipment.includes(WARRANTY_EQUIPMENT_ID),
        state: r.state_slug,
        sellerId: r.seller_id,
        lat: r.lat,
        lon: r.lon,
        created: Date.parse(r.created_at),
        equipment,
      });
    }
    if (rows.length < LOAD_CHUNK) break;
    afterId = rows[rows.length - 1]?.id ?? afterId;
  }
  return docs;
}

/**
 * The dealer car list's address (SPEC §2 Dealer pages, §7 dealer cars): `cid` is required; make and
 * model filter by safe value (`safemake`, `safemodel`; no model without a make); sort defaults to
 * age descending; `page` only when not 1. The directory's `dealerCarsFrom` and `frompage` ride along.
 */
import { SORT_KEYS, type SortKey } from '../search/search-options.ts';
import { createFilters, type SearchFilters } from '../search/search-filters.ts';
import { parseRecordId } from '../validation/record-id.ts';
import { parsePageParam } from './dealer-directory-query.ts';
import { ROUTE_PATHS } from '../navigation/route-paths.ts';

export const DEALER_CARS_DEFAULT_SORT: { sort: SortKey; desc: boolean } = { sort: 'age', desc: true };

export interface DealerCarsQuery {
  cid: number;
  safemake: string | null;
  safemodel: string | null;
  sort: SortKey;
  desc: boolean;
  page: number;
  /** the directory search this list was opened from (see dealer-directory-query.ts) */
  origin: { dealerCarsFrom: string; frompage: string } | null;
}

const SAFE_VALUE = /^[a-z0-9-]{1,60}$/;
const safeValue = (value: string | null) => (value && SAFE_VALUE.test(value) ? value : null);
const isSortKey = (value: string | null): value is SortKey => (SORT_KEYS as readonly string[]).includes(value ?? '');

/** The query of a dealer car list, or null without a usable `cid` (the page then sends visitors home). */
export function parseDealerCarsQuery(query: URLSearchParams): DealerCarsQuery | null {
  const cid = parseRecordId(query.get('cid'));
  if (cid === null) return null;
  const safemake = safeValue(query.get('safemake'));
  const sortParam = query.get('sort');
  const descParam = query.get('desc');
  // Without sort and desc the default applies; once either is given, desc=1 means descending.
  const sort = isSortKey(sortParam) ? sortParam : DEALER_CARS_DEFAULT_SORT.sort;
  const desc = sortParam === null && descParam === null ? DEALER_CARS_DEFAULT_SORT.desc : descParam === '1';
  return {
    cid,
    safemake,
    safemodel: safemake ? safeValue(query.get('safemodel')) : null,
    sort,
    desc,
    page: parsePageParam(query.get('page')),
    origin: query.has('dealerCarsFrom') ? { dealerCarsFrom: query.get('dealerCarsFrom') ?? '', frompage: String(parsePageParam(query.get('frompage'))) } : null,
  };
}

/** The canonical address: fixed order, defaults left out. */
export function dealerCarsPath(q: DealerCarsQuery): string {
  const query = new URLSearchParams({ cid: String(q.cid) });
  if (q.origin) {
    query.set('dealerCarsFrom', q.origin.dealerCarsFrom);
    query.set('frompage', q.origin.frompage);
  }
  if (q.safemake) query.set('safemake', q.safemake);
  if (q.safemake && q.safemodel) query.set('safemodel', q.safemodel);
  const isDefaultSort = q.sort === DEALER_CARS_DEFAULT_SORT.sort && q.desc === DEALER_CARS_DEFAULT_SORT.desc;
  if (!isDefaultSort) {
    query.set('sort', q.sort);
    if (q.desc) query.set('desc', '1');
  }
  if (q.page > 1) query.set('page', String(q.page));
  return `${ROUTE_PATHS.dealerCars}?${query.toString()}`;
}

/**
 * A changed filter or sort: clearing the make removes the model, and any change goes back to page 1.
 */
export function withDealerCarsChange(q: DealerCarsQuery, change: Partial<Pick<DealerCarsQuery, 'safemake' | 'safemodel' | 'sort' | 'desc'>>): DealerCarsQuery {
  const next = { ...q, ...change, page: 1 };
  if ('safemake' in change && change.safemake !== q.safemake) next.safemodel = change.safemodel ?? null;
  if (!next.safemake) next.safemodel = null;
  return next;
}

/**
 * A dealer's whole stock is listed, accident vehicles included: the result list's default of hiding
 * them does not apply to a dealer's own cars.
 */
const DEALER_STOCK_ACCIDENT = 'AN' satisfies SearchFilters['accident'];

/** The search for one dealer's cars (the dealer car page and /api/v2/dealer-listings). */
export function dealerCarsFilters(
  q: Pick<DealerCarsQuery, 'cid' | 'sort' | 'desc' | 'page'>,
  makeModel: { make: number; model: number | null } | null,
): SearchFilters {
  return createFilters({
    sellerId: q.cid,
    accident: DEALER_STOCK_ACCIDENT,
    makeModels: makeModel ? [makeModel] : [],
    sort: q.sort,
    desc: q.desc,
    page: q.page,
  });
}

/**
 * A search of one seller (`cid`) shows the dealer's whole stock too, unless the caller asks for the
 * accident filter (`ustate`) explicitly; dealer pages and `totalcount?cid=` agree on this.
 */
export function withDealerStock(filters: SearchFilters, ustateGiven: boolean): SearchFilters {
  return filters.sellerId !== null && !ustateGiven ? { ...filters, accident: DEALER_STOCK_ACCIDENT } : filters;
}

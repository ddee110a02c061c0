/**
 * URL rules of the watch list and compare pages (SPEC §2 route table, §4): the compare selection
 * lives in the URL as `selectedIds`, the compared cars as `carIds`, both comma-separated ids.
 * Used by the watch list, the compare page (and its loader) so both read and write the same form.
 */
import { recordIdsIn } from '../validation/record-id.ts';
import { FROM_COMPARE } from '../listing/detail-back-link.ts';
import { ROUTE_PATHS } from '../navigation/route-paths.ts';

/** SPEC §5/§9: compare 2 to 5 cars. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 5;

/** `selectedIds` / `carIds` value → ids in order; duplicates and anything not a positive id dropped. */
export function parseIdList(value: string | null | undefined): number[] {
  return recordIdsIn(value);
}

export function formatIdList(ids: readonly number[]): string {
  return ids.join(',');
}

/** Commas stay readable in the URLs we write (URLSearchParams would encode them as %2C). */
function queryString(params: URLSearchParams): string {
  return params.toString().replaceAll('%2C', ',');
}

/** SPEC §4: the compare button leads to /vergleichen/ with carIds and selectedIds. */
export function comparePath(carIds: readonly number[], selectedIds: readonly number[]): string {
  return `${ROUTE_PATHS.compare}?${queryString(new URLSearchParams({ carIds: formatIdList(carIds), selectedIds: formatIdList(selectedIds) }))}`;
}

/** SPEC §2: the compare page's back button leads to the watch list carrying selectedIds. */
export function watchListPathFromCompare(selectedIds: readonly number[]): string {
  const params = new URLSearchParams({ from: FROM_COMPARE });
  if (selectedIds.length > 0) params.set('selectedIds', formatIdList(selectedIds));
  return `${ROUTE_PATHS.watchList}?${queryString(params)}`;
}

/** Replaces (or drops, when empty) an id-list parameter in a query, as the URL shows it. */
export function withIdList(search: URLSearchParams, key: 'carIds' | 'selectedIds', ids: readonly number[]): URLSearchParams {
  const next = new URLSearchParams(search);
  if (ids.length > 0) next.set(key, formatIdList(ids));
  else next.delete(key);
  return next;
}

/** A detail-page link that remembers where it came from (SPEC §2 back-link rule: from and selectedIds). */
export function detailPathFrom(detailURL: string, from: string, selectedIds: readonly number[]): string {
  const params = new URLSearchParams({ from });
  if (selectedIds.length > 0) params.set('selectedIds', formatIdList(selectedIds));
  return `${detailURL}${detailURL.includes('?') ? '&' : '?'}${queryString(params)}`;
}

export function searchString(params: URLSearchParams): string {
  const s = queryString(params);
  return s ? `?${s}` : '';
}

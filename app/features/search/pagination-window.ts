/**
 * The pages a result-list pager shows (SPEC §2 Pagination, §9 'Pager sibling window 5 (2 on
 * mobile)'): a window of `siblings` pages either side of the current page, with an ellipsis on a side
 * where the window does not reach the first or last page. Near an end the window shifts instead of
 * shrinking, so the pager keeps its width while paging (no layout shift).
 */

export type PaginationItem = { kind: 'page'; page: number; current: boolean } | { kind: 'ellipsis'; side: 'start' | 'end' };

export const DESKTOP_SIBLINGS = 5;
export const MOBILE_SIBLINGS = 2;

export function paginationWindow(currentPage: number, totalPages: number, siblings: number): PaginationItem[] {
  if (totalPages < 1) return [];
  const current = Math.min(Math.max(1, Math.trunc(currentPage)), totalPages);
  const width = Math.min(totalPages, siblings * 2 + 1);
  const start = Math.min(Math.max(1, current - siblings), totalPages - width + 1);
  const end = start + width - 1;
  const items: PaginationItem[] = [];
  if (start > 1) items.push({ kind: 'ellipsis', side: 'start' });
  for (let page = start; page <= end; page++) items.push({ kind: 'page', page, current: page === current });
  if (end < totalPages) items.push({ kind: 'ellipsis', side: 'end' });
  return items;
}

/** SPEC §2: the pager renders only when there are pages and the current page lies within them. */
export function shouldRenderPagination(currentPage: number, totalPages: number): boolean {
  return totalPages >= 1 && totalPages >= currentPage;
}

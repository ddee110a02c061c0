import { describe, expect, it } from 'vitest';
import { DESKTOP_SIBLINGS, MOBILE_SIBLINGS, paginationWindow, shouldRenderPagination, type PaginationItem } from './pagination-window.ts';

/** '…' for an ellipsis, '[n]' for the current page. */
function render(items: PaginationItem[]): string {
  return items.map((i) => (i.kind === 'ellipsis' ? '…' : i.current ? `[${i.page}]` : String(i.page))).join(' ');
}

describe('paginationWindow', () => {
  it('shows every page when they fit into the window', () => {
    expect(render(paginationWindow(1, 1, DESKTOP_SIBLINGS))).toBe('[1]');
    expect(render(paginationWindow(3, 5, MOBILE_SIBLINGS))).toBe('1 2 [3] 4 5');
    expect(render(paginationWindow(4, 11, DESKTOP_SIBLINGS))).toBe('1 2 3 [4] 5 6 7 8 9 10 11');
  });

  it('puts an ellipsis on each side the window does not touch', () => {
    expect(render(paginationWindow(10, 30, MOBILE_SIBLINGS))).toBe('… 8 9 [10] 11 12 …');
    expect(render(paginationWindow(10, 30, DESKTOP_SIBLINGS))).toBe('… 5 6 7 8 9 [10] 11 12 13 14 15 …');
  });

  it('shifts the window at the ends so the pager keeps its width', () => {
    expect(render(paginationWindow(1, 30, MOBILE_SIBLINGS))).toBe('[1] 2 3 4 5 …');
    expect(render(paginationWindow(2, 30, MOBILE_SIBLINGS))).toBe('1 [2] 3 4 5 …');
    expect(render(paginationWindow(30, 30, MOBILE_SIBLINGS))).toBe('… 26 27 28 29 [30]');
    expect(render(paginationWindow(29, 30, DESKTOP_SIBLINGS))).toBe('… 20 21 22 23 24 25 26 27 28 [29] 30');
    expect(render(paginationWindow(3, 30, MOBILE_SIBLINGS))).toBe('1 2 [3] 4 5 …');
    expect(render(paginationWindow(4, 30, MOBILE_SIBLINGS))).toBe('… 2 3 [4] 5 6 …');
  });

  it('always marks exactly one current page and keeps a constant length for a given total', () => {
    for (let total = 1; total <= 40; total++) {
      const lengths = new Set<number>();
      for (let current = 1; current <= total; current++) {
        const items = paginationWindow(current, total, MOBILE_SIBLINGS);
        expect(items.filter((i) => i.kind === 'page' && i.current)).toEqual([{ kind: 'page', page: current, current: true }]);
        lengths.add(items.filter((i) => i.kind === 'page').length);
      }
      expect(lengths.size).toBe(1);
    }
  });

  it('returns nothing without pages and clamps a current page outside the range', () => {
    expect(paginationWindow(1, 0, DESKTOP_SIBLINGS)).toEqual([]);
    expect(render(paginationWindow(99, 3, DESKTOP_SIBLINGS))).toBe('1 2 [3]');
  });
});

describe('shouldRenderPagination', () => {
  it('renders only when totalPages is at least currentPage', () => {
    expect(shouldRenderPagination(1, 0)).toBe(false);
    expect(shouldRenderPagination(1, 1)).toBe(true);
    expect(shouldRenderPagination(5, 4)).toBe(false);
  });
});

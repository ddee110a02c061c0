import { parseSearchUrl } from '../domain/search/search-params.ts';
import { createFilters, toSearchQuery, type SearchFilters } from '../domain/search/search-filters.ts';
import { applySearchPath, parseSearchPath, type SearchPathTaxonomy } from '../domain/search/search-path.ts';
import { ROUTE_PATHS } from '../domain/navigation/route-paths.ts';

/**
 * A search-agent search is stored as the canonical page query of the search codec with only
 * searchable values (SPEC §5): sort, page and anything the codec does not know (notification,
 * tracking parameters, index, …) are dropped, and a pretty path (/angebote/vw/golf/) becomes the
 * equivalent filters. Two spellings of the same search store the same string.
 */
export function normaliseSearchString(input: string, taxonomy: SearchPathTaxonomy): { ok: true; searchString: string; filters: SearchFilters } | { ok: false } {
  let text = input.trim();
  if (/^https?:\/\//i.test(text)) {
    try {
      const url = new URL(text);
      text = `${url.pathname}${url.search}`;
    } catch {
      return { ok: false };
    }
  }
  const questionMark = text.indexOf('?');
  const pathPart = questionMark >= 0 ? text.slice(0, questionMark) : text.includes('=') ? '' : text;
  const queryPart = questionMark >= 0 ? text.slice(questionMark + 1) : text.includes('=') ? text : '';
  const parsed = parseSearchUrl(new URLSearchParams(queryPart));
  if (!parsed.ok) return { ok: false };
  let filters = parsed.filters;
  const segments = pathPart.split('/').filter((s) => s !== '');
  if (segments.length > 0) {
    let decoded: string[];
    try {
      decoded = segments.map((s) => decodeURIComponent(s));
    } catch {
      return { ok: false };
    }
    const path = parseSearchPath(decoded, taxonomy);
    if (path.kind === 'unknown') return { ok: false };
    filters = applySearchPath(filters, path);
  }
  const searchable = { ...filters, sort: 'standard' as const, desc: false, page: 1 };
  return { ok: true, searchString: toSearchQuery(searchable).toString(), filters: searchable };
}

/** The stored string back to filters (it was written by `normaliseSearchString`, so it parses). */
export function storedSearchFilters(searchString: string): SearchFilters {
  const parsed = parseSearchUrl(new URLSearchParams(searchString));
  return parsed.ok ? parsed.filters : createFilters();
}

/** The result page of a stored search. */
export function storedSearchPath(searchString: string, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams(searchString);
  for (const [k, v] of Object.entries(extra)) query.set(k, v);
  const s = query.toString();
  return s ? `${ROUTE_PATHS.search}?${s}` : ROUTE_PATHS.search;
}

/**
 * sitemap.xml and robots.txt (SPEC §2 SEO): every search landing page that has cars — makes,
 * models, states and the built-in cities — plus home and the detailed search.
 */
import { AUSTRIAN_CITIES } from '#src/domain/geo/austrian-places.ts';
import { createFilters } from '#src/domain/search/search-filters.ts';
import { searchPathFor } from '#src/domain/search/search-path.ts';
import type { SearchService } from '#src/search/search-service.server.ts';
import type { Taxonomy } from '#src/taxonomy/taxonomy.server.ts';
import { ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';

export interface SitemapEntry {
  path: string;
  priority: number;
}

/** The landing pages worth indexing: those with at least one car (an empty page is noindex). */
export function sitemapEntries(search: SearchService, taxonomy: Taxonomy): SitemapEntry[] {
  const { counters } = search.counters(createFilters());
  const has = (record: Record<string, number>, key: string | number) => (record[String(key)] ?? 0) > 0;
  const entries: SitemapEntry[] = [
    { path: '/', priority: 1 },
    { path: searchPathFor(), priority: 0.9 },
    { path: ROUTE_PATHS.detailedSearch, priority: 0.5 },
  ];
  for (const make of taxonomy.makes) {
    if (!has(counters.make, make.id)) continue;
    entries.push({ path: searchPathFor({ make: make.safeValue }), priority: 0.8 });
    for (const model of make.models) {
      if (has(counters.model, model.id)) entries.push({ path: searchPathFor({ make: make.safeValue, model: model.safeValue }), priority: 0.7 });
    }
  }
  for (const state of taxonomy.states) {
    if (!has(counters.bundesland, state.slug)) continue;
    entries.push({ path: searchPathFor({ state: state.slug }), priority: 0.7 });
    for (const city of AUSTRIAN_CITIES.filter((c) => c.state === state.slug)) {
      entries.push({ path: searchPathFor({ state: state.slug, city: city.slug }), priority: 0.6 });
    }
  }
  return entries;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);
}

export function sitemapXml(entries: readonly SitemapEntry[], publicUrl: string): string {
  const urls = entries.map((e) => `  <url><loc>${escapeXml(new URL(e.path, publicUrl).toString())}</loc><priority>${e.priority.toFixed(1)}</priority></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * Crawlers may read every page except the API, the second name of the watch list and comparisons
 * (endless id combinations). /merkliste/ itself renders the same generic page for everyone (the
 * list lives in the browser), so it stays crawlable with its canonical link.
 */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /favoriten/',
    'Disallow: /vergleichen/',
    '',
    `Sitemap: ${new URL('/sitemap.xml', publicUrl).toString()}`,
    '',
  ].join('\n');
}

import { sitemapEntries, sitemapXml } from '../features/search/sitemap.server.ts';
import type { Route } from './+types/sitemap';

/** /sitemap.xml: the search landing pages (makes, models, states, cities). */
export function loader({ context }: Route.LoaderArgs) {
  const { search, taxonomy, config } = context.services;
  return new Response(sitemapXml(sitemapEntries(search, taxonomy), config.publicUrl), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}

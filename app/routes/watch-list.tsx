import { WatchListPage } from '#app/features/watch-list/watch-list-page.tsx';
import priceAlertCss from '#app/styles/price-alert.css?url';
import watchListCss from '#app/styles/watch-list.css?url';
import { ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';
import { canonicalLink } from '../seo/canonical.ts';
import { pageTitle, siteNameFrom } from '../seo/page-title.ts';
import type { Route } from './+types/watch-list';

/**
 * /merkliste/ and /favoriten/ (SPEC §2 route table): optional query selectedIds and from.
 * The list itself lives in the visitor's browser; what the server renders (heading, empty list,
 * how the watch list works) is the same for everyone, so the page may be indexed like any other
 * (Lighthouse SEO gate), with /merkliste/ as the one canonical address of both names.
 */
export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Ihre Merkliste', siteNameFrom(matches)) },
  { name: 'description', content: 'Ihre Merkliste: gemerkte Gebrauchtwagen vergleichen, nach Preis, Kilometerstand oder Erstzulassung sortieren und den Anbieter kontaktieren.' },
  canonicalLink(matches, ROUTE_PATHS.watchList),
];

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: watchListCss, precedence: 'default' },
  { rel: 'stylesheet', href: priceAlertCss, precedence: 'default' },
];

export default function Page() {
  return <WatchListPage />;
}

import { data, type ShouldRevalidateFunction } from 'react-router';
import { WatchListPage } from '#app/features/watch-list/watch-list-page.tsx';
import { loadServerWatchList, PRIVATE_PAGE_HEADERS, watchListFormPost } from '#app/features/watch-list/watch-list-page.server.ts';
import priceAlertCss from '#app/styles/price-alert.css?url';
import watchListCss from '#app/styles/watch-list.css?url';
import { ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';
import { canonicalLink } from '../seo/canonical.ts';
import { pageTitle, siteNameFrom } from '../seo/page-title.ts';
import type { Route } from './+types/watch-list';

/**
 * /merkliste/ and /favoriten/ (SPEC §2 route table): optional query selectedIds and from.
 * The list lives in the visitor's browser; the server renders the server copy of it (issue 27 §2:
 * without JavaScript that is the list), so the page is private to the visitor and never cached.
 * /merkliste/ is the one canonical address of both names.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return data(await loadServerWatchList(context.services, request), { headers: PRIVATE_PAGE_HEADERS });
}

/** 'Merken' (app/components/watch-list/watch-button.tsx) and 'Entfernen' without JavaScript post here. */
export async function action({ request, context }: Route.ActionArgs) {
  return watchListFormPost(context.services, request, context.clientIp);
}

/** The server copy changes only by this page's own action: another form's post (the price alert) keeps it. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction !== undefined && formAction !== ROUTE_PATHS.watchList ? false : defaultShouldRevalidate;

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;
export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Ihre Merkliste', siteNameFrom(matches)) },
  {
    name: 'description',
    content: 'Ihre Merkliste: gemerkte Gebrauchtwagen vergleichen, nach Preis, Kilometerstand oder Erstzulassung sortieren und den Anbieter kontaktieren.',
  },
  canonicalLink(matches, ROUTE_PATHS.watchList),
];

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: watchListCss, precedence: 'default' },
  { rel: 'stylesheet', href: priceAlertCss, precedence: 'default' },
];

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <WatchListPage serverCars={loaderData.cars} removed={loaderData.removed} error={actionData?.error ?? null} />;
}

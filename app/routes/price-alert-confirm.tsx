import { data } from 'react-router';
import { PriceAlertConfirmedPage } from '#app/features/price-alert/price-alert-pages.tsx';
import priceAlertCss from '#app/styles/price-alert.css?url';
import { pageTitle, siteNameFrom } from '../seo/page-title.ts';
import type { Route } from './+types/price-alert-confirm';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: priceAlertCss, precedence: 'default' }];

/** A secret link: never cached, never sent on in the Referer. */
const PRIVATE_HEADERS = { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'same-origin' };
export const headers: Route.HeadersFunction = () => PRIVATE_HEADERS;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Preisalarm bestätigen', siteNameFrom(matches)) },
  { name: 'robots', content: 'noindex,nofollow' },
];

/** The confirmation mail's link (double opt-in, as the search agent's): following it again still confirms. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const result = await context.services.priceAlerts.confirm(params.token ?? '');
  const confirmed = result.kind === 'confirmed';
  return data({ confirmed, cars: confirmed ? result.cars : 0 }, { status: confirmed ? 200 : 404, headers: PRIVATE_HEADERS });
}

export default function PriceAlertConfirmRoute({ loaderData }: Route.ComponentProps) {
  return <PriceAlertConfirmedPage confirmed={loaderData.confirmed} cars={loaderData.cars} />;
}

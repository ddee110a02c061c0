import { data } from 'react-router';
import { ValueAlertConfirmedPage } from '#app/features/valuation/value-alert-pages.tsx';
import priceAlertCss from '#app/styles/price-alert.css?url';
import { pageTitle, siteNameFrom } from '../seo/page-title.ts';
import type { Route } from './+types/value-alert-confirm';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: priceAlertCss, precedence: 'default' }];

/** A secret link: never cached, never sent on in the Referer. */
const PRIVATE_HEADERS = { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'same-origin' };
export const headers: Route.HeadersFunction = () => PRIVATE_HEADERS;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Wertalarm bestätigen', siteNameFrom(matches)) },
  { name: 'robots', content: 'noindex,nofollow' },
];

/** The confirmation mail's link (the shared double opt-in): following it again still confirms. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const result = await context.services.valueAlerts.confirm(params.token ?? '');
  const car = result.kind === 'confirmed' ? result.car : null;
  return data({ car }, { status: car ? 200 : 404, headers: PRIVATE_HEADERS });
}

export default function ValueAlertConfirmRoute({ loaderData }: Route.ComponentProps) {
  return <ValueAlertConfirmedPage car={loaderData.car} />;
}

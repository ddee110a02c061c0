import { data, useActionData } from 'react-router';
import { ValueAlertConfirmedPage, ValueAlertConfirmPage } from '#app/features/valuation/value-alert-pages.tsx';
import priceAlertCss from '#app/styles/price-alert.css?url';
import { CROSS_ORIGIN_MESSAGE, isFromOtherSite } from '#src/abuse/same-origin.ts';
import { pageTitle, siteNameFrom } from '../seo/page-title.ts';
import type { Route } from './+types/value-alert-confirm';
import { SECRET_LINK_HEADERS, secretLinkHeaders } from '../seo/secret-link-headers.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: priceAlertCss, precedence: 'default' }];

export const headers: Route.HeadersFunction = secretLinkHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Wertalarm bestätigen', siteNameFrom(matches)) },
  { name: 'robots', content: 'noindex,nofollow' },
];

/** The confirmation mail's link (the shared double opt-in) only shows the button: a GET confirms nothing. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const car = await context.services.valueAlerts.confirmTarget(params.token ?? '');
  return data({ car }, { status: car ? 200 : 404, headers: SECRET_LINK_HEADERS });
}

/** The button; pressing it again still says confirmed. */
export async function action({ params, request, context }: Route.ActionArgs) {
  if (isFromOtherSite(request, context.services.config.publicUrl)) throw data(CROSS_ORIGIN_MESSAGE, { status: 403 });
  const result = await context.services.valueAlerts.confirm(params.token ?? '');
  const car = result.kind === 'confirmed' ? result.car : null;
  return data({ confirmed: car }, { status: car ? 200 : 404, headers: SECRET_LINK_HEADERS });
}

export default function ValueAlertConfirmRoute({ loaderData }: Route.ComponentProps) {
  const outcome = useActionData<typeof action>();
  if (outcome) return <ValueAlertConfirmedPage car={outcome.confirmed} />;
  return loaderData.car ? <ValueAlertConfirmPage car={loaderData.car} /> : <ValueAlertConfirmedPage car={null} />;
}

import { data, useActionData } from 'react-router';
import { PriceAlertConfirmedPage, PriceAlertConfirmPage } from '#app/features/price-alert/price-alert-pages.tsx';
import priceAlertCss from '#app/styles/price-alert.css?url';
import { CROSS_ORIGIN_MESSAGE, isFromOtherSite } from '#src/abuse/same-origin.ts';
import { pageTitle, siteNameFrom } from '../seo/page-title.ts';
import type { Route } from './+types/price-alert-confirm';
import { SECRET_LINK_HEADERS, secretLinkHeaders } from '../seo/secret-link-headers.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: priceAlertCss, precedence: 'default' }];

export const headers: Route.HeadersFunction = secretLinkHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Preisalarm bestätigen', siteNameFrom(matches)) },
  { name: 'robots', content: 'noindex,nofollow' },
];

/** The confirmation mail's link (double opt-in, as the search agent's) only shows the button: a GET confirms nothing. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const cars = await context.services.priceAlerts.confirmTarget(params.token ?? '');
  return data({ cars }, { status: cars === null ? 404 : 200, headers: SECRET_LINK_HEADERS });
}

/** The button: confirms every car of the submission; pressing it again still says confirmed. */
export async function action({ params, request, context }: Route.ActionArgs) {
  if (isFromOtherSite(request, context.services.config.publicUrl)) throw data(CROSS_ORIGIN_MESSAGE, { status: 403 });
  const result = await context.services.priceAlerts.confirm(params.token ?? '');
  const confirmed = result.kind === 'confirmed';
  return data({ confirmed, cars: confirmed ? result.cars : 0 }, { status: confirmed ? 200 : 404, headers: SECRET_LINK_HEADERS });
}

export default function PriceAlertConfirmRoute({ loaderData }: Route.ComponentProps) {
  const outcome = useActionData<typeof action>();
  if (outcome) return <PriceAlertConfirmedPage confirmed={outcome.confirmed} cars={outcome.cars} />;
  return loaderData.cars === null ? <PriceAlertConfirmedPage confirmed={false} cars={0} /> : <PriceAlertConfirmPage cars={loaderData.cars} />;
}

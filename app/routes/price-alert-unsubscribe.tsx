import { data, useActionData } from 'react-router';
import { PriceAlertUnsubscribePage } from '#app/features/price-alert/price-alert-pages.tsx';
import priceAlertCss from '#app/styles/price-alert.css?url';
import { CROSS_ORIGIN_MESSAGE, isFromOtherSite } from '#src/abuse/same-origin.ts';
import { pageTitle, siteNameFrom } from '../seo/page-title.ts';
import type { Route } from './+types/price-alert-unsubscribe';
import { SECRET_LINK_HEADERS, secretLinkHeaders } from '../seo/secret-link-headers.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: priceAlertCss, precedence: 'default' }];

export const headers: Route.HeadersFunction = secretLinkHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Preisalarm abbestellen', siteNameFrom(matches)) },
  { name: 'robots', content: 'noindex,nofollow' },
];

/** Opening the link only shows the button: link scanners of mail providers must not unsubscribe anyone. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return data({ target: await context.services.priceAlerts.unsubscribeTarget(params.token ?? '') }, { headers: SECRET_LINK_HEADERS });
}

/** The page's button, and mail programs' one-click unsubscribe (RFC 8058 posts to the same address). */
export async function action({ params, request, context }: Route.ActionArgs) {
  if (isFromOtherSite(request, context.services.config.publicUrl)) throw data(CROSS_ORIGIN_MESSAGE, { status: 403 });
  return { done: await context.services.priceAlerts.unsubscribe(params.token ?? '') };
}

export default function PriceAlertUnsubscribeRoute({ loaderData }: Route.ComponentProps) {
  const done = useActionData<typeof action>()?.done ?? null;
  return <PriceAlertUnsubscribePage target={loaderData.target} done={done} />;
}

import { redirect, useActionData } from 'react-router';
import { handlePriceAlertPost } from '#app/features/price-alert/price-alert-action.server.ts';
import { PriceAlertOutcomePage } from '#app/features/price-alert/price-alert-pages.tsx';
import priceAlertCss from '#app/styles/price-alert.css?url';
import { ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';
import { pageTitle, siteNameFrom } from '../seo/page-title.ts';
import type { Route } from './+types/price-alert';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: priceAlertCss, precedence: 'default' }];

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Preisalarm per E-Mail', siteNameFrom(matches)) },
  { name: 'robots', content: 'noindex,nofollow' },
];

/** Only the form posts here; a visitor who opens the address lands on the watch list. */
export function loader() {
  return redirect(ROUTE_PATHS.watchList);
}

export function action({ request, context }: Route.ActionArgs) {
  return handlePriceAlertPost(request, context.services, context.clientIp, context.failures);
}

/** The answer without JavaScript (with it the form shows the answer in place). */
export default function PriceAlertRoute() {
  return <PriceAlertOutcomePage outcome={useActionData<typeof action>()?.alert} />;
}

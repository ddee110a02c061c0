import { useActionData } from 'react-router';
import { handlePriceAlertPost } from '#app/features/price-alert/price-alert-action.server.ts';
import { PriceAlertOutcomePage } from '#app/features/price-alert/price-alert-pages.tsx';
import priceAlertCss from '#app/styles/price-alert.css?url';
import { pageTitle, siteNameFrom } from '../seo/page-title.ts';
import type { Route } from './+types/price-alert';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: priceAlertCss, precedence: 'default' }];

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Preisalarm per E-Mail', siteNameFrom(matches)) },
  { name: 'robots', content: 'noindex,nofollow' },
];

export function action({ request, context }: Route.ActionArgs) {
  return handlePriceAlertPost(request, context.services, context.clientIp, context.failures);
}

/**
 * The answer without JavaScript (with it the form shows the answer in place); opened directly, a
 * pointer to the watch list, where the form is.
 */
export default function PriceAlertRoute() {
  return <PriceAlertOutcomePage outcome={useActionData<typeof action>()?.alert} />;
}

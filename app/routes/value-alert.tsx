import { useActionData } from 'react-router';
import { handleSubscriptionPost } from '#app/components/subscription/subscription-post.server.ts';
import { ValueAlertOutcomePage } from '#app/features/valuation/value-alert-pages.tsx';
import priceAlertCss from '#app/styles/price-alert.css?url';
import { pageTitle, siteNameFrom } from '../seo/page-title.ts';
import type { Route } from './+types/value-alert';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: priceAlertCss, precedence: 'default' }];

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Wertalarm', siteNameFrom(matches)) },
  { name: 'robots', content: 'noindex,nofollow' },
];

/** The 'Wertalarm' form's post (issue 28 §2): the shared double opt-in with the valuation's inputs. */
export function action({ request, context }: Route.ActionArgs) {
  return handleSubscriptionPost(request, context, {
    key: 'alert',
    subscribe: (form, meta) => context.services.valueAlerts.subscribe({ mail: String(form.get('mail') ?? ''), inputs: String(form.get('inputs') ?? '') }, meta),
    failureLog: 'value alert subscription failed',
  });
}

/** The answer without JavaScript (with it the form shows the answer in place). */
export default function ValueAlertRoute() {
  return <ValueAlertOutcomePage outcome={useActionData<typeof action>()?.alert} />;
}

/**
 * The price-alert form's post (issue 27 point 5), from the watch list and the detail page: the same
 * service, validation, honeypot and rate limits with and without JavaScript.
 */
import type { AppServices } from '#src/app-services.server.ts';
import { handleSubscriptionPost } from '../../components/subscription/subscription-post.server.ts';
import type { RequestFailures } from '../../load-context.ts';

export function handlePriceAlertPost(request: Request, services: AppServices, clientIp: string | null, failures: RequestFailures) {
  return handleSubscriptionPost(
    request,
    { services, clientIp, failures },
    {
      key: 'alert',
      subscribe: (form, meta) =>
        services.priceAlerts.subscribe(
          { mail: String(form.get('mail') ?? ''), listingIds: String(form.get('listingIds') ?? ''), frequency: form.get('frequency') ?? undefined },
          meta,
        ),
      failureLog: 'price alert subscription failed',
    },
  );
}

/**
 * The search agent form's post (SPEC §2, §4): the result page's action hands mail and search to the
 * same service the JSON API /api/search-subscription/subscribe calls (`services.searchAgent`), so
 * validation, double opt-in, rate limits and the honeypot are the same with and without JavaScript.
 */
import type { AppServices } from '#src/app-services.server.ts';
import type { SubscriptionOutcome } from '#src/domain/subscription/double-opt-in.ts';
import { handleSubscriptionPost } from '../../components/subscription/subscription-post.server.ts';
import type { RequestFailures } from '../../load-context.ts';

export interface SearchAgentActionData {
  agent: SubscriptionOutcome;
}

export function handleSearchAgentPost(request: Request, services: AppServices, clientIp: string | null, failures: RequestFailures) {
  return handleSubscriptionPost(
    request,
    { services, clientIp, failures },
    {
      key: 'agent',
      subscribe: (form, meta) =>
        services.searchAgent.subscribe({ mail: String(form.get('mail') ?? ''), searchString: String(form.get('searchString') ?? '') }, meta),
      failureLog: 'search agent subscription failed',
    },
  );
}

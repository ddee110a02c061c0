/**
 * The search agent form's post (SPEC §2, §4): the result page's action hands mail and search to the
 * same service the JSON API /api/search-subscription/subscribe calls (`services.searchAgent`), so
 * validation, double opt-in, rate limits and the honeypot are the same with and without JavaScript.
 */
import { data } from 'react-router';
import { HONEYPOT_FIELD } from '#src/abuse/honeypot.ts';
import { allowedOriginsFor, CROSS_ORIGIN_MESSAGE, isSameOriginRequest } from '#src/abuse/same-origin.ts';
import type { AppServices } from '#src/app-services.server.ts';
import type { RequestFailures } from '../../load-context.ts';
import { failureStatus } from '../../request-failures.server.ts';
import { SEARCH_AGENT_MESSAGES } from '#src/search-agent/subscription-schema.ts';

export type SearchAgentOutcome =
  | { kind: 'saved'; title: string; text: string }
  | { kind: 'invalid'; message: string; mail: string }
  | { kind: 'failed'; title: string; text: string };

export interface SearchAgentActionData { agent: SearchAgentOutcome }

export async function handleSearchAgentPost(request: Request, services: AppServices, clientIp: string | null, failures: RequestFailures) {
  const form = await request.formData();
  const mail = String(form.get('mail') ?? '');
  const searchString = String(form.get('searchString') ?? '');
  const answer = (status: number, agent: SearchAgentOutcome) => data<SearchAgentActionData>({ agent }, { status });
  const failed = (text: string = SEARCH_AGENT_MESSAGES.retry): SearchAgentOutcome => ({ kind: 'failed', title: SEARCH_AGENT_MESSAGES.failure, text });
  if (!isSameOriginRequest(request.headers, allowedOriginsFor(services.config.publicUrl, request.url))) return answer(403, failed(CROSS_ORIGIN_MESSAGE));
  try {
    const result = await services.searchAgent.subscribe(
      { mail, searchString },
      { ip: clientIp, userAgent: request.headers.get('user-agent'), honeypot: form.get(HONEYPOT_FIELD) ?? undefined },
    );
    switch (result.kind) {
      case 'saved':
        return answer(200, { kind: 'saved', title: result.message, text: result.text });
      case 'invalid':
        return result.field === 'mail' ? answer(400, { kind: 'invalid', message: result.message, mail }) : answer(400, failed(result.message));
      case 'limited':
        return answer(429, failed());
    }
  } catch (error) {
    services.logger.error({ err: error }, 'search agent subscription failed');
    return answer(failureStatus(failures, error), failed());
  }
}

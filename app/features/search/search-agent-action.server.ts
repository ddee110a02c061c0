/**
 * The search agent form's post (SPEC §2, §4): the result page's action hands mail and search to the
 * same service the JSON API /api/search-subscription/subscribe calls (`services.searchAgent`), so
 * validation, double opt-in, rate limits and the honeypot are the same with and without JavaScript.
 */
import { data } from 'react-router';
import { formSubmissionMeta, submissionStatus } from '#src/abuse/admission.ts';
import { CROSS_ORIGIN_MESSAGE, isFromOtherSite } from '#src/abuse/same-origin.ts';
import type { AppServices } from '#src/app-services.server.ts';
import type { RequestFailures } from '../../load-context.ts';
import { failureStatus } from '../../request-failures.server.ts';
import { SEARCH_AGENT_MESSAGES } from '#src/search-agent/subscription-rules.ts';

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
  if (isFromOtherSite(request, services.config.publicUrl)) return answer(403, failed(CROSS_ORIGIN_MESSAGE));
  try {
    const result = await services.searchAgent.subscribe({ mail, searchString }, formSubmissionMeta(request, form, clientIp));
    const status = submissionStatus(result);
    switch (result.kind) {
      case 'saved':
        return answer(status, { kind: 'saved', title: result.message, text: result.text });
      case 'invalid':
        return answer(status, result.field === 'mail' ? { kind: 'invalid', message: result.message, mail } : failed(result.message));
      case 'limited':
        return answer(status, failed());
    }
  } catch (error) {
    services.logger.error({ err: error }, 'search agent subscription failed');
    return answer(failureStatus(failures, error), failed());
  }
}

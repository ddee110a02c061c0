/**
 * The page action of every subscribe form (search agent, price alert, 'Wertalarm'): same-origin
 * check, the service's answer shaped for the form (with and without JavaScript alike), and a
 * failure that still renders. The service does validation, honeypot, rate limits and the opt-in mail.
 */
import { data } from 'react-router';
import { formSubmissionMeta, submissionStatus, type SubmissionMeta } from '#src/abuse/admission.ts';
import { CROSS_ORIGIN_MESSAGE, isFromOtherSite } from '#src/abuse/same-origin.ts';
import type { AppServices } from '#src/app-services.server.ts';
import { subscriptionFailed, type SubscriptionOutcome } from '#src/domain/subscription/double-opt-in.ts';
import type { SubscribeResult } from '#src/subscription/double-opt-in.server.ts';
import type { RequestFailures } from '../../load-context.ts';
import { failureStatus } from '../../request-failures.server.ts';

export interface SubscriptionPost<K extends string> {
  /** the key the form reads its outcome under, e.g. 'alert' */
  key: K;
  /** calls the service with the form's fields */
  subscribe: (form: FormData, meta: SubmissionMeta) => Promise<SubscribeResult>;
  /** the log line of an unexpected failure (no personal data) */
  failureLog: string;
}

export async function handleSubscriptionPost<K extends string>(
  request: Request,
  context: { services: AppServices; clientIp: string | null; failures: RequestFailures },
  post: SubscriptionPost<K>,
) {
  const { services, clientIp, failures } = context;
  const answer = (status: number, outcome: SubscriptionOutcome) => data({ [post.key]: outcome } as Record<K, SubscriptionOutcome>, { status });
  if (isFromOtherSite(request, services.config.publicUrl)) return answer(403, subscriptionFailed(CROSS_ORIGIN_MESSAGE));
  const form = await request.formData();
  const mail = String(form.get('mail') ?? '');
  try {
    const result = await post.subscribe(form, formSubmissionMeta(request, form, clientIp));
    const status = submissionStatus(result);
    switch (result.kind) {
      case 'saved':
        return answer(status, { kind: 'saved', title: result.message, text: result.text });
      case 'invalid':
        return answer(status, result.field === 'mail' ? { kind: 'invalid', message: result.message, mail } : subscriptionFailed(result.message));
      case 'limited':
        return answer(status, subscriptionFailed());
    }
  } catch (error) {
    services.logger.error({ err: error }, post.failureLog);
    return answer(failureStatus(failures, error), subscriptionFailed());
  }
}

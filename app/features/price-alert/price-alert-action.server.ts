/**
 * The price-alert form's post (issue 27 point 5), from the watch list and the detail page: the same
 * service, validation, honeypot and rate limits with and without JavaScript.
 */
import { data } from 'react-router';
import { formSubmissionMeta, submissionStatus } from '#src/abuse/admission.ts';
import { CROSS_ORIGIN_MESSAGE, isFromOtherSite } from '#src/abuse/same-origin.ts';
import type { AppServices } from '#src/app-services.server.ts';
import { PRICE_ALERT_MESSAGES } from '#src/price-alert/price-alert-rules.ts';
import type { PriceAlertActionData, PriceAlertOutcome } from '../../components/price-alert/price-alert-form.tsx';
import type { RequestFailures } from '../../load-context.ts';
import { failureStatus } from '../../request-failures.server.ts';

export async function handlePriceAlertPost(request: Request, services: AppServices, clientIp: string | null, failures: RequestFailures) {
  const answer = (status: number, alert: PriceAlertOutcome) => data<PriceAlertActionData>({ alert }, { status });
  const failed = (text: string = PRICE_ALERT_MESSAGES.retry): PriceAlertOutcome => ({ kind: 'failed', title: PRICE_ALERT_MESSAGES.failure, text });
  if (isFromOtherSite(request, services.config.publicUrl)) return answer(403, failed(CROSS_ORIGIN_MESSAGE));
  const form = await request.formData();
  const mail = String(form.get('mail') ?? '');
  try {
    const result = await services.priceAlerts.subscribe(
      { mail, listingIds: String(form.get('listingIds') ?? ''), frequency: form.get('frequency') ?? undefined },
      formSubmissionMeta(request, form, clientIp),
    );
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
    services.logger.error({ err: error }, 'price alert subscription failed');
    return answer(failureStatus(failures, error), failed());
  }
}

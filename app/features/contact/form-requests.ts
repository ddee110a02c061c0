/**
 * The two POSTs of the forms (SPEC §7): /api/vendor-contact-email and /api/fraud, through the
 * browser API client (circuit breaker, SPEC §4). The honeypot value travels along under its field
 * name so the server screens both submission paths alike.
 */
import { ApiClientError, sharedApiClient } from '#app/api-client/api-client.ts';
import { HONEYPOT_FIELD } from '#src/abuse/honeypot.ts';
import type { ContactEnquiryPayload } from '#src/domain/contact/contact-enquiry-schema.ts';
import type { ErrorReportPayload } from '#src/domain/contact/error-report-schema.ts';
import type { SubmitOutcome } from './form-outcome.ts';

const client = sharedApiClient();

async function post(path: string, body: object): Promise<SubmitOutcome> {
  try {
    // The form shows its own message for every failure: nothing goes to the global error state.
    await client.request(path, { method: 'POST', body, omitError: true });
    return { status: 'success' };
  } catch (error) {
    return { status: 'error', httpStatus: error instanceof ApiClientError ? error.status : null };
  }
}

export function sendEnquiry(payload: ContactEnquiryPayload, honeypot: string): Promise<SubmitOutcome> {
  return post('/vendor-contact-email', { ...payload, [HONEYPOT_FIELD]: honeypot });
}

export function sendErrorReport(payload: ErrorReportPayload, honeypot: string): Promise<SubmitOutcome> {
  return post('/fraud', { ...payload, [HONEYPOT_FIELD]: honeypot });
}

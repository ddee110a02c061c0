/**
 * The two POSTs of the forms (SPEC §7): /api/vendor-contact-email and /api/fraud. The honeypot
 * value travels along under its field name so the server screens both submission paths alike.
 */
import { HONEYPOT_FIELD } from '#src/abuse/honeypot.ts';
import type { ContactEnquiryPayload } from '#src/domain/contact/contact-enquiry-schema.ts';
import type { ErrorReportPayload } from '#src/domain/contact/error-report-schema.ts';
import type { SubmitOutcome } from './form-outcome.ts';

async function post(path: string, body: object): Promise<SubmitOutcome> {
  try {
    const response = await fetch(`/api${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'Accept-Language': 'de-at' },
      body: JSON.stringify(body),
    });
    return response.ok ? { status: 'success' } : { status: 'error', httpStatus: response.status };
  } catch {
    return { status: 'error', httpStatus: null };
  }
}

export function sendEnquiry(payload: ContactEnquiryPayload, honeypot: string): Promise<SubmitOutcome> {
  return post('/vendor-contact-email', { ...payload, [HONEYPOT_FIELD]: honeypot });
}

export function sendErrorReport(payload: ErrorReportPayload, honeypot: string): Promise<SubmitOutcome> {
  return post('/fraud', { ...payload, [HONEYPOT_FIELD]: honeypot });
}

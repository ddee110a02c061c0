/**
 * The no-JavaScript path of the contact form and the error report: the detail route's action reads
 * the posted form, validates it with the same schemas as the browser, and hands it to the same
 * services the JSON API calls (`services.leads.submitEnquiry`, `services.fraud.report`), so both
 * paths get the same checks, storage, mails and rate limits. The answer carries what was typed.
 */
import { randomUUID } from 'node:crypto';
import { data } from 'react-router';
import { formSubmissionMeta, submissionStatus } from '#src/abuse/admission.ts';
import { isFromOtherSite } from '#src/abuse/same-origin.ts';
import type { AppServices } from '#src/app-services.server.ts';
import type { SellerTypeCode } from '#src/domain/listing/listing-types.ts';
import { CONTACT_FIELDS, contactPayload, contactValuesFromFormData, type ContactField } from './contact-payload.ts';
import { validateContact } from './contact-validation.ts';
import { EMPTY_ERROR_REPORT_VALUES, ERROR_REPORT_FIELDS, errorReportValuesFromFormData, type ErrorReportField } from './error-report-payload.ts';
import { validateErrorReport } from './error-report-validation.ts';
import type { FieldErrors } from './field-errors.ts';
import type { ContactActionData, ErrorReportActionData, SubmitOutcome } from './form-outcome.ts';

export interface FormPost {
  services: AppServices;
  request: Request;
  form: FormData;
  listingId: number;
  sellerType: SellerTypeCode;
  clientIp: string | null;
  /** the page's lead source when it is not the detail page (the form sends it with JavaScript) */
  source?: string;
}

const failed = (httpStatus: number): SubmitOutcome => ({ status: 'error', httpStatus });

/** A service's complaint about one field, if it is a field of the form. */
function fieldError<F extends string>(fields: readonly F[], field: string, message: string): FieldErrors<F> {
  return (fields as readonly string[]).includes(field) ? ({ [field]: message } as FieldErrors<F>) : {};
}

/** A contact post: about a car, or (listingId null) a general enquiry to the dealer `dealerId`. */
export interface ContactPost extends Omit<FormPost, 'listingId'> {
  listingId: number | null;
  dealerId?: number;
}

export async function handleContactPost(post: ContactPost) {
  const { services, request, form, listingId, sellerType } = post;
  const values = contactValuesFromFormData(form);
  const answer = (status: number, outcome: SubmitOutcome | null, errors: FieldErrors<ContactField> = {}) =>
    data<ContactActionData>({ form: 'contact', values, errors, outcome }, { status });
  if (isFromOtherSite(request, services.config.publicUrl)) return answer(403, failed(403));
  const validation = validateContact(values, sellerType);
  if (!validation.ok) return answer(400, null, validation.errors);
  const leadId = form.get('leadId');
  const payload = contactPayload(validation.form, {
    listingId,
    ...(post.dealerId === undefined ? {} : { dealerId: post.dealerId }),
    // The page renders a lead id into the form, so reloading the answer page does not send twice.
    leadId: typeof leadId === 'string' && /^[0-9a-f-]{36}$/i.test(leadId) ? leadId : randomUUID(),
    brand: services.config.siteName,
    userAgent: request.headers.get('user-agent') ?? '',
    // The server cannot see the screen: a mobile agent counts as a phone.
    screenWidth: 0,
    ...(post.source ? { source: post.source } : {}),
  });
  const result = await services.leads.submitEnquiry(payload, formSubmissionMeta(request, form, post.clientIp));
  const status = submissionStatus(result);
  if (result.kind === 'sent') {
    return data<ContactActionData>({ form: 'contact', values: { ...values, comment: '' }, errors: {}, outcome: { status: 'success' } }, { status });
  }
  return answer(status, failed(status), result.kind === 'invalid' ? fieldError(CONTACT_FIELDS, result.field, result.message) : {});
}

export async function handleErrorReportPost(post: FormPost) {
  const { services, request, form, listingId } = post;
  const values = errorReportValuesFromFormData(form);
  const answer = (status: number, outcome: SubmitOutcome | null, errors: FieldErrors<ErrorReportField> = {}) =>
    data<ErrorReportActionData>({ form: 'error-report', values, errors, outcome }, { status });
  if (isFromOtherSite(request, services.config.publicUrl)) return answer(403, failed(403));
  const validation = validateErrorReport(values, listingId);
  if (!validation.ok) return answer(400, null, validation.errors);
  const result = await services.fraud.report(validation.payload, formSubmissionMeta(request, form, post.clientIp));
  const status = submissionStatus(result);
  if (result.kind === 'reported') {
    return data<ErrorReportActionData>({ form: 'error-report', values: EMPTY_ERROR_REPORT_VALUES, errors: {}, outcome: { status: 'success' } }, { status });
  }
  return answer(status, failed(status), result.kind === 'invalid' ? fieldError(ERROR_REPORT_FIELDS, result.field, result.message) : {});
}

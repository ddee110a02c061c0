import type { ContactField, ContactFormValues } from './contact-payload.ts';
import type { ErrorReportField, ErrorReportValues } from './error-report-payload.ts';
import type { FieldErrors } from './field-errors.ts';

/**
 * How a submission ended (SPEC §4: idle, then success or error). `httpStatus` tells the contact
 * form's 412 'car gone' apart from every other failure.
 */
export type SubmitOutcome = { status: 'success' } | { status: 'error'; httpStatus: number | null };

/** What the detail route's action answers to a form posted without JavaScript. */
export interface ContactActionData {
  form: 'contact';
  values: ContactFormValues;
  errors: FieldErrors<ContactField>;
  outcome: SubmitOutcome | null;
}
export interface ErrorReportActionData {
  form: 'error-report';
  values: ErrorReportValues;
  errors: FieldErrors<ErrorReportField>;
  outcome: SubmitOutcome | null;
}
export type FormActionData = ContactActionData | ErrorReportActionData;

/**
 * The error report (SPEC §3 Error report): reason, comment and e-mail from the form; the fixed
 * article id 1111, the car as listingGuid and the fixed name placeholders the request carries.
 */
import {
  ERROR_REPORT_ARTICLE_ID, errorReportFormSchema, type ErrorReportPayload,
} from '#src/domain/contact/error-report-schema.ts';
import { fieldErrorsOf, type FieldErrors } from './field-errors.ts';

export const ERROR_REPORT_FIELDS = ['reasonId', 'comment', 'email'] as const;
export type ErrorReportField = (typeof ERROR_REPORT_FIELDS)[number];

export interface ErrorReportValues { reasonId: string; comment: string; email: string }
export const EMPTY_ERROR_REPORT_VALUES: ErrorReportValues = { reasonId: '', comment: '', email: '' };

/** The report does not ask for a name; the receiving side expects the two fields filled. */
const NAME_PLACEHOLDERS = { firstName: 'Anonym', lastName: 'Anonym' } as const;

export function errorReportValuesFromFormData(form: FormData): ErrorReportValues {
  const text = (key: string) => {
    const v = form.get(key);
    return typeof v === 'string' ? v : '';
  };
  return { reasonId: text('reasonId'), comment: text('comment'), email: text('email') };
}

export type ErrorReportValidation = { ok: true; payload: ErrorReportPayload } | { ok: false; errors: FieldErrors<ErrorReportField> };

export function validateErrorReport(values: ErrorReportValues, listingId: number): ErrorReportValidation {
  const parsed = errorReportFormSchema.safeParse(values);
  if (!parsed.success) return { ok: false, errors: fieldErrorsOf(parsed.error, ERROR_REPORT_FIELDS) };
  return { ok: true, payload: { ...parsed.data, articleId: ERROR_REPORT_ARTICLE_ID, listingGuid: listingId, ...NAME_PLACEHOLDERS } };
}

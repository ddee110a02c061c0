/**
 * Checks the error report with the shared schema (the API checks the same) and builds the request.
 * Loaded by the form on first use, so zod is not part of the detail page's first load.
 */
import { ERROR_REPORT_ARTICLE_ID } from '#src/domain/contact/error-report-rules.ts';
import { errorReportFormSchema, type ErrorReportPayload } from '#src/domain/contact/error-report-schema.ts';
import { ERROR_REPORT_FIELDS, type ErrorReportField, type ErrorReportValues } from './error-report-payload.ts';
import { fieldErrorsOf, type FieldErrors } from './field-errors.ts';

/** The report does not ask for a name; the receiving side expects the two fields filled. */
const NAME_PLACEHOLDERS = { firstName: 'Anonym', lastName: 'Anonym' } as const;

export type ErrorReportValidation = { ok: true; payload: ErrorReportPayload } | { ok: false; errors: FieldErrors<ErrorReportField> };

export function validateErrorReport(values: ErrorReportValues, listingId: number): ErrorReportValidation {
  const parsed = errorReportFormSchema.safeParse(values);
  if (!parsed.success) return { ok: false, errors: fieldErrorsOf(parsed.error, ERROR_REPORT_FIELDS) };
  return { ok: true, payload: { ...parsed.data, articleId: ERROR_REPORT_ARTICLE_ID, listingGuid: listingId, ...NAME_PLACEHOLDERS } };
}

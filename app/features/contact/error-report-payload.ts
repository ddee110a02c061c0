/**
 * The error report (SPEC §3 Error report): reason, comment and e-mail from the form; the fixed
 * article id 1111, the car as listingGuid and the fixed name placeholders the request carries.
 * Checking the values and building the request is error-report-validation.ts (zod), loaded on use.
 */
export const ERROR_REPORT_FIELDS = ['reasonId', 'comment', 'email'] as const;
export type ErrorReportField = (typeof ERROR_REPORT_FIELDS)[number];

export interface ErrorReportValues {
  reasonId: string;
  comment: string;
  email: string;
}
export const EMPTY_ERROR_REPORT_VALUES: ErrorReportValues = { reasonId: '', comment: '', email: '' };

export function errorReportValuesFromFormData(form: FormData): ErrorReportValues {
  const text = (key: string) => {
    const v = form.get(key);
    return typeof v === 'string' ? v : '';
  };
  return { reasonId: text('reasonId'), comment: text('comment'), email: text('email') };
}

import { z } from '../validation/browser-safe-zod.ts';
import { recordIdValue } from '../validation/record-id-schema.ts';
import { ERROR_REPORT_ARTICLE_ID, ERROR_REPORT_MESSAGES, ERROR_REPORT_REASONS } from './error-report-rules.ts';

const reasonIds = ERROR_REPORT_REASONS.map((r) => r.id) as [string, ...string[]];

/** One schema for the report form and POST /api/fraud. */
export const errorReportFormSchema = z.object({
  reasonId: z.enum(reasonIds, { error: ERROR_REPORT_MESSAGES.reason }),
  comment: z.string({ error: ERROR_REPORT_MESSAGES.comment }).trim().min(1, ERROR_REPORT_MESSAGES.comment).max(3000, 'Bitte max. 3000 Zeichen eingeben'),
  email: z
    .string({ error: ERROR_REPORT_MESSAGES.email })
    .trim()
    .min(1, ERROR_REPORT_MESSAGES.email)
    .max(120, 'Bitte max. 120 Zeichen eingeben')
    .pipe(z.email(ERROR_REPORT_MESSAGES.email)),
});

export const errorReportPayloadSchema = errorReportFormSchema.extend({
  articleId: z.literal(ERROR_REPORT_ARTICLE_ID).optional(),
  listingGuid: recordIdValue('Fahrzeug-Id erwartet'),
  firstName: z.string().max(60).optional(),
  lastName: z.string().max(60).optional(),
});
export type ErrorReportPayload = z.infer<typeof errorReportPayloadSchema>;

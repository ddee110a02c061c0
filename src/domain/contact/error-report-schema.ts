import { z } from 'zod';

/** SPEC §8 error-report reasons with their German labels. */
export const ERROR_REPORT_REASONS = [
  { id: 'C', label: 'Kein Fahrzeug' },
  { id: 'I', label: 'Falsche oder irreführende Angaben' },
  { id: 'A', label: 'Händler gibt sich als Privatverkäufer aus' },
  { id: 'F', label: 'Betrugsverdacht' },
  { id: 'D', label: 'Beschädigtes Fahrzeug' },
  { id: 'M', label: 'Bilder passen nicht zum Fahrzeug' },
  { id: 'P', label: 'Falscher Endpreis (Leasing, Miete)' },
] as const;

export const ERROR_REPORT_ARTICLE_ID = 1111;

export const ERROR_REPORT_MESSAGES = {
  reason: 'Bitte wählen',
  comment: 'Dieses Feld wird benötigt.',
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
} as const;

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
  listingGuid: z.coerce.number().int().positive(),
  firstName: z.string().max(60).optional(),
  lastName: z.string().max(60).optional(),
});
export type ErrorReportPayload = z.infer<typeof errorReportPayloadSchema>;

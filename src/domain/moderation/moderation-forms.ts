import { z } from 'zod';

/**
 * The two operator actions (issue 25 point 5), one schema each for the operator page's forms and
 * `npm run moderation`, so both refuse the same input with the same words.
 */
export const MODERATION_MESSAGES = {
  listingId: 'Bitte eine gültige Inseratsnummer angeben.',
  reportId: 'Bitte eine gültige Meldungsnummer angeben.',
  reason: 'Bitte eine Begründung für den Verkäufer angeben (5 bis 2.000 Zeichen).',
} as const;

const recordId = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

export const blockListingSchema = z.object({
  listingId: recordId(MODERATION_MESSAGES.listingId),
  /** told to the seller in the blocking mail, word for word */
  reason: z.string({ error: MODERATION_MESSAGES.reason }).trim().min(5, MODERATION_MESSAGES.reason).max(2000, MODERATION_MESSAGES.reason),
});
export type BlockListingInput = z.infer<typeof blockListingSchema>;

export const resolveReportSchema = z.object({ reportId: recordId(MODERATION_MESSAGES.reportId) });
export type ResolveReportInput = z.infer<typeof resolveReportSchema>;

import { parseRecordId } from '../domain/validation/record-id.ts';
import { z } from '../domain/validation/browser-safe-zod.ts';
import { SEARCH_AGENT_EMAIL_MAX, SEARCH_AGENT_EMAIL_MIN } from '../search-agent/subscription-rules.ts';
import { PRICE_ALERT_FREQUENCIES, PRICE_ALERT_MAX_CARS, PRICE_ALERT_MESSAGES } from './price-alert-rules.ts';

/**
 * A price-alert submission (form and API alike): the address, the saved cars (ids as a list or as
 * the forms' comma-separated text) and how often to write.
 */
export const priceAlertRequestSchema = z.object({
  mail: z
    .string({ error: PRICE_ALERT_MESSAGES.email })
    .trim()
    .min(1, PRICE_ALERT_MESSAGES.email)
    .min(SEARCH_AGENT_EMAIL_MIN, PRICE_ALERT_MESSAGES.emailTooShort)
    .max(SEARCH_AGENT_EMAIL_MAX, PRICE_ALERT_MESSAGES.emailTooLong)
    .pipe(z.email(PRICE_ALERT_MESSAGES.email)),
  listingIds: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter((p) => p.trim() !== '') : v),
    z
      .array(z.union([z.number(), z.string()]), { error: PRICE_ALERT_MESSAGES.cars })
      .min(1, PRICE_ALERT_MESSAGES.cars)
      .max(PRICE_ALERT_MAX_CARS, PRICE_ALERT_MESSAGES.cars)
      .transform((ids, ctx) => {
        const parsed = ids.map((id) => parseRecordId(String(id).trim()));
        if (parsed.some((id) => id === null)) {
          ctx.addIssue({ code: 'custom', message: PRICE_ALERT_MESSAGES.cars });
          return z.NEVER;
        }
        return [...new Set(parsed as number[])];
      }),
  ),
  frequency: z.enum(PRICE_ALERT_FREQUENCIES).optional().default('instant'),
});
export type PriceAlertRequest = z.infer<typeof priceAlertRequestSchema>;

import { parseRecordId } from '../domain/validation/record-id.ts';
import { z } from '../domain/validation/browser-safe-zod.ts';
import { subscriptionMailSchema } from '../domain/subscription/subscription-mail-schema.ts';
import { PRICE_ALERT_FREQUENCIES, PRICE_ALERT_MAX_CARS, PRICE_ALERT_MESSAGES } from './price-alert-rules.ts';

/**
 * A price-alert submission (form and API alike): the address, the saved cars (ids as a list or as
 * the forms' comma-separated text) and how often to write.
 */
export const priceAlertRequestSchema = z.object({
  mail: subscriptionMailSchema,
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

import { subscriptionMailSchema } from '../domain/subscription/subscription-mail-schema.ts';
import { z } from '../domain/validation/browser-safe-zod.ts';
import { VALUE_ALERT_MESSAGES } from './value-alert-rules.ts';

/** A 'Wertalarm' submission: the address and the valuation's inputs as its permalink query. */
export const valueAlertRequestSchema = z.object({
  mail: subscriptionMailSchema,
  inputs: z.string({ error: VALUE_ALERT_MESSAGES.inputs }).min(1, VALUE_ALERT_MESSAGES.inputs).max(1000, VALUE_ALERT_MESSAGES.inputs),
});

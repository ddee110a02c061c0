import { z } from '../validation/browser-safe-zod.ts';
import { SUBSCRIPTION_MAIL_MAX, SUBSCRIPTION_MAIL_MIN, SUBSCRIPTION_MESSAGES } from './double-opt-in.ts';

/** The address of a subscription: trimmed, 6 to 120 characters, an e-mail address. */
export const subscriptionMailSchema = z
  .string({ error: SUBSCRIPTION_MESSAGES.email })
  .trim()
  .min(1, SUBSCRIPTION_MESSAGES.email)
  .min(SUBSCRIPTION_MAIL_MIN, SUBSCRIPTION_MESSAGES.emailTooShort)
  .max(SUBSCRIPTION_MAIL_MAX, SUBSCRIPTION_MESSAGES.emailTooLong)
  .pipe(z.email(SUBSCRIPTION_MESSAGES.email));

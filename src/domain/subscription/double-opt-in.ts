/**
 * The one rule behind every e-mail subscription without login (search agent, price alert,
 * 'Wertalarm'): the address's limits and German messages, and what a subscribe form shows
 * afterwards. Zod-free, so forms render without loading zod (the field's schema is
 * subscription-mail-schema.ts). Each subscription adds only its own texts; the double opt-in itself
 * (a token mailed, nothing else sent until it is followed) is src/subscription/double-opt-in.server.ts.
 */

export const SUBSCRIPTION_MAIL_MAX = 120;
/** 'a@b.at' is the shortest plausible address. */
export const SUBSCRIPTION_MAIL_MIN = 6;

/** SPEC §5 'Search agent e-mail' and §8 texts, shared by every subscribe form and its API. */
export const SUBSCRIPTION_MESSAGES = {
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  emailTooShort: 'E-Mail-Adresse zu kurz.',
  emailTooLong: 'Bitte max. 120 Zeichen eingeben',
  failure: 'Ein Fehler ist aufgetreten!',
  retry: 'Bitte versuchen Sie es erneut.',
} as const;

/** What a subscribe form shows after its post: saved (mail on its way), the address refused, or a failure. */
export type SubscriptionOutcome =
  { kind: 'saved'; title: string; text: string } | { kind: 'invalid'; message: string; mail: string } | { kind: 'failed'; title: string; text: string };

/** The failure answer; `text` defaults to 'Bitte versuchen Sie es erneut.'. */
export function subscriptionFailed(text: string = SUBSCRIPTION_MESSAGES.retry): SubscriptionOutcome {
  return { kind: 'failed', title: SUBSCRIPTION_MESSAGES.failure, text };
}

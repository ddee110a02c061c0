/**
 * The server half of the double opt-in every subscription without login shares (search agent, price
 * alert, 'Wertalarm'): the answer kinds of a subscribe call, the secret a confirmation link carries,
 * and the confirm step. The rules and texts are src/domain/subscription/double-opt-in.ts.
 */
import { randomBytes } from 'node:crypto';
import type { Invalid, Limited } from '../abuse/admission.ts';

/** What `subscribe` answers: saved (confirmation mail queued, or a bot told so), refused input, or rate-limited. */
export type SubscribeResult = { kind: 'saved'; message: string; text: string } | Invalid | Limited;

/** A link's secret: 24 random bytes as 32 URL-safe characters. */
export function newSubscriptionToken(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * The confirmation link: a token of the wrong shape is refused without a query; a known one is
 * confirmed (following it again confirms again, which changes nothing) and its subscription returned.
 */
export async function confirmByToken<T>(
  token: string,
  steps: { pattern: RegExp; find: (token: string) => Promise<T | null | undefined>; confirm: (found: T, at: string) => Promise<unknown>; now: Date },
): Promise<T | null> {
  if (!steps.pattern.test(token)) return null;
  const found = await steps.find(token);
  if (found === null || found === undefined) return null;
  await steps.confirm(found, steps.now.toISOString());
  return found;
}

/**
 * The server half of the double opt-in every subscription without login shares (search agent, price
 * alert, 'Wertalarm'): the answer kinds of a subscribe call, the secret a confirmation link carries,
 * and the confirm step. The rules and texts are src/domain/subscription/double-opt-in.ts.
 */
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { AbuseGuard } from '../abuse/abuse-guard.server.ts';
import type { Invalid, Limited, SubmissionMeta } from '../abuse/admission.ts';
import type { LimitedAction } from '../abuse/rate-limiter.server.ts';

/** What `subscribe` answers: saved (confirmation mail queued, or a bot told so), refused input, or rate-limited. */
export type SubscribeResult = { kind: 'saved'; message: string; text: string } | Invalid | Limited;

/** The texts of a subscription's answers: 'saved' with its sentence, and the address message. */
export interface SubscriptionTexts {
  saved: string;
  savedText: string;
  email: string;
}

/** The 'saved' answer: also what a bot is told, so it learns nothing. */
export function savedAnswer(texts: SubscriptionTexts): SubscribeResult {
  return { kind: 'saved', message: texts.saved, text: texts.savedText };
}

/**
 * A subscribe request through the abuse guard: refused input, a rate limit or a bot end here with
 * their answer; otherwise the form's data and its address in lower case (the key of every subscription).
 */
export async function admitSubscription<T extends { mail: string }>(
  abuse: AbuseGuard,
  request: { action: LimitedAction; schema: z.ZodType<T>; texts: SubscriptionTexts },
  input: unknown,
  meta: SubmissionMeta,
  now: Date,
): Promise<{ kind: 'admitted'; data: T; email: string } | SubscribeResult> {
  const admission = await abuse.admit(request.action, request.schema, input, meta, now, {
    fallbackMessage: request.texts.email,
    email: (r) => r.mail.toLowerCase(),
    botAnswer: savedAnswer(request.texts),
  });
  if (admission.kind !== 'admitted') return admission;
  return { kind: 'admitted', data: admission.data, email: admission.data.mail.toLowerCase() };
}

/** A link's secret: 24 random bytes as 32 URL-safe characters. */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;
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

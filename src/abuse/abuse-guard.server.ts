import { rateLimitRefusals } from '../observability/metrics.server.ts';
import type { z } from 'zod';
import type { Logger } from '../config/logger.server.ts';
import { parseSubmission, type Invalid, type Limited, type SubmissionKind, type SubmissionMeta } from './admission.ts';
import { isHoneypotFilled } from './honeypot.ts';
import type { LimitedAction, RateLimiter } from './rate-limiter.server.ts';

export type Screening =
  | { kind: 'ok' }
  /** a bot filled the honeypot: answer as if it worked, do nothing */
  | { kind: 'bot' }
  | Limited;

/** A service's own answer (one of the kinds of the status table). */
type Answer = { kind: SubmissionKind };

/** What a service tells `admit` besides the schema. `A` is the service's own answer kind for the early exits. */
export interface AdmissionRules<T, A extends Answer> {
  /** the message when zod's first issue carries none */
  fallbackMessage: string;
  /** the address the per-e-mail limit counts, if the action has one */
  email?: (data: T) => string | null;
  /** what a bot (honeypot filled) is told; nothing is stored or sent for it */
  botAnswer: A;
  /** set when the service is switched off: answered after validation, before the request counts against a limit */
  offAnswer?: A;
}

export type Admission<T, A extends Answer> = { kind: 'admitted'; data: T } | Invalid | Limited | A;

export interface AbuseGuard {
  /**
   * The preamble every public submission shares: validate with the service's schema (first issue),
   * then honeypot and rate limits. Anything but `admitted` is the service's answer as it stands.
   */
  admit<T, A extends Answer>(
    action: LimitedAction,
    schema: z.ZodType<T>,
    input: unknown,
    meta: SubmissionMeta,
    now: Date,
    rules: AdmissionRules<T, A>,
  ): Promise<Admission<T, A>>;
  /** Honeypot and limits alone, for a second budget inside an admitted request (e.g. new call-tracking numbers). */
  screen(action: LimitedAction, meta: SubmissionMeta, email: string | null, now: Date): Promise<Screening>;
}

/** One gate every public submission passes through, whether it came via the API or a page action. */
export function createAbuseGuard(limiter: RateLimiter, logger: Logger): AbuseGuard {
  async function screen(action: LimitedAction, meta: SubmissionMeta, email: string | null, now: Date): Promise<Screening> {
    if (isHoneypotFilled(meta.honeypot)) {
      logger.info({ action, ip: meta.ip }, 'honeypot filled, submission dropped');
      return { kind: 'bot' };
    }
    const verdict = await limiter.check(action, { ip: meta.ip, email }, now);
    if (!verdict.allowed) {
      rateLimitRefusals.inc({ action });
      logger.warn({ action, ip: meta.ip, limitedBy: verdict.limitedBy }, 'rate limit reached');
      return { kind: 'limited', retryAfterSeconds: verdict.retryAfterSeconds };
    }
    return { kind: 'ok' };
  }
  return {
    screen,
    async admit(action, schema, input, meta, now, rules) {
      const parsed = parseSubmission(schema, input, rules.fallbackMessage);
      if (parsed.kind === 'invalid') return parsed;
      if (rules.offAnswer !== undefined) return rules.offAnswer;
      const screening = await screen(action, meta, rules.email?.(parsed.data) ?? null, now);
      if (screening.kind === 'bot') return rules.botAnswer;
      if (screening.kind === 'limited') return screening;
      return { kind: 'admitted', data: parsed.data };
    },
  };
}

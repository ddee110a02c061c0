import type { Logger } from '../config/logger.server.ts';
import { isHoneypotFilled } from './honeypot.ts';
import type { LimitedAction, RateLimiter } from './rate-limiter.server.ts';

/** Who sent a public form or POST; the HTTP layer (API router or route action) fills it in. */
export interface SubmissionMeta {
  ip: string | null;
  userAgent: string | null;
  /** the value of the honeypot field, if the form had one */
  honeypot?: unknown;
}

export type Screening =
  | { kind: 'ok' }
  /** a bot filled the honeypot: answer as if it worked, do nothing */
  | { kind: 'bot' }
  | { kind: 'limited'; retryAfterSeconds: number };

export interface AbuseGuard {
  screen(action: LimitedAction, meta: SubmissionMeta, email: string | null, now: Date): Promise<Screening>;
}

/** One gate every public submission passes through, whether it came via the API or a page action. */
export function createAbuseGuard(limiter: RateLimiter, logger: Logger): AbuseGuard {
  return {
    async screen(action, meta, email, now) {
      if (isHoneypotFilled(meta.honeypot)) {
        logger.info({ action, ip: meta.ip }, 'honeypot filled, submission dropped');
        return { kind: 'bot' };
      }
      const verdict = await limiter.check(action, { ip: meta.ip, email }, now);
      if (!verdict.allowed) {
        logger.warn({ action, ip: meta.ip, limitedBy: verdict.limitedBy }, 'rate limit reached');
        return { kind: 'limited', retryAfterSeconds: verdict.retryAfterSeconds };
      }
      return { kind: 'ok' };
    },
  };
}

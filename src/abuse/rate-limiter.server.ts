import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { countRateLimitHit, deleteRateLimitWindowsBefore } from '../repositories/rate-limit.repository.ts';

/** The public actions that are limited. */
export type LimitedAction = 'lead' | 'fraud' | 'subscribe' | 'call-tracker' | 'call-number' | 'watch-list';

export interface Limit { max: number; windowSeconds: number }
export interface ActionLimits { perIp: Limit; perEmail: Limit | null }

/**
 * Per hour unless noted. Generous enough for a person comparing many cars (and for several people
 * behind one office IP), tight enough to make mass mailing through our sellers' inboxes pointless.
 */
export const DEFAULT_LIMITS: Record<LimitedAction, ActionLimits> = {
  lead: { perIp: { max: 30, windowSeconds: 3600 }, perEmail: { max: 15, windowSeconds: 3600 } },
  fraud: { perIp: { max: 20, windowSeconds: 3600 }, perEmail: { max: 10, windowSeconds: 3600 } },
  subscribe: { perIp: { max: 20, windowSeconds: 3600 }, perEmail: { max: 10, windowSeconds: 3600 } },
  'call-tracker': { perIp: { max: 60, windowSeconds: 3600 }, perEmail: null },
  // New virtual numbers (a pair that already has one is not counted): far below the pool (40 numbers),
  // so one client cannot drain it; past it the visitor is given the seller's own number.
  'call-number': { perIp: { max: 8, windowSeconds: 3600 }, perEmail: null },
  // Saving and removing cars (the visitor id is made up by the browser, so only the IP can be counted).
  'watch-list': { perIp: { max: 300, windowSeconds: 3600 }, perEmail: null },
};

export const RATE_LIMIT_MESSAGE = 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.';

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number; limitedBy: 'ip' | 'email' };

export interface RequestIdentity { ip: string | null; email?: string | null }

export interface RateLimiter {
  /** Counts the request and says whether it is within every limit that applies. */
  check(action: LimitedAction, who: RequestIdentity, now: Date): Promise<RateLimitVerdict>;
  /** Deletes windows older than a day. */
  prune(now: Date): Promise<number>;
}

/** E-mail addresses are counted under a hash: the counter table holds no personal data. */
function hashKey(value: string): string {
  return createHash('sha256').update(value.trim().toLowerCase()).digest('base64url').slice(0, 32);
}

/**
 * Fixed-window counters in the database, so limits hold across restarts and across several server
 * processes sharing one PostgreSQL. Both the IP and the e-mail hit are always counted, so a blocked
 * address cannot hide behind rotating IPs and vice versa.
 */
export function createRateLimiter(db: Kysely<Database>, options: { multiplier: number; limits?: Partial<Record<LimitedAction, ActionLimits>> }): RateLimiter {
  const limits: Record<LimitedAction, ActionLimits> = { ...DEFAULT_LIMITS, ...options.limits };
  async function hit(bucket: string, limit: Limit, now: Date): Promise<number | null> {
    const windowMs = limit.windowSeconds * 1000;
    const start = Math.floor(now.getTime() / windowMs) * windowMs;
    const hits = await countRateLimitHit(db, bucket, new Date(start).toISOString());
    if (hits <= Math.floor(limit.max * options.multiplier)) return null;
    return Math.max(1, Math.ceil((start + windowMs - now.getTime()) / 1000));
  }
  return {
    async check(action, who, now) {
      const rule = limits[action];
      const ipBlock = who.ip ? await hit(`${action}:ip:${hashKey(who.ip)}`, rule.perIp, now) : null;
      const emailBlock = rule.perEmail && who.email ? await hit(`${action}:mail:${hashKey(who.email)}`, rule.perEmail, now) : null;
      if (ipBlock !== null) return { allowed: false, retryAfterSeconds: ipBlock, limitedBy: 'ip' };
      if (emailBlock !== null) return { allowed: false, retryAfterSeconds: emailBlock, limitedBy: 'email' };
      return { allowed: true };
    },
    prune(now) {
      return deleteRateLimitWindowsBefore(db, new Date(now.getTime() - 86_400_000).toISOString());
    },
  };
}

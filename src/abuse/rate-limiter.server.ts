import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { countRateLimitHitsSince, deleteRateLimitHits, deleteRateLimitHitsBefore, insertRateLimitHits } from '../repositories/rate-limit.repository.ts';
import { addressGroup } from './address-group.ts';
import { createBucketHasher } from './bucket-hasher.server.ts';
import { mailboxKey } from './mailbox-key.ts';

/** The public actions that are limited. */
export type LimitedAction =
  'lead' | 'fraud' | 'subscribe' | 'call-tracker' | 'call-number' | 'watch-list' | 'manage-agents' | 'agent-link' | 'price-alert' | 'value-alert';

export interface Limit {
  max: number;
  windowSeconds: number;
}
export interface ActionLimits {
  perIp: Limit;
  perEmail: Limit | null;
}

/**
 * Per rolling hour unless noted. Generous enough for a person comparing many cars (and for several people
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
  // Buttons on 'Meine Suchagenten': a person pauses or deletes a few agents; guessing tokens gets nowhere.
  'manage-agents': { perIp: { max: 60, windowSeconds: 3600 }, perEmail: null },
  // 'Meine Suchagenten' by e-mail: each request may send a mail, so an address gets few an hour.
  'agent-link': { perIp: { max: 20, windowSeconds: 3600 }, perEmail: { max: 3, windowSeconds: 3600 } },
  // Price alerts on saved cars: each submission sends a confirmation mail, like the search agent.
  'price-alert': { perIp: { max: 20, windowSeconds: 3600 }, perEmail: { max: 10, windowSeconds: 3600 } },
  // 'Wertalarm' on a valuation: one confirmation mail per submission, like the price alert.
  'value-alert': { perIp: { max: 20, windowSeconds: 3600 }, perEmail: { max: 10, windowSeconds: 3600 } },
};

export const RATE_LIMIT_MESSAGE = 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.';

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number; limitedBy: 'ip' | 'email' };

export interface RequestIdentity {
  ip: string | null;
  email?: string | null;
}

export interface RateLimiter {
  /** Counts the request and says whether it is within every limit that applies. */
  check(action: LimitedAction, who: RequestIdentity, now: Date): Promise<RateLimitVerdict>;
  /** Deletes hits older than a day (the longest window). */
  prune(now: Date): Promise<number>;
}

/**
 * Rolling windows over a log of accepted hits in the database, so limits hold across restarts and
 * across several server processes sharing one PostgreSQL, and never allow more than `max` in any
 * `windowSeconds` (fixed windows allowed twice that across a window's end). A request is counted in
 * every bucket it falls in (IP and mailbox) and only if it is accepted: a blocked address cannot hide
 * behind rotating IPs and vice versa, and hammering a closed limit does not keep it closed longer.
 * The hit is written before counting, so concurrent requests can only err on the side of refusing.
 */
export function createRateLimiter(db: Kysely<Database>, options: { multiplier: number; limits?: Partial<Record<LimitedAction, ActionLimits>> }): RateLimiter {
  const limits: Record<LimitedAction, ActionLimits> = { ...DEFAULT_LIMITS, ...options.limits };
  const hasher = createBucketHasher(db);
  return {
    async check(action, who, now) {
      const rule = limits[action];
      const hashKey = await hasher();
      const checks: { bucket: string; limit: Limit; by: 'ip' | 'email' }[] = [];
      if (who.ip) checks.push({ bucket: `${action}:ip:${hashKey(addressGroup(who.ip))}`, limit: rule.perIp, by: 'ip' });
      if (rule.perEmail && who.email) checks.push({ bucket: `${action}:mail:${hashKey(mailboxKey(who.email))}`, limit: rule.perEmail, by: 'email' });
      const ids = await insertRateLimitHits(
        db,
        checks.map((c) => c.bucket),
        now.toISOString(),
      );
      for (const check of checks) {
        const windowMs = check.limit.windowSeconds * 1000;
        const { hits, oldest } = await countRateLimitHitsSince(db, check.bucket, new Date(now.getTime() - windowMs).toISOString());
        if (hits <= Math.floor(check.limit.max * options.multiplier)) continue;
        await deleteRateLimitHits(db, ids);
        // Open again when the oldest hit in the window leaves it.
        const reopensAt = (oldest === null ? now.getTime() : Date.parse(oldest)) + windowMs;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((reopensAt - now.getTime()) / 1000)), limitedBy: check.by };
      }
      return { allowed: true };
    },
    prune(now) {
      return deleteRateLimitHitsBefore(db, new Date(now.getTime() - 86_400_000).toISOString());
    },
  };
}

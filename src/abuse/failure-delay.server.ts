import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { countOtherRateLimitHitsSince, deleteRateLimitBucket, deleteRateLimitHits, insertRateLimitHits } from '../repositories/rate-limit.repository.ts';
import { addressGroup } from './address-group.ts';
import { createBucketHasher } from './bucket-hasher.server.ts';

/**
 * A growing delay after failed sign-ins (issue 37 point 7), per client address and per user name,
 * instead of a lockout: after a few free failures each further attempt must wait twice as long as the
 * last (1 s, 2 s, 4 s … at most 15 minutes) since the newest failure. The user name's delay holds only
 * for addresses that failed themselves, so guesses from elsewhere never keep the right password out
 * of an address that has not failed; the address's delay holds for every name.
 *
 * Failures are rows of `rate_limit_events` (salted hashes, pruned after a day like the rate limits),
 * so the delay holds across processes. An attempt is written as a failure before the secret is
 * checked, so concurrent guesses see each other and err on the side of waiting; a refused attempt
 * is taken back, and a success takes back the attempt and forgets the address's failures.
 */
export interface FailureDelayRule {
  freeFailuresPerAddress: number;
  freeFailuresPerName: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  /** failures older than this are forgotten */
  windowSeconds: number;
}

export const SIGN_IN_DELAY: FailureDelayRule = {
  freeFailuresPerAddress: 3,
  freeFailuresPerName: 10,
  firstDelaySeconds: 1,
  maxDelaySeconds: 15 * 60,
  windowSeconds: 24 * 3600,
};

export type FailureDelayVerdict =
  | { kind: 'wait'; retryAfterSeconds: number }
  /** check the secret now; report a success (a failure is already counted) */
  | { kind: 'go'; succeeded(): Promise<void> };

export interface FailureDelay {
  attempt(who: { address: string | null; name: string }, now: Date): Promise<FailureDelayVerdict>;
}

/** Seconds to wait after the newest of `failures` failures of which `free` cost nothing. */
export function delayAfter(failures: number, free: number, rule: FailureDelayRule): number {
  if (failures < free) return 0;
  return Math.min(rule.maxDelaySeconds, rule.firstDelaySeconds * 2 ** Math.min(30, failures - free));
}

export function createFailureDelay(db: Kysely<Database>, action: string, rule: FailureDelayRule = SIGN_IN_DELAY): FailureDelay {
  const hasher = createBucketHasher(db);
  return {
    async attempt(who, now) {
      const hash = await hasher();
      const addressBucket = who.address === null ? null : `${action}:failed-ip:${hash(addressGroup(who.address))}`;
      const nameBucket = `${action}:failed-name:${hash(who.name)}`;
      const buckets = addressBucket === null ? [nameBucket] : [addressBucket, nameBucket];
      const ids = await insertRateLimitHits(db, buckets, now.toISOString());
      const since = new Date(now.getTime() - rule.windowSeconds * 1000).toISOString();
      const earlier = (bucket: string) => countOtherRateLimitHitsSince(db, bucket, since, ids);
      const address = addressBucket === null ? { hits: 0, newest: null } : await earlier(addressBucket);
      const name = await earlier(nameBucket);
      const openAt = (failures: { hits: number; newest: string | null }, free: number) =>
        failures.newest === null ? 0 : Date.parse(failures.newest) + delayAfter(failures.hits, free, rule) * 1000;
      // An address without failures of its own is never held back by the name's.
      const opensAt = Math.max(
        openAt(address, rule.freeFailuresPerAddress),
        address.hits > 0 || addressBucket === null ? openAt(name, rule.freeFailuresPerName) : 0,
      );
      if (opensAt > now.getTime()) {
        await deleteRateLimitHits(db, ids);
        return { kind: 'wait', retryAfterSeconds: Math.max(1, Math.ceil((opensAt - now.getTime()) / 1000)) };
      }
      return {
        kind: 'go',
        async succeeded() {
          await deleteRateLimitHits(db, ids);
          if (addressBucket !== null) await deleteRateLimitBucket(db, addressBucket);
        },
      };
    },
  };
}

import type { Kysely } from 'kysely';
import type { AbuseGuard } from '../abuse/abuse-guard.server.ts';
import type { SubmissionMeta } from '../abuse/admission.ts';
import type { Logger } from '../config/logger.server.ts';
import type { Database } from '../db/schema.ts';
import { isListingAvailable } from '../listings/listing-mapper.ts';
import {
  findAssignedNumber, findCallTrackingSubject, findFreeNumbers, findNumber, insertNumberReveal, renewAssignedNumber, syncNumberPool, takeFreeNumber,
} from '../repositories/call-tracking.repository.ts';
import { callTrackerRequestSchema, type VirtualNumber } from './call-tracker-schema.ts';
import type { PoolNumber } from './number-pool.ts';

export type CallTrackerResult =
  | { kind: 'assigned'; number: VirtualNumber }
  | { kind: 'invalid'; field: string; message: string }
  | { kind: 'not-found' }
  /** the service is switched off, or this seller does not use call tracking */
  | { kind: 'disabled' }
  | { kind: 'exhausted' }
  | { kind: 'limited'; retryAfterSeconds: number };

export interface CallTrackingService {
  /** Stores the configured pool (once at start). */
  syncPool(): Promise<void>;
  /**
   * A virtual number for (listing, seller): the pair keeps its number while the assignment lives and
   * gets it renewed on every reveal; otherwise a free (never used or expired) number is taken.
   * Every reveal is logged.
   */
  requestNumber(input: unknown, meta: SubmissionMeta): Promise<CallTrackerResult>;
}

export interface CallTrackingDeps {
  db: Kysely<Database>;
  abuse: AbuseGuard;
  logger: Logger;
  enabled: boolean;
  pool: readonly PoolNumber[];
  ttlMs: number;
  now?: () => Date;
}

/** The dealer's own page has no listing: stored as listing 0 so the (listing, seller) pair stays unique. */
const NO_LISTING = 0;

export function createCallTrackingService(deps: CallTrackingDeps): CallTrackingService {
  const { db, abuse, logger } = deps;
  const clock = deps.now ?? (() => new Date());

  async function assign(listingKey: number, sellerId: number, now: Date): Promise<string | null> {
    const at = now.toISOString();
    const until = new Date(now.getTime() + deps.ttlMs).toISOString();
    for (let attempt = 0; attempt < 5; attempt++) {
      const own = await findAssignedNumber(db, listingKey, sellerId);
      if (own && (await renewAssignedNumber(db, own.raw, listingKey, sellerId, until))) return own.raw;
      const free = await findFreeNumbers(db, at, 5);
      if (free.length === 0) return null;
      for (const raw of free) {
        try {
          if (await takeFreeNumber(db, raw, listingKey, sellerId, at, until)) return raw;
        } catch {
          // Unique (listing, seller): a concurrent request just gave this pair a number; use that one.
          break;
        }
      }
    }
    return null;
  }

  return {
    syncPool() {
      return syncNumberPool(db, deps.pool);
    },
    async requestNumber(input, meta) {
      const now = clock();
      const disabled = { kind: 'disabled' } as const;
      const admission = await abuse.admit('call-tracker', callTrackerRequestSchema, input, meta, now, {
        fallbackMessage: 'Ungültige Anfrage',
        botAnswer: disabled,
        offAnswer: deps.enabled ? undefined : disabled,
      });
      if (admission.kind !== 'admitted') return admission;
      const req = admission.data;
      const listingId = req.listingGuid ?? null;
      const { seller, listing } = await findCallTrackingSubject(db, req.customerId, listingId);
      if (!seller) return { kind: 'not-found' };
      if (listingId !== null && (!listing || listing.seller_id !== seller.id || !isListingAvailable(listing, now))) return { kind: 'not-found' };
      if (seller.call_tracking !== 1) return { kind: 'disabled' };

      const raw = await assign(listingId ?? NO_LISTING, seller.id, now);
      if (raw === null) {
        logger.warn({ sellerId: seller.id, listingId, pool: deps.pool.length }, 'call-tracking pool exhausted');
        return { kind: 'exhausted' };
      }
      const row = await findNumber(db, raw);
      if (!row || row.expires_at === null) return { kind: 'exhausted' };
      await insertNumberReveal(db, {
        number_raw: raw,
        listing_id: listingId,
        seller_id: seller.id,
        request_origin: req.requestOrigin,
        platform: req.platform,
        user_agent: (req.userAgent ?? meta.userAgent ?? '').slice(0, 500) || null,
        created_at: now.toISOString(),
      });
      return { kind: 'assigned', number: { formatted: row.formatted, raw: row.raw, expiresAt: row.expires_at } };
    },
  };
}

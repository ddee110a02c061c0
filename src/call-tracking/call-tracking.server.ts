import type { Kysely } from 'kysely';
import type { AbuseGuard } from '../abuse/abuse-guard.server.ts';
import type { SubmissionMeta } from '../abuse/admission.ts';
import type { Logger } from '../config/logger.server.ts';
import type { Database } from '../db/schema.ts';
import { firstCallableNumber } from '../domain/listing/callable-number.ts';
import { isListingAvailable } from '../listings/listing-mapper.ts';
import type { ListingReader } from '../listings/listing-reader.server.ts';
import {
  findAssignedNumber,
  findCallTrackingSubject,
  findNumber,
  findTakeableNumbers,
  insertNumberReveal,
  renewAssignedNumber,
  syncNumberPool,
  takeNumber,
} from '../repositories/call-tracking.repository.ts';
import { callTrackerRequestSchema } from './call-tracker-schema.ts';
import { type VirtualNumber } from './call-tracker-rules.ts';
import type { PoolNumber } from './number-pool.ts';

export type CallTrackerResult =
  | { kind: 'assigned'; number: VirtualNumber }
  /**
   * SPEC §4 fallback, answered by the server: the seller's own first number, when call tracking is off
   * (for everyone or this seller), the client's budget of new numbers is spent, or every number is busy.
   */
  | { kind: 'own-number'; number: VirtualNumber }
  | { kind: 'invalid'; field: string; message: string }
  | { kind: 'not-found' }
  /** the seller has no number one can call */
  | { kind: 'no-number' }
  | { kind: 'limited'; retryAfterSeconds: number };

export interface CallTrackingService {
  /** Stores the configured pool (once at start). */
  syncPool(): Promise<void>;
  /**
   * A virtual number for (listing, seller): the pair keeps its number while the assignment lives and
   * gets it renewed on every reveal; otherwise an unused, expired or long-idle number is taken (least
   * recently used first). New numbers per client IP are budgeted ('call-number' limit). Every reveal of
   * a virtual number is logged.
   */
  requestNumber(input: unknown, meta: SubmissionMeta): Promise<CallTrackerResult>;
}

export interface CallTrackingDeps {
  db: Kysely<Database>;
  abuse: AbuseGuard;
  logger: Logger;
  listings: Pick<ListingReader, 'getSeller'>;
  enabled: boolean;
  pool: readonly PoolNumber[];
  ttlMs: number;
  /**
   * A live number is recycled for another pair only after it was not revealed for this long, so a
   * visitor who just saw it still reaches that seller when dialling. Default 30 minutes.
   */
  recycleIdleMs?: number;
  now?: () => Date;
}

/** The dealer's own page has no listing: stored as listing 0 so the (listing, seller) pair stays unique. */
const NO_LISTING = 0;
const DEFAULT_RECYCLE_IDLE_MS = 30 * 60_000;

export function createCallTrackingService(deps: CallTrackingDeps): CallTrackingService {
  const { db, abuse, logger } = deps;
  const clock = deps.now ?? (() => new Date());
  const recycleIdleMs = deps.recycleIdleMs ?? DEFAULT_RECYCLE_IDLE_MS;

  /** The pair's own number (live or expired but not taken since), renewed; null when it has none. */
  async function renewOwn(pair: { listingId: number; sellerId: number }, expiresAt: string): Promise<string | null> {
    const own = await findAssignedNumber(db, pair.listingId, pair.sellerId);
    return own && (await renewAssignedNumber(db, own.raw, pair.listingId, pair.sellerId, expiresAt)) ? own.raw : null;
  }

  async function assignNew(pair: { listingId: number; sellerId: number }, now: Date): Promise<string | null> {
    const at = {
      now: now.toISOString(),
      // expires_at = last reveal + TTL: an expiry at or before this means expired, or idle for recycleIdleMs.
      expiringBy: new Date(now.getTime() + Math.max(0, deps.ttlMs - recycleIdleMs)).toISOString(),
      expiresAt: new Date(now.getTime() + deps.ttlMs).toISOString(),
    };
    for (let attempt = 0; attempt < 5; attempt++) {
      const takeable = await findTakeableNumbers(db, at.expiringBy, 5);
      if (takeable.length === 0) return null;
      for (const raw of takeable) {
        try {
          if (await takeNumber(db, raw, pair, at)) return raw;
        } catch {
          // Unique (listing, seller): a concurrent request just gave this pair a number; use that one.
          return renewOwn(pair, at.expiresAt);
        }
      }
    }
    return null;
  }

  async function ownNumber(sellerId: number): Promise<CallTrackerResult> {
    const seller = await deps.listings.getSeller(sellerId);
    const number = seller ? firstCallableNumber(seller.contacts) : null;
    return number ? { kind: 'own-number', number: { ...number, expiresAt: null, tracked: false } } : { kind: 'no-number' };
  }

  return {
    syncPool() {
      return syncNumberPool(db, deps.pool);
    },
    async requestNumber(input, meta) {
      const now = clock();
      const admission = await abuse.admit('call-tracker', callTrackerRequestSchema, input, meta, now, {
        fallbackMessage: 'Ungültige Anfrage',
        // A bot (honeypot filled) learns no number at all, not even the seller's own.
        botAnswer: { kind: 'no-number' } as const,
      });
      if (admission.kind !== 'admitted') return admission;
      const req = admission.data;
      const listingId = req.listingGuid ?? null;
      const { seller, listing } = await findCallTrackingSubject(db, req.customerId, listingId);
      if (!seller) return { kind: 'not-found' };
      if (listingId !== null && (!listing || listing.seller_id !== seller.id || !isListingAvailable(listing, now))) return { kind: 'not-found' };
      if (!deps.enabled || seller.call_tracking !== 1) return ownNumber(seller.id);

      const pair = { listingId: listingId ?? NO_LISTING, sellerId: seller.id };
      let raw = await renewOwn(pair, new Date(now.getTime() + deps.ttlMs).toISOString());
      if (raw === null) {
        // Only new numbers count against the client's budget: revealing the same car again is free.
        const budget = await abuse.screen('call-number', meta, null, now);
        if (budget.kind !== 'ok') return ownNumber(seller.id);
        raw = await assignNew(pair, now);
      }
      if (raw === null) {
        logger.warn({ sellerId: seller.id, listingId, pool: deps.pool.length }, 'call-tracking pool busy, answering the seller’s own number');
        return ownNumber(seller.id);
      }
      const row = await findNumber(db, raw);
      if (!row || row.expires_at === null) return ownNumber(seller.id);
      await insertNumberReveal(db, {
        number_raw: raw,
        listing_id: listingId,
        seller_id: seller.id,
        request_origin: req.requestOrigin,
        platform: req.platform,
        user_agent: (req.userAgent ?? meta.userAgent ?? '').slice(0, 500) || null,
        created_at: now.toISOString(),
      });
      return { kind: 'assigned', number: { formatted: row.formatted, raw: row.raw, expiresAt: row.expires_at, tracked: true } };
    },
  };
}

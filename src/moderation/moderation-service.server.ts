import type { Kysely } from 'kysely';
import type { Logger } from '../config/logger.server.ts';
import type { Database, ListingStatus } from '../db/schema.ts';
import { ERROR_REPORT_REASONS } from '../domain/contact/error-report-rules.ts';
import { detailPath } from '../domain/listing/title-slug.ts';
import type { BlockListingInput, ResolveReportInput } from '../domain/moderation/moderation-forms.ts';
import type { MailSite } from '../mail/mail-layout.ts';
import { listingBlockedMail } from '../mail/templates/listing-blocked-mail.ts';
import type { Outbox } from '../outbox/outbox.server.ts';
import {
  clearReviewFlag,
  listActiveReviewFlags,
  listOpenReports,
  markListingReportsHandled,
  markReportsHandled,
} from '../repositories/fraud-report.repository.ts';
import { blockListing, findListingToBlock } from '../repositories/listing-block.repository.ts';
import { recordListingChange } from '../repositories/listing-change.repository.ts';
import { listMileageWarningsOnOffer } from '../repositories/mileage-check.repository.ts';
import { listScamTextFlagsOnOffer } from '../repositories/scam-text-flag.repository.ts';
import type { MileageWarning } from '../domain/listing/mileage-check.ts';

/** A reported or flagged car as the operator sees it; null fields: the listing was deleted meanwhile. */
export interface ModeratedCar {
  id: number;
  title: string | null;
  price: number | null;
  status: ListingStatus | null;
  seller: string | null;
  detailPath: string | null;
}

export interface OpenReportView {
  id: number;
  createdAt: string;
  reason: string;
  comment: string;
  reporterEmail: string;
  flagged: boolean;
  car: ModeratedCar;
}

export interface ReviewFlagView {
  flaggedAt: string;
  reportCount: number;
  car: ModeratedCar;
}

/** A car on offer the mileage check flagged (issue 37 point 2): it came back with a mileage that does not fit an earlier listing. */
export interface MileageFlagView {
  flaggedAt: string;
  warning: MileageWarning;
  mileage: number;
  car: ModeratedCar;
}

/** A car on offer whose text carries the words of advance-payment fraud (issue 37 point 1), with the words found. */
export interface ScamTextFlagView {
  flaggedAt: string;
  words: string;
  car: ModeratedCar;
}

export interface ModerationOverview {
  reports: OpenReportView[];
  flags: ReviewFlagView[];
  mileageFlags: MileageFlagView[];
  scamTextFlags: ScamTextFlagView[];
}

export type BlockResult = { kind: 'blocked'; listingId: number; reportsClosed: number } | { kind: 'already-blocked' } | { kind: 'not-found' };

export type ResolveResult = { kind: 'resolved' } | { kind: 'not-open' };

export interface ModerationService {
  /** Open reports (oldest first, at most 500), listings flagged for review and cars on offer with a mileage warning or a scam text flag (oldest first, at most 500 each), each with its car. */
  overview(): Promise<ModerationOverview>;
  /**
   * 'Inserat sperren': the listing leaves search, counts and its detail page (410) within the change
   * feed's poll, its open reports are closed, its review flag ends and the seller is told why by mail.
   */
  block(input: BlockListingInput): Promise<BlockResult>;
  /** 'Meldung erledigt': closes one report and leaves the listing as it is. */
  resolve(input: ResolveReportInput): Promise<ResolveResult>;
}

export interface ModerationDeps {
  db: Kysely<Database>;
  outbox: Outbox;
  site: MailSite;
  logger: Logger;
  /** named in the seller's mail for objections */
  supportEmail: string;
  now?: () => Date;
}

const reasonLabel = (id: string) => ERROR_REPORT_REASONS.find((r) => r.id === id)?.label ?? id;

interface CarColumns {
  title: string | null;
  price: number | null;
  status: ListingStatus | null;
  company_name: string | null;
  contact_name: string | null;
}

function carOf(id: number, row: CarColumns): ModeratedCar {
  return {
    id,
    title: row.title,
    price: row.price,
    status: row.status,
    seller: row.company_name ?? row.contact_name,
    detailPath: row.title === null ? null : detailPath(row.title, id),
  };
}

export function createModerationService(deps: ModerationDeps): ModerationService {
  const { db, outbox, site, logger } = deps;
  const clock = deps.now ?? (() => new Date());

  return {
    async overview() {
      const [reports, flags, mileage, scamTexts] = await Promise.all([
        listOpenReports(db, 500),
        listActiveReviewFlags(db),
        listMileageWarningsOnOffer(db, 500),
        listScamTextFlagsOnOffer(db, 500),
      ]);
      return {
        reports: reports.map((r) => ({
          id: r.id,
          createdAt: r.created_at,
          reason: reasonLabel(r.reason_id),
          comment: r.comment,
          reporterEmail: r.email,
          flagged: r.flagged_at !== null,
          car: carOf(r.listing_id, r),
        })),
        flags: flags.map((f) => ({ flaggedAt: f.flagged_at, reportCount: f.report_count, car: carOf(f.listing_id, f) })),
        mileageFlags: mileage.map((m) => ({
          flaggedAt: m.flagged_at,
          warning: { kind: m.kind, earlierMileage: m.earlier_mileage, earlierSeenAt: m.earlier_seen_at },
          mileage: m.mileage,
          car: carOf(m.listing_id, m),
        })),
        scamTextFlags: scamTexts.map((f) => ({ flaggedAt: f.flagged_at, words: f.words, car: carOf(f.listing_id, f) })),
      };
    },

    async block({ listingId, reason }) {
      const now = clock();
      const at = now.toISOString();
      const outcome = await db.transaction().execute(async (trx): Promise<BlockResult> => {
        const listing = await findListingToBlock(trx, listingId);
        if (!listing) return { kind: 'not-found' };
        if (!(await blockListing(trx, listingId, reason, at))) return { kind: 'already-blocked' };
        // The same feed every listing write announces itself on: each process's search index and page cache follow it.
        await recordListingChange(trx, listingId, now);
        const reportsClosed = await markListingReportsHandled(trx, listingId, at);
        await clearReviewFlag(trx, listingId, at);
        await outbox.enqueue(
          trx,
          {
            kind: 'listing-blocked',
            key: `listing-blocked-${listingId}`,
            to: listing.seller_email,
            replyTo: deps.supportEmail,
            mail: listingBlockedMail(site, { id: listingId, title: listing.title, reason }, deps.supportEmail),
          },
          now,
        );
        return { kind: 'blocked', listingId, reportsClosed };
      });
      if (outcome.kind === 'blocked') {
        outbox.notify();
        logger.info({ listingId, reportsClosed: outcome.reportsClosed }, 'listing blocked by an operator');
      }
      return outcome;
    },

    async resolve({ reportId }) {
      const closed = await markReportsHandled(db, [reportId], clock().toISOString());
      if (closed === 0) return { kind: 'not-open' };
      logger.info({ reportId }, 'report resolved by an operator');
      return { kind: 'resolved' };
    },
  };
}

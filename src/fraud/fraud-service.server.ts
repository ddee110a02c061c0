import type { Kysely } from 'kysely';
import type { AbuseGuard } from '../abuse/abuse-guard.server.ts';
import type { SubmissionMeta } from '../abuse/admission.ts';
import type { Logger } from '../config/logger.server.ts';
import type { Database } from '../db/schema.ts';
import { errorReportPayloadSchema } from '../domain/contact/error-report-schema.ts';
import { ERROR_REPORT_MESSAGES, ERROR_REPORT_REASONS } from '../domain/contact/error-report-rules.ts';
import { detailPath } from '../domain/listing/title-slug.ts';
import type { MailSite } from '../mail/mail-layout.ts';
import { fraudReportNoticeMail } from '../mail/templates/fraud-report-mails.ts';
import type { Outbox } from '../outbox/outbox.server.ts';
import {
  clearReviewFlag,
  countDistinctReporters,
  findReportedListing,
  findReviewFlag,
  insertFraudReport,
  listActiveReviewFlags,
  listOpenReports,
  markReportsHandled,
  upsertReviewFlag,
} from '../repositories/fraud-report.repository.ts';

/** SPEC §8 reason F: suspected fraud. Only these reports count towards the review flag. */
export const FRAUD_REASON_ID = 'F';

export type ReportResult =
  | { kind: 'reported'; id: number }
  | { kind: 'invalid'; field: string; message: string }
  | { kind: 'not-found' }
  | { kind: 'limited'; retryAfterSeconds: number };

export type OpenReport = Awaited<ReturnType<typeof listOpenReports>>[number];
export type ReviewFlag = Awaited<ReturnType<typeof listActiveReviewFlags>>[number];

export interface FraudService {
  /** POST /api/fraud and the report form: stores the report, notifies the operators, flags repeated fraud. */
  report(input: unknown, meta: SubmissionMeta): Promise<ReportResult>;
  listOpen(limit?: number): Promise<OpenReport[]>;
  markHandled(ids: readonly number[]): Promise<number>;
  listFlags(): Promise<ReviewFlag[]>;
  clearFlag(listingId: number): Promise<boolean>;
}

export interface FraudServiceDeps {
  db: Kysely<Database>;
  outbox: Outbox;
  abuse: AbuseGuard;
  site: MailSite;
  logger: Logger;
  /** where report notices go */
  operatorEmail: string;
  /** distinct reporters of reason F after which a listing is flagged for review */
  flagThreshold: number;
  now?: () => Date;
}

const reasonLabel = (id: string) => ERROR_REPORT_REASONS.find((r) => r.id === id)?.label ?? id;

export function createFraudService(deps: FraudServiceDeps): FraudService {
  const { db, outbox, abuse, site, logger } = deps;
  const clock = deps.now ?? (() => new Date());

  return {
    async report(input, meta) {
      const now = clock();
      const admission = await abuse.admit('fraud', errorReportPayloadSchema, input, meta, now, {
        fallbackMessage: ERROR_REPORT_MESSAGES.comment,
        email: (r) => r.email,
        botAnswer: { kind: 'reported', id: 0 },
      });
      if (admission.kind !== 'admitted') return admission;
      const report = admission.data;
      const listing = await findReportedListing(db, report.listingGuid);
      if (!listing) return { kind: 'not-found' };
      const at = now.toISOString();

      const outcome = await db.transaction().execute(async (trx) => {
        const id = await insertFraudReport(trx, {
          listing_id: listing.id,
          reason_id: report.reasonId,
          comment: report.comment,
          email: report.email,
          created_at: at,
        });
        let flaggedWith: number | null = null;
        if (report.reasonId === FRAUD_REASON_ID) {
          const flag = await findReviewFlag(trx, listing.id);
          // After an operator cleared a flag, only new reports count towards the next one.
          const reporters = await countDistinctReporters(trx, listing.id, FRAUD_REASON_ID, flag?.cleared_at ?? null);
          if (reporters >= deps.flagThreshold) {
            if (!flag || flag.cleared_at !== null) flaggedWith = reporters;
            await upsertReviewFlag(trx, listing.id, FRAUD_REASON_ID, reporters, flag && flag.cleared_at === null ? flag.flagged_at : at);
          }
        }
        await outbox.enqueue(
          trx,
          {
            kind: 'fraud-notice',
            key: `fraud-report-${id}`,
            to: deps.operatorEmail,
            replyTo: report.email,
            mail: fraudReportNoticeMail(site, {
              reportId: id,
              reason: reasonLabel(report.reasonId),
              comment: report.comment,
              reporterEmail: report.email,
              listing: { id: listing.id, title: listing.title, detailPath: detailPath(listing.title, listing.id) },
              flaggedWithReports: flaggedWith,
            }),
          },
          now,
        );
        return { id, flaggedWith };
      });
      outbox.notify();
      logger.info({ reportId: outcome.id, listingId: listing.id, reason: report.reasonId, flagged: outcome.flaggedWith !== null }, 'listing reported');
      return { kind: 'reported', id: outcome.id };
    },
    listOpen(limit = 500) {
      return listOpenReports(db, limit);
    },
    markHandled(ids) {
      return markReportsHandled(db, ids, clock().toISOString());
    },
    listFlags() {
      return listActiveReviewFlags(db);
    },
    clearFlag(listingId) {
      return clearReviewFlag(db, listingId, clock().toISOString());
    },
  };
}

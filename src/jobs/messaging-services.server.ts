import path from 'node:path';
import { createAbuseGuard } from '../abuse/abuse-guard.server.ts';
import { createFailureDelay } from '../abuse/failure-delay.server.ts';
import { createRateLimiter, type RateLimiter } from '../abuse/rate-limiter.server.ts';
import { createCallTrackingService, type CallTrackingService } from '../call-tracking/call-tracking.server.ts';
import { parseNumberPool } from '../call-tracking/number-pool.ts';
import { publicConfig, type Env } from '../config/env.server.ts';
import type { Logger } from '../config/logger.server.ts';
import type { DbHandle } from '../db/connect.server.ts';
import { createFraudService, type FraudService } from '../fraud/fraud-service.server.ts';
import { createAutomatchJob, type AutomatchJob } from '../leads/automatch.server.ts';
import { createLeadService, type LeadService } from '../leads/lead-service.server.ts';
import type { MailSite } from '../mail/mail-layout.ts';
import { createMailTransport, type MailTransport } from '../mail/mail-transport.server.ts';
import { createModerationService, type ModerationService } from '../moderation/moderation-service.server.ts';
import { createOperatorGate, type OperatorGate } from '../moderation/operator-gate.server.ts';
import { createOutboxWorker, type OutboxWorker } from '../outbox/outbox-worker.server.ts';
import { createOutbox, type Outbox } from '../outbox/outbox.server.ts';
import { createPriceAlertService, type PriceAlertService } from '../price-alert/price-alert.server.ts';
import { createSearchAgentService, type SearchAgentService } from '../search-agent/search-agent.server.ts';
import type { ValuationService } from '../pricing/valuation-service.server.ts';
import { createValueAlertService, type ValueAlertService } from '../value-alert/value-alert.server.ts';
import { createListingConfirmationService, type ListingConfirmationService } from '../listing-confirmation/listing-confirmation.server.ts';
import type { ListingReader } from '../listings/listing-reader.server.ts';
import type { SearchService } from '../search/search-service.server.ts';
import type { Taxonomy } from '../taxonomy/taxonomy.server.ts';

/** Everything that turns visitors' submissions into stored records and mails. Part of AppServices. */
export interface MessagingServices {
  outbox: Outbox;
  /** contact enquiries: `services.leads.submitEnquiry(payload, meta)` */
  leads: LeadService;
  searchAgent: SearchAgentService;
  /** price alerts on saved cars (issue 27 point 5) */
  priceAlerts: PriceAlertService;
  /** no dead ads (issue 37 point 3): cars nobody confirmed end; private sellers are asked every 30 days */
  listingConfirmation: ListingConfirmationService;
  /** 'Wertalarm' on a valuation (issue 28 §2) */
  valueAlerts: ValueAlertService;
  /** error / fraud reports: `services.fraud.report(payload, meta)` */
  fraud: FraudService;
  /** the operator's actions on reports: block a listing, resolve a report (issue 25 point 5) */
  moderation: ModerationService;
  /** who may use the operator page (ADMIN_USER / ADMIN_PASSWORD_HASH) */
  operatorGate: OperatorGate;
  callTracking: CallTrackingService;
  automatch: AutomatchJob;
  rateLimiter: RateLimiter;
  mailer: { transport: MailTransport; worker: OutboxWorker };
}

export interface MessagingDeps {
  env: Env;
  db: DbHandle;
  logger: Logger;
  search: SearchService;
  listings: ListingReader;
  taxonomy: Taxonomy;
  /** values a 'Wertalarm' again (services.pricing) */
  valuation: ValuationService;
  /** tests move time forward; production uses the wall clock */
  now?: () => Date;
}

/** Directory of the file transport's .eml files. */
export function outboxDirectory(env: Pick<Env, 'DATA_DIR'>): string {
  return path.join(env.DATA_DIR, 'outbox');
}

export function createMessagingServices(deps: MessagingDeps): MessagingServices {
  const { env, logger } = deps;
  const db = deps.db.db;
  const now = deps.now ?? (() => new Date());
  const { siteName, publicUrl } = publicConfig(env);
  const site: MailSite = { siteName, publicUrl };
  const leaseMs = env.OUTBOX_LEASE_SECONDS * 1000;
  const outbox = createOutbox({ from: env.MAIL_FROM, defaultReplyTo: env.MAIL_REPLY_TO });
  const transport = createMailTransport({ smtpUrl: env.SMTP_URL, outboxDir: outboxDirectory(env), sendTimeoutMs: Math.max(1000, Math.floor(leaseMs / 2)) });
  const worker = createOutboxWorker({
    db,
    transport,
    from: env.MAIL_FROM,
    logger,
    leaseMs,
    maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
    reserveMarkConnection: deps.db.dialect === 'postgres',
    now,
  });
  const rateLimiter = createRateLimiter(db, { multiplier: env.RATE_LIMIT_MULTIPLIER });
  const abuse = createAbuseGuard(rateLimiter, logger);
  return {
    outbox,
    leads: createLeadService({ db, outbox, abuse, site, logger, now }),
    searchAgent: createSearchAgentService({ db, outbox, abuse, search: deps.search, listings: deps.listings, taxonomy: deps.taxonomy, site, logger, now }),
    priceAlerts: createPriceAlertService({ db, outbox, abuse, listings: deps.listings, site, logger, now }),
    listingConfirmation: createListingConfirmationService({ db, outbox, site, logger, now, dealerConfirmationDays: env.DEALER_CONFIRMATION_DAYS }),
    valueAlerts: createValueAlertService({ db, outbox, abuse, valuation: deps.valuation, site, logger, now }),
    fraud: createFraudService({
      db,
      outbox,
      abuse,
      site,
      logger,
      operatorEmail: env.REPORTS_EMAIL ?? env.SUPPORT_EMAIL,
      flagThreshold: env.FRAUD_FLAG_THRESHOLD,
      now,
    }),
    moderation: createModerationService({ db, outbox, site, logger, supportEmail: env.SUPPORT_EMAIL, now }),
    operatorGate: createOperatorGate({
      user: env.ADMIN_USER,
      passwordHash: env.ADMIN_PASSWORD_HASH,
      failures: createFailureDelay(db, 'operator-login'),
      logger,
      now,
    }),
    callTracking: createCallTrackingService({
      db,
      abuse,
      logger,
      listings: deps.listings,
      enabled: env.CALL_TRACKING_ENABLED,
      pool: parseNumberPool(env.CALL_TRACKING_POOL),
      ttlMs: env.CALL_TRACKING_TTL_MINUTES * 60_000,
      now,
    }),
    automatch: createAutomatchJob({ db, outbox, site, logger, now }),
    rateLimiter,
    mailer: { transport, worker },
  };
}

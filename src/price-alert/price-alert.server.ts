/**
 * `services.priceAlerts` (issue 27 point 5): price alerts on saved cars without login. Double
 * opt-in like the search agent; then one mail when a car gets cheaper than the subscriber last saw
 * or leaves the market, at most one per car and Vienna day, or a weekly overview. Exactly once: a
 * mail is queued in the transaction that records it (the row's guarded update), under a key per
 * alert and day, so two job runs in two processes never both send.
 */
import type { Kysely } from 'kysely';
import type { AbuseGuard } from '../abuse/abuse-guard.server.ts';
import type { SubmissionMeta } from '../abuse/admission.ts';
import type { Logger } from '../config/logger.server.ts';
import type { Database } from '../db/schema.ts';
import { formatPrice } from '../domain/format/number-format.ts';
import type { Listing } from '../domain/listing/listing-types.ts';
import { detailPath } from '../domain/listing/title-slug.ts';
import { ROUTE_PATHS } from '../domain/navigation/route-paths.ts';
import type { ListingReader } from '../listings/listing-reader.server.ts';
import type { MailSite } from '../mail/mail-layout.ts';
import { absoluteUrl } from '../mail/mail-layout.ts';
import { priceAlertChangeMail, priceAlertConfirmationMail, priceAlertWeeklyMail, type AlertCar } from '../mail/templates/price-alert-mails.ts';
import type { Outbox } from '../outbox/outbox.server.ts';
import {
  addPriceAlertLinkToken,
  confirmPriceAlerts,
  countPriceAlertsOfConfirmToken,
  deletePriceAlerts,
  findDueInstantAlerts,
  findDueWeeklyEmails,
  findPriceAlertsByLinkToken,
  findPriceAlertsOf,
  insertPriceAlert,
  listWeeklyAlertsOf,
  markPriceAlertMailed,
  renewPriceAlert,
  type AlertWithCar,
} from '../repositories/price-alert.repository.ts';
import { storedToken } from '../repositories/stored-token.ts';
import { viennaDay } from '../search-agent/agent-schedule.ts';
import { confirmByToken, newSubscriptionToken, type SubscribeResult, admitSubscription, savedAnswer } from '../subscription/double-opt-in.server.ts';
import { PRICE_ALERT_MESSAGES } from './price-alert-rules.ts';
import { priceAlertRequestSchema } from './price-alert-schema.ts';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;
const WEEK_MS = 7 * 24 * 3600 * 1000;
const BATCH = 200;

export const priceAlertConfirmPath = (token: string) => `${ROUTE_PATHS.priceAlert}bestaetigen/${token}`;
export const priceAlertUnsubscribePath = (token: string) => `${ROUTE_PATHS.priceAlert}abbestellen/${token}`;

export type PriceAlertConfirmResult = { kind: 'confirmed'; cars: number } | { kind: 'confirm-failed' };
/** A car an unsubscribe link names. */
export interface PriceAlertTarget {
  title: string;
  detailPath: string;
}
export interface PriceAlertRunReport {
  changeMails: number;
  weeklyMails: number;
  errors: number;
}

export interface PriceAlertService {
  /** Saves alerts for the cars (unknown or sold ones are skipped) and queues one confirmation mail. */
  subscribe(input: unknown, meta: SubmissionMeta): Promise<SubscribeResult>;
  /**
   * How many cars a confirmation link names, for the page with the button (opening the link confirms
   * nothing: mail scanners open every link); null for an unknown link.
   */
  confirmTarget(token: string): Promise<number | null>;
  /** The button: every car of that submission; pressing it again still says confirmed. */
  confirm(token: string): Promise<PriceAlertConfirmResult>;
  /** The cars an unsubscribe link names, for the page with the button; null when they are already gone. */
  unsubscribeTarget(token: string): Promise<PriceAlertTarget[] | null>;
  unsubscribe(token: string): Promise<'deleted' | 'already-deleted'>;
  /** The job: mails due drops and ends (instant) and due weekly overviews. Safe in several processes. */
  runDue(): Promise<PriceAlertRunReport>;
}

export interface PriceAlertDeps {
  db: Kysely<Database>;
  outbox: Outbox;
  abuse: AbuseGuard;
  listings: ListingReader;
  site: MailSite;
  logger: Logger;
  now?: () => Date;
}

/** 'Guter Preis (Marktwert € 21.400)' or the reason-less label. */
function ratingText(listing: Listing): string {
  const r = listing.priceRating;
  return r.grade === null ? r.label : `${r.label} (Marktwert ${formatPrice(r.marketValue)})`;
}

export function createPriceAlertService(deps: PriceAlertDeps): PriceAlertService {
  const { db, outbox, abuse, listings, site, logger } = deps;
  const clock = deps.now ?? (() => new Date());

  /**
   * The mail's view of one alert: the car now (price, rating) against what the subscriber saw, and the
   * mail's own unsubscribe token for it (only its hash is stored, with the mail).
   */
  function alertCar({ alert, price, available }: AlertWithCar, listing: Listing | undefined, unsubscribeToken: string): AlertCar {
    const now = available && price !== null ? price : null;
    return {
      title: listing?.title ?? alert.title,
      detailPath: listing?.detailURL ?? detailPath(alert.title, alert.listing_id),
      price: now === null ? null : formatPrice(now),
      oldPrice: now !== null && now < alert.known_price ? formatPrice(alert.known_price) : null,
      rating: listing && available ? ratingText(listing) : null,
      available: now !== null,
      unsubscribePath: priceAlertUnsubscribePath(unsubscribeToken),
    };
  }

  const listingsById = async (entries: readonly AlertWithCar[]) =>
    new Map((await listings.getListings(entries.filter((e) => e.available).map((e) => e.alert.listing_id))).map((l) => [l.id, l]));

  /** The record of a mail about `entry` (new price seen; ended when the car is gone). */
  const mailedChange = (entry: AlertWithCar, day: string, iso: string) => ({
    known_price: entry.available && entry.price !== null ? entry.price : entry.alert.known_price,
    ended_at: entry.available ? null : iso,
    last_mailed_day: day,
    last_mailed_at: iso,
  });

  async function mailChange(entry: AlertWithCar, listing: Listing | undefined, day: string, at: Date): Promise<boolean> {
    const iso = at.toISOString();
    const token = newSubscriptionToken();
    const car = alertCar(entry, listing, token);
    const mail = priceAlertChangeMail(site, car);
    const unsubscribeUrl = absoluteUrl(site, car.unsubscribePath);
    return db.transaction().execute(async (trx) => {
      if (!(await markPriceAlertMailed(trx, entry.alert, mailedChange(entry, day, iso)))) return false;
      await addPriceAlertLinkToken(trx, token, [entry.alert.id], iso);
      await outbox.enqueue(
        trx,
        {
          kind: 'price-alert',
          key: `price-alert-${entry.alert.id}-${day}`,
          to: entry.alert.email,
          mail,
          headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        },
        at,
      );
      return true;
    });
  }

  async function mailWeekly(email: string, day: string, at: Date): Promise<boolean> {
    const iso = at.toISOString();
    const entries = await listWeeklyAlertsOf(db, email, iso);
    const first = entries[0];
    if (!first) return false;
    const byId = await listingsById(entries);
    const linked = entries.map((entry) => ({ entry, token: newSubscriptionToken() }));
    const mail = priceAlertWeeklyMail(
      site,
      linked.map(({ entry, token }) => alertCar(entry, byId.get(entry.alert.listing_id), token)),
    );
    // RFC 8058 one click ends every alert of the overview; each car's link in the text ends that car's.
    const everyCar = newSubscriptionToken();
    const unsubscribeUrl = absoluteUrl(site, priceAlertUnsubscribePath(everyCar));
    return db
      .transaction()
      .execute(async (trx) => {
        for (const entry of entries) if (!(await markPriceAlertMailed(trx, entry.alert, mailedChange(entry, day, iso)))) throw new WeeklyRaceLost();
        for (const { entry, token } of linked) await addPriceAlertLinkToken(trx, token, [entry.alert.id], iso);
        await addPriceAlertLinkToken(
          trx,
          everyCar,
          entries.map((e) => e.alert.id),
          iso,
        );
        await outbox.enqueue(
          trx,
          {
            kind: 'price-alert-weekly',
            key: `price-alert-weekly-${first.alert.id}-${day}`,
            to: email,
            mail,
            headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
          },
          at,
        );
        return true;
      })
      .catch((error: unknown) => {
        if (error instanceof WeeklyRaceLost) return false;
        throw error;
      });
  }

  return {
    async subscribe(input, meta) {
      const now = clock();
      const saved = savedAnswer(PRICE_ALERT_MESSAGES);
      const admission = await admitSubscription(
        abuse,
        { action: 'price-alert', schema: priceAlertRequestSchema, texts: PRICE_ALERT_MESSAGES },
        input,
        meta,
        now,
      );
      if (admission.kind !== 'admitted') return admission;
      const { email } = admission;
      const { frequency } = admission.data;
      const cars = (await listings.getListings(admission.data.listingIds)).filter((l) => !l.isSold);
      if (cars.length === 0) return { kind: 'invalid', field: 'listingIds', message: PRICE_ALERT_MESSAGES.cars };
      const existing = new Map(
        (
          await findPriceAlertsOf(
            db,
            email,
            cars.map((c) => c.id),
          )
        ).map((r) => [r.listing_id, r]),
      );
      const token = newSubscriptionToken();
      const toConfirm: string[] = [];
      await db.transaction().execute(async (trx) => {
        for (const car of cars) {
          const row = existing.get(car.id);
          if (row?.confirmed_at) {
            // Already watched: a changed frequency applies from now on, nothing to confirm.
            if (row.frequency !== frequency) await renewPriceAlert(trx, row.id, { frequency });
            continue;
          }
          if (row) await renewPriceAlert(trx, row.id, { frequency, confirm_token: token });
          else {
            await insertPriceAlert(trx, {
              email,
              listing_id: car.id,
              title: car.title,
              frequency,
              confirm_token: token,
              known_price: car.price.raw,
              created_at: now.toISOString(),
            });
          }
          toConfirm.push(car.title);
        }
        if (toConfirm.length === 0) return;
        const mail = priceAlertConfirmationMail(site, toConfirm, priceAlertConfirmPath(token));
        // The outbox key names the link by its hash: the key stays in the table after the mail is sent.
        await outbox.enqueue(trx, { kind: 'price-alert-confirmation', key: `price-alert-confirm-${storedToken(token).slice(0, 16)}`, to: email, mail }, now);
      });
      if (toConfirm.length > 0) outbox.notify();
      logger.info({ cars: cars.length, confirmations: toConfirm.length, frequency }, 'price alert saved');
      return saved;
    },

    async confirmTarget(token) {
      return TOKEN_PATTERN.test(token) ? (await countPriceAlertsOfConfirmToken(db, token)) || null : null;
    },

    async confirm(token) {
      // Every car of the submission carries the token: the count is what the page names.
      const cars = await confirmByToken(token, {
        pattern: TOKEN_PATTERN,
        find: async (t) => (await countPriceAlertsOfConfirmToken(db, t)) || null,
        confirm: (_count, at) => confirmPriceAlerts(db, token, at),
        now: clock(),
      });
      return cars === null ? { kind: 'confirm-failed' } : { kind: 'confirmed', cars };
    },

    async unsubscribeTarget(token) {
      const rows = TOKEN_PATTERN.test(token) ? await findPriceAlertsByLinkToken(db, token) : [];
      return rows.length === 0 ? null : rows.map((row) => ({ title: row.title, detailPath: detailPath(row.title, row.listing_id) }));
    },

    async unsubscribe(token) {
      const rows = TOKEN_PATTERN.test(token) ? await findPriceAlertsByLinkToken(db, token) : [];
      const deleted = await deletePriceAlerts(
        db,
        rows.map((r) => r.id),
      );
      if (deleted === 0) return 'already-deleted';
      logger.info({ alerts: deleted }, 'price alert unsubscribed');
      return 'deleted';
    },

    async runDue() {
      const at = clock();
      const day = viennaDay(at);
      const report: PriceAlertRunReport = { changeMails: 0, weeklyMails: 0, errors: 0 };
      for (let afterId = 0; ;) {
        const due = await findDueInstantAlerts(db, day, at.toISOString(), afterId, BATCH);
        if (due.length === 0) break;
        const byId = await listingsById(due);
        for (const entry of due) {
          afterId = entry.alert.id;
          try {
            if (await mailChange(entry, byId.get(entry.alert.listing_id), day, at)) report.changeMails++;
          } catch (err) {
            // One broken alert must not stop the others; its row is unchanged, so it is retried.
            report.errors++;
            logger.error({ err, alert: entry.alert.id }, 'price alert mail failed');
          }
        }
      }
      const tried = new Set<string>();
      for (;;) {
        const emails = (await findDueWeeklyEmails(db, new Date(at.getTime() - WEEK_MS).toISOString(), BATCH)).filter((e) => !tried.has(e));
        if (emails.length === 0) break;
        for (const email of emails) {
          tried.add(email);
          try {
            if (await mailWeekly(email, day, at)) report.weeklyMails++;
          } catch (err) {
            report.errors++;
            logger.error({ err }, 'price alert weekly mail failed');
          }
        }
      }
      if (report.changeMails + report.weeklyMails > 0) {
        outbox.notify();
        logger.info({ ...report }, 'price alerts mailed');
      }
      return report;
    },
  };
}

/** Another process recorded one of the address's alerts first: this run leaves the overview to it. */
class WeeklyRaceLost extends Error {}

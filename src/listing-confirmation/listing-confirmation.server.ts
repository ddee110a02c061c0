/**
 * `services.listingConfirmation` (issue 37 point 3, no dead ads): the job that ends cars nobody confirmed
 * and asks private sellers every 30 days, and the answer behind the question's link. The rules are in
 * src/domain/listing/listing-confirmation.ts. A car ends by its `expires_at` (the spec's 410 page, gone from
 * search within a second through the change feed); buyers with a price alert on it hear of it from that
 * job, buyers who enquired about it in the last 60 days from this one, once per address.
 */
import type { Kysely } from 'kysely';
import type { Logger } from '../config/logger.server.ts';
import type { Database } from '../db/schema.ts';
import { dealerConfirmationCutoff, privateAnswerCutoff, privateAskCutoff } from '../domain/listing/listing-confirmation.ts';
import { listingExpiry } from '../domain/listing/listing-lifetime.ts';
import { detailPath } from '../domain/listing/title-slug.ts';
import { ROUTE_PATHS } from '../domain/navigation/route-paths.ts';
import type { MailSite } from '../mail/mail-layout.ts';
import { enquiredCarGoneMail, listingConfirmationMail } from '../mail/templates/listing-confirmation-mails.ts';
import type { Outbox } from '../outbox/outbox.server.ts';
import { markListingsSold, recordListingChanges } from '../repositories/ingestion.repository.ts';
import {
  answerConfirmationRequest,
  confirmCar,
  endUnconfirmedCars,
  findConfirmationRequest,
  findEnquirersOf,
  findPrivateCarsToAsk,
  findUnansweredCars,
  findUnconfirmedDealerCars,
  insertConfirmationRequest,
} from '../repositories/listing-confirmation.repository.ts';
import { storedToken } from '../repositories/stored-token.ts';
import { newSubscriptionToken } from '../subscription/double-opt-in.server.ts';

const BATCH = 200;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;
/** Buyers who enquired within this window hear that the car ended. */
const ENQUIRY_WINDOW_MS = 60 * 86_400_000;

export const listingConfirmationPath = (token: string) => `${ROUTE_PATHS.listingConfirmation}${token}/`;

export type ConfirmationAnswer = 'available' | 'sold';

/** What the link's page shows: the car, and the answer given so far. */
export interface ConfirmationTarget {
  title: string;
  answer: ConfirmationAnswer | null;
  /** the car is no longer for sale (sold, blocked or past its lifetime) and cannot be confirmed */
  closed: boolean;
}

export interface ConfirmationRunReport {
  endedDealerCars: number;
  endedPrivateCars: number;
  asked: number;
}

export interface ListingConfirmationService {
  /** The job: ends unconfirmed cars and asks private sellers whose car is due. */
  runDue(): Promise<ConfirmationRunReport>;
  /** The page behind the link (a GET answers nothing: mail scanners open links); null for an unknown link. */
  target(token: string): Promise<ConfirmationTarget | null>;
  /** One of the page's buttons; the first answer counts. Null for an unknown link. */
  answer(token: string, answer: ConfirmationAnswer): Promise<ConfirmationTarget | null>;
}

export interface ListingConfirmationDeps {
  db: Kysely<Database>;
  outbox: Outbox;
  site: MailSite;
  logger: Logger;
  dealerConfirmationDays: number;
  now?: () => Date;
}

export function createListingConfirmationService(deps: ListingConfirmationDeps): ListingConfirmationService {
  const { db, outbox, site, logger } = deps;
  const clock = deps.now ?? (() => new Date());

  /** Ends the cars in one transaction with their change rows and the enquirers' mails. */
  async function endCars(ids: readonly number[], now: Date): Promise<number> {
    const at = now.toISOString();
    const ended = await db.transaction().execute(async (trx) => {
      const done = await endUnconfirmedCars(trx, ids, at);
      await recordListingChanges(
        trx,
        done.map((car) => car.id),
        at,
      );
      const since = new Date(now.getTime() - ENQUIRY_WINDOW_MS).toISOString();
      for (const car of done) {
        const mail = enquiredCarGoneMail(site, { title: car.title, detailPath: detailPath(car.title, car.id) });
        for (const buyer of await findEnquirersOf(trx, car.id, since))
          await outbox.enqueue(trx, { kind: 'listing-ended', key: `listing-ended-${car.id}-${buyer.leadId}`, to: buyer.email, mail }, now);
      }
      return done.length;
    });
    if (ended > 0) outbox.notify();
    return ended;
  }

  async function endAll(find: (limit: number) => Promise<number[]>, now: Date): Promise<number> {
    let total = 0;
    for (;;) {
      const ids = await find(BATCH);
      if (ids.length === 0) return total;
      const ended = await endCars(ids, now);
      total += ended;
      // Cars another process ended meanwhile are no longer found; stop rather than spin on a changed row.
      if (ended === 0) return total;
    }
  }

  async function askAll(now: Date): Promise<number> {
    const at = now.toISOString();
    let asked = 0;
    for (;;) {
      const cars = await findPrivateCarsToAsk(db, { cutoff: privateAskCutoff(now), now: at, limit: BATCH });
      if (cars.length === 0) break;
      await db.transaction().execute(async (trx) => {
        for (const car of cars) {
          const token = newSubscriptionToken();
          const hash = storedToken(token);
          await insertConfirmationRequest(trx, { listing_id: car.id, token_hash: hash, asked_at: at });
          const mail = listingConfirmationMail(site, car, listingConfirmationPath(token));
          await outbox.enqueue(trx, { kind: 'listing-confirmation', key: `listing-confirmation-${hash.slice(0, 24)}`, to: car.email, mail }, now);
        }
      });
      asked += cars.length;
    }
    if (asked > 0) outbox.notify();
    return asked;
  }

  function targetOf(request: NonNullable<Awaited<ReturnType<typeof findConfirmationRequest>>>, now: Date): ConfirmationTarget {
    const online = request.status === 'active' && (request.expires_at > now.toISOString() || request.ended_unconfirmed_at !== null);
    return { title: request.title, answer: request.answer, closed: !online };
  }

  return {
    async runDue() {
      const now = clock();
      const at = now.toISOString();
      const endedDealerCars = await endAll(
        (limit) => findUnconfirmedDealerCars(db, { cutoff: dealerConfirmationCutoff(now, deps.dealerConfirmationDays), now: at, limit }),
        now,
      );
      const endedPrivateCars = await endAll((limit) => findUnansweredCars(db, { cutoff: privateAnswerCutoff(now), now: at, limit }), now);
      const asked = await askAll(now);
      const report = { endedDealerCars, endedPrivateCars, asked };
      if (endedDealerCars + endedPrivateCars + asked > 0) logger.info(report, 'listing confirmations');
      return report;
    },

    async target(token) {
      if (!TOKEN_PATTERN.test(token)) return null;
      const request = await findConfirmationRequest(db, storedToken(token));
      return request ? targetOf(request, clock()) : null;
    },

    async answer(token, answer) {
      if (!TOKEN_PATTERN.test(token)) return null;
      const request = await findConfirmationRequest(db, storedToken(token));
      if (!request) return null;
      const now = clock();
      const current = targetOf(request, now);
      if (current.closed || request.answered_at !== null) return current;
      const at = now.toISOString();
      await db.transaction().execute(async (trx) => {
        if (!(await answerConfirmationRequest(trx, request.id, answer, at))) return;
        if (answer === 'available') await confirmCar(trx, request.listing_id, at, listingExpiry(now));
        else await markListingsSold(trx, [request.listing_id], at);
        await recordListingChanges(trx, [request.listing_id], at);
      });
      logger.info({ listingId: request.listing_id, answer }, 'listing confirmation answered');
      const after = await findConfirmationRequest(db, storedToken(token));
      return after ? targetOf(after, clock()) : null;
    },
  };
}

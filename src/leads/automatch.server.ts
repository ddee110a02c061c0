import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Logger } from '../config/logger.server.ts';
import type { Database } from '../db/schema.ts';
import { formatPrice } from '../domain/format/number-format.ts';
import { detailPath } from '../domain/listing/title-slug.ts';
import type { MailSite } from '../mail/mail-layout.ts';
import { automatchDealerMail } from '../mail/templates/lead-mails.ts';
import type { Outbox } from '../outbox/outbox.server.ts';
import {
  claimAutomatchRequest,
  completeAutomatchRequest,
  findAutomatchWork,
  findDueAutomatchIds,
  findSimilarDealerCars,
} from '../repositories/automatch.repository.ts';
import { AUTOMATCH_MAX_DISTANCE_KM, boundingBox, chooseAutomatchDealers, priceBand } from './automatch-selection.ts';

const LEASE_MS = 5 * 60_000;
/** Enough candidates for a popular make in a wide price band; selection keeps the best 3 dealers. */
const CANDIDATE_LIMIT = 5000;

export interface AutomatchJob {
  /** Handles every due automatch request; returns how many requests were completed. */
  runDue(): Promise<number>;
}

export function createAutomatchJob(deps: { db: Kysely<Database>; outbox: Outbox; site: MailSite; logger: Logger; now?: () => Date }): AutomatchJob {
  const { db, outbox, site, logger } = deps;
  const clock = deps.now ?? (() => new Date());

  async function handle(id: number, token: string, now: Date): Promise<void> {
    const work = await findAutomatchWork(db, id);
    if (!work) return;
    let choices: ReturnType<typeof chooseAutomatchDealers> = [];
    const emails = new Map<number, string>();
    // The enquired car may have been deleted since the enquiry; then nobody is contacted.
    if (work.title !== null && work.price !== null && work.make_id !== null && work.model_id !== null && work.seller_id !== null) {
      const band = priceBand(work.price);
      const hasPosition = work.lat !== null && work.lon !== null;
      const rows = await findSimilarDealerCars(db, {
        makeId: work.make_id,
        priceMin: band.min,
        priceMax: band.max,
        box: hasPosition ? boundingBox(work.lat as number, work.lon as number, AUTOMATCH_MAX_DISTANCE_KM) : null,
        excludeSellerId: work.seller_id,
        now: now.toISOString(),
        limit: CANDIDATE_LIMIT,
      });
      for (const r of rows) emails.set(r.seller_id, r.seller_email);
      choices = chooseAutomatchDealers(
        { modelId: work.model_id, price: work.price, lat: work.lat, lon: work.lon },
        rows.map((r) => ({ id: r.id, title: r.title, price: r.price, modelId: r.model_id, lat: r.lat, lon: r.lon, sellerId: r.seller_id })),
      );
    }
    const enquired = {
      id: work.listing_id,
      title: work.title ?? '',
      price: work.price === null ? '' : formatPrice(work.price),
      detailPath: detailPath(work.title ?? '-', work.listing_id),
    };
    const buyer = { name: work.name, email: work.email, phone: work.phone ?? '', comment: work.comment };
    await db.transaction().execute(async (trx) => {
      const contacts = [];
      for (const choice of choices) {
        const to = emails.get(choice.dealerId);
        if (!to) continue;
        const mail = automatchDealerMail(
          site,
          enquired,
          buyer,
          choice.cars.map((c) => ({ title: c.title, price: formatPrice(c.price), detailPath: detailPath(c.title, c.id) })),
        );
        const messageId = await outbox.enqueue(
          trx,
          { kind: 'automatch-dealer', key: `automatch-${work.identifier}-${choice.dealerId}`, to, replyTo: work.email, mail },
          now,
        );
        contacts.push({
          lead_id: work.lead_id,
          dealer_id: choice.dealerId,
          matched_listing_id: (choice.cars[0] as { id: number }).id,
          similar_cars: choice.similarCars,
          distance_km: choice.distanceKm,
          message_id: messageId,
          created_at: now.toISOString(),
        });
      }
      // Lost the claim (this worker was too slow): roll back, the new holder does the work.
      if (!(await completeAutomatchRequest(trx, id, token, contacts, now.toISOString()))) throw new Error('automatch claim lost');
    });
    logger.info({ leadId: work.lead_id, dealers: choices.map((c) => c.dealerId) }, 'automatch dealers contacted');
  }

  return {
    async runDue() {
      const now = clock();
      const ids = await findDueAutomatchIds(db, now.toISOString(), 50);
      let done = 0;
      for (const id of ids) {
        const token = randomUUID();
        if (!(await claimAutomatchRequest(db, id, token, now.toISOString(), new Date(now.getTime() + LEASE_MS).toISOString()))) continue;
        try {
          await handle(id, token, now);
          done++;
        } catch (err) {
          // The claim expires and the request is tried again on a later run.
          logger.error({ err, automatchRequest: id }, 'automatch failed');
        }
      }
      if (done > 0) outbox.notify();
      return done;
    },
  };
}

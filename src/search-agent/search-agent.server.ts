import type { Kysely } from 'kysely';
import type { AbuseGuard } from '../abuse/abuse-guard.server.ts';
import type { SubmissionMeta } from '../abuse/admission.ts';
import type { Logger } from '../config/logger.server.ts';
import type { Database } from '../db/schema.ts';
import { formatPrice } from '../domain/format/number-format.ts';
import { ROUTE_PATHS } from '../domain/navigation/route-paths.ts';
import type { Listing } from '../domain/listing/listing-types.ts';
import type { SearchFilters } from '../domain/search/search-filters.ts';
import type { ListingReader } from '../listings/listing-reader.server.ts';
import type { MailSite } from '../mail/mail-layout.ts';
import { searchAgentConfirmationMail, searchAgentDigestMail, type DigestCar } from '../mail/templates/search-agent-mails.ts';
import type { Outbox } from '../outbox/outbox.server.ts';
import {
  addUnsubscribeToken,
  advanceSubscription,
  confirmSubscription,
  deleteSubscriptionLeavingTombstone,
  findSubscription,
  findSubscriptionByToken,
  findPriceDrops,
  findTombstone,
  insertSubscription,
  listConfirmedSubscriptions,
  rememberMailedPrices,
  replaceSubscriptionToken,
  setSubscriptionFrequency,
  type SubscriptionRow,
} from '../repositories/search-subscription.repository.ts';
import { storedToken } from '../repositories/stored-token.ts';
import { searchName } from '../domain/search/filter-labels.ts';
import type { SearchService } from '../search/search-service.server.ts';
import { filterNamesOf, type Taxonomy } from '../taxonomy/taxonomy.server.ts';
import { createAgentManagement, type AgentManagement } from './agent-management.server.ts';
import { AGENT_NOTIFICATION_PARAM, agentNotificationValue, type AgentNoticeKind } from './agent-notification.ts';
import { normaliseSearchString, storedSearchFilters, storedSearchPath } from './stored-search.ts';
import { searchSubscriptionRequestSchema } from './subscription-schema.ts';
import { SEARCH_AGENT_MESSAGES, type SearchAgentFrequency } from './subscription-rules.ts';
import { confirmByToken, newSubscriptionToken, type SubscribeResult, admitSubscription, savedAnswer } from '../subscription/double-opt-in.server.ts';

/** Cars named in one mail; the mail links to the result page for the rest. */
const DIGEST_MAX_CARS = 20;
/** New cars looked at per subscription and run (newest first). */
const DIGEST_SCAN_LIMIT = 1000;
/**
 * Cars read per page of the scan, with a turn of the event loop after each: the job runs in a serving
 * process, and 50 full cars mapped at once held it for about 100 ms (issue 24 point 4).
 */
const PAGE_SIZE = 10;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
/**
 * The search index follows the database within about a second; cars created in the last minute
 * before a run wait for the next one instead of risking being skipped.
 */
export const INDEX_LAG_MS = 60_000;

/** Where a mail link lands: the search's result page with the banner notice. */
export interface AgentLinkOutcome {
  kind: AgentNoticeKind;
  redirectTo: string;
}

export interface DigestRunReport {
  subscriptions: number;
  mailed: number;
  cars: number;
  priceDrops: number;
  errors: number;
}

/** What the pages behind the mails' links (confirm, unsubscribe) name before their button: the search in words and its result page. */
export interface AgentLinkTarget {
  label: string;
  resultPath: string;
}

export interface SearchAgentService extends Pick<AgentManagement, 'overview' | 'manage' | 'requestLink'> {
  subscribe(input: unknown, meta: SubmissionMeta): Promise<SubscribeResult>;
  /** The confirmation page's button (a GET of the mailed link confirms nothing: mail scanners open every link). */
  confirm(token: string): Promise<AgentLinkOutcome>;
  /** The agent a mail's link names; null when it names none (deleted, forged or mistyped). */
  linkTarget(token: string): Promise<AgentLinkTarget | null>;
  unsubscribe(token: string): Promise<AgentLinkOutcome>;
  /**
   * Mails every confirmed subscription of `frequency` the active cars matching its search that were
   * created after its watermark and up to `cutoff`, plus earlier mailed cars that became cheaper;
   * then moves the watermark to `cutoff`.
   */
  runDigests(frequency: SearchAgentFrequency, cutoff: Date): Promise<DigestRunReport>;
}

export interface SearchAgentDeps {
  db: Kysely<Database>;
  outbox: Outbox;
  abuse: AbuseGuard;
  search: SearchService;
  listings: ListingReader;
  taxonomy: Taxonomy;
  site: MailSite;
  logger: Logger;
  now?: () => Date;
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

/** The confirmation mail's link: a page with a button (issue 37 point 7), like the unsubscribe link. */
export const confirmPath = (token: string) => `${ROUTE_PATHS.searchAgents}bestaetigen/${token}`;
/** The mails' unsubscribe link: a page with a button, since mail link scanners open every link (issue 24). */
export const unsubscribePath = (token: string) => `${ROUTE_PATHS.searchAgents}abmelden/${token}`;
/** RFC 8058 one-click unsubscribe: mail programs post here. */
export const oneClickUnsubscribePath = (token: string) => `/api/search-subscription/unsubscribe/${token}`;

/** A stored search in words, as the mails and 'Meine Suchagenten' name it: every filter (issue 27 point 4). */
function searchLabel(filters: SearchFilters, taxonomy: Taxonomy): string {
  return searchName(filters, filterNamesOf(taxonomy));
}

function digestCar(listing: Listing): DigestCar {
  const details = [
    listing.firstRegistrationDate ? `EZ ${listing.firstRegistrationDate}` : listing.offerType.formatted,
    listing.mileage.formatted,
    `${listing.powerInPS} PS`,
    listing.fuel.formatted,
  ];
  return {
    title: listing.title,
    price: listing.price.formatted,
    details: details.filter(Boolean).join(' · '),
    location: listing.location,
    detailPath: listing.detailURL,
    imagePath: listing.thumbnail,
  };
}

export function createSearchAgentService(deps: SearchAgentDeps): SearchAgentService {
  const { db, outbox, abuse, search, listings, taxonomy, site, logger } = deps;
  const clock = deps.now ?? (() => new Date());
  const landing = (searchString: string, kind: AgentNoticeKind): AgentLinkOutcome => ({
    kind,
    redirectTo: storedSearchPath(searchString, { [AGENT_NOTIFICATION_PARAM]: agentNotificationValue(kind) }),
  });

  const management = createAgentManagement({
    db,
    abuse,
    outbox,
    site,
    now: clock,
    label: (searchString) => searchLabel(storedSearchFilters(searchString), taxonomy),
    normalise: (searchString) => {
      const normalised = normaliseSearchString(searchString, taxonomy);
      return normalised.ok ? normalised.searchString : null;
    },
  });

  function confirmationMail(row: { search_string: string }, token: string, managePath: string) {
    const filters = storedSearchFilters(row.search_string);
    return searchAgentConfirmationMail(
      site,
      { label: searchLabel(filters, taxonomy), resultPath: storedSearchPath(row.search_string) },
      confirmPath(token),
      managePath,
    );
  }

  /**
   * Collects the new cars of one subscription, newest first, first seen in (seenUntil, cutoff]: a car
   * taken offline and listed again keeps its first appearance (issue 27 §7), so it is not new again.
   */
  async function newCars(filters: SearchFilters, seenUntil: number, cutoff: number): Promise<Listing[]> {
    const found: Listing[] = [];
    for (let page = 1; found.length < DIGEST_SCAN_LIMIT; page++) {
      const result = await search.search({ ...filters, sort: 'age', desc: true, page }, { page, pageSize: PAGE_SIZE });
      for (const listing of result.listings) {
        const firstSeen = Date.parse(listing.firstSeenAt);
        if (firstSeen <= seenUntil) return found;
        if (firstSeen <= cutoff && !listing.isSold) found.push(listing);
      }
      if (page >= result.metadata.totalPages) break;
      await nextTurn();
    }
    return found;
  }

  async function digestOne(row: SubscriptionRow, cutoff: Date): Promise<{ mailed: boolean; cars: number; priceDrops: number }> {
    const nothing = { mailed: false, cars: 0, priceDrops: 0 };
    const watermark = row.seen_until ?? row.confirmed_at;
    if (watermark === null || Date.parse(watermark) >= cutoff.getTime()) return nothing;
    const now = clock();
    const filters = storedSearchFilters(row.search_string);
    const cars = await newCars(filters, Date.parse(watermark), cutoff.getTime());
    const drops = await findPriceDrops(db, row.id, now.toISOString());
    const oldPrices = new Map(drops.map((d) => [d.listing_id, d.old_price]));
    const cheaper = drops.length > 0 ? (await listings.getListings(drops.map((d) => d.listing_id))).filter((l) => !l.isSold) : [];
    const cutoffIso = cutoff.toISOString();
    if (cars.length === 0 && cheaper.length === 0) {
      await advanceSubscription(db, row.id, row.seen_until, cutoffIso, null);
      return nothing;
    }
    const listed = cars.slice(0, DIGEST_MAX_CARS);
    const managePath = await management.linkFor(db, row.email, now);
    const unsubscribeToken = newSubscriptionToken();
    const mail = searchAgentDigestMail(site, {
      label: searchLabel(filters, taxonomy),
      resultPath: storedSearchPath(toAgeSorted(row.search_string)),
      total: cars.length,
      cars: listed.map(digestCar),
      priceDrops: cheaper.map((l) => ({ ...digestCar(l), oldPrice: formatPrice(oldPrices.get(l.id) ?? l.price.raw) })),
      unsubscribePath: unsubscribePath(unsubscribeToken),
      managePath,
    });
    const oneClickUrl = `${site.publicUrl.replace(/\/$/, '')}${oneClickUnsubscribePath(unsubscribeToken)}`;
    const mailed = await db.transaction().execute(async (trx) => {
      // Only the run that moves the watermark mails; a concurrent run in another process skips.
      if (!(await advanceSubscription(trx, row.id, row.seen_until, cutoffIso, now.toISOString()))) return false;
      await outbox.enqueue(
        trx,
        {
          kind: 'agent-digest',
          key: `agent-digest-${row.id}-${cutoffIso.replace(/[^0-9]/g, '')}`,
          to: row.email,
          mail,
          // RFC 8058 one-click unsubscribe: mail programs show their own unsubscribe button.
          headers: { 'List-Unsubscribe': `<${oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        },
        now,
      );
      await addUnsubscribeToken(trx, row.id, unsubscribeToken, now.toISOString());
      // The prices the subscriber has now seen: a later drop below them is reported once.
      await rememberMailedPrices(
        trx,
        row.id,
        [...listed, ...cheaper].map((l) => ({ listingId: l.id, price: l.price.raw })),
      );
      return true;
    });
    return mailed ? { mailed, cars: cars.length, priceDrops: cheaper.length } : nothing;
  }

  return {
    overview: (token) => management.overview(token),
    manage: (token, input, meta) => management.manage(token, input, meta),
    requestLink: (input, meta) => management.requestLink(input, meta),
    async subscribe(input, meta) {
      const now = clock();
      const saved = savedAnswer(SEARCH_AGENT_MESSAGES);
      const admission = await admitSubscription(
        abuse,
        { action: 'subscribe', schema: searchSubscriptionRequestSchema, texts: SEARCH_AGENT_MESSAGES },
        input,
        meta,
        now,
      );
      if (admission.kind !== 'admitted') return admission;
      const { email } = admission;
      const normalised = normaliseSearchString(admission.data.searchString, taxonomy);
      if (!normalised.ok) return { kind: 'invalid', field: 'searchString', message: SEARCH_AGENT_MESSAGES.search };
      const { frequency } = admission.data;

      const existing = await findSubscription(db, email, normalised.searchString);
      if (existing?.confirmed_at) {
        // Already active: nothing to confirm; a changed frequency applies from now on.
        if (existing.frequency !== frequency) await setSubscriptionFrequency(db, existing.id, frequency);
        return saved;
      }
      const token = newSubscriptionToken();
      await db.transaction().execute(async (trx) => {
        let id: number | null;
        if (existing) {
          await replaceSubscriptionToken(trx, existing.id, token, frequency);
          id = existing.id;
        } else {
          id = await insertSubscription(trx, { token, email, search_string: normalised.searchString, frequency, created_at: now.toISOString() });
        }
        // null: a concurrent identical subscribe won; its confirmation mail is on its way.
        if (id === null) return;
        const managePath = await management.linkFor(trx, email, now);
        await outbox.enqueue(
          trx,
          {
            kind: 'agent-confirmation',
            // By the link's hash: the key stays in the table after the mail is sent.
            key: `agent-confirm-${id}-${storedToken(token).slice(0, 12)}`,
            to: email,
            mail: confirmationMail({ search_string: normalised.searchString }, token, managePath),
          },
          now,
        );
      });
      outbox.notify();
      logger.info({ search: normalised.searchString, frequency }, 'search agent subscribed, confirmation queued');
      return saved;
    },

    async confirm(token) {
      const row = await confirmByToken(token, {
        pattern: TOKEN_PATTERN,
        find: (t) => findSubscriptionByToken(db, t),
        confirm: (r, at) => confirmSubscription(db, r.id, at),
        now: clock(),
      });
      if (row) return landing(row.search_string, 'confirmed');
      const tombstone = TOKEN_PATTERN.test(token) ? await findTombstone(db, token) : undefined;
      return landing(tombstone?.search_string ?? '', 'confirm-failed');
    },

    async linkTarget(token) {
      const row = TOKEN_PATTERN.test(token) ? await findSubscriptionByToken(db, token) : undefined;
      return row ? { label: searchLabel(storedSearchFilters(row.search_string), taxonomy), resultPath: storedSearchPath(row.search_string) } : null;
    },

    async unsubscribe(token) {
      if (!TOKEN_PATTERN.test(token)) return landing('', 'already-deleted');
      const row = await findSubscriptionByToken(db, token);
      if (row) {
        const deleted = await db.transaction().execute((trx) => deleteSubscriptionLeavingTombstone(trx, row, clock().toISOString()));
        if (deleted) {
          logger.info({ subscription: row.id }, 'search agent unsubscribed');
          return landing(row.search_string, 'deleted');
        }
      }
      const tombstone = await findTombstone(db, token);
      return landing(tombstone?.search_string ?? row?.search_string ?? '', 'already-deleted');
    },

    async runDigests(frequency, cutoff) {
      const report: DigestRunReport = { subscriptions: 0, mailed: 0, cars: 0, priceDrops: 0, errors: 0 };
      for (let afterId = 0; ;) {
        const rows = await listConfirmedSubscriptions(db, frequency, afterId, 200);
        if (rows.length === 0) break;
        for (const row of rows) {
          await nextTurn();
          afterId = row.id;
          report.subscriptions++;
          try {
            const outcome = await digestOne(row, cutoff);
            if (outcome.mailed) report.mailed++;
            report.cars += outcome.cars;
            report.priceDrops += outcome.priceDrops;
          } catch (err) {
            // One broken subscription must not stop the others; its watermark stays, so it is retried.
            report.errors++;
            logger.error({ err, subscription: row.id }, 'search agent digest failed');
          }
        }
      }
      if (report.mailed > 0) outbox.notify();
      logger.info({ frequency, cutoff: cutoff.toISOString(), ...report }, 'search agent run finished');
      return report;
    },
  };
}

/** The stored search, sorted newest first: where the mail's 'all new cars' link goes. */
function toAgeSorted(searchString: string): string {
  const query = new URLSearchParams(searchString);
  query.set('sort', 'age');
  query.set('desc', '1');
  return query.toString();
}

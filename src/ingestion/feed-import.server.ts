import type { Kysely } from 'kysely';
import type { Database, ListingRow } from '../db/schema.ts';
import {
  findListingsByReferences,
  findSeller,
  insertListings,
  listActiveListingIdsOfSeller,
  markListingsSold,
  markSellersConfirmInventory,
  recordListingChanges,
  updateListing,
} from '../repositories/ingestion.repository.ts';
import type { FieldIssue } from './ingest-error.ts';
import type { FeedItem, FeedReadError, FeedRecord } from './feed-reader.ts';
import { ListingInputSchema, OfferReferenceSchema, resolveListingInput, type ResolvedListing } from './listing-input.ts';
import { planListingWrite, sellerContext, type ListingPlan, type SellerContext } from './listing-plan.ts';
import { parseSellerId } from './seller-id.ts';
import type { IngestTaxonomy } from './taxonomy-lookup.ts';
import { checkMileageOfNewCars, checkMileageOfUpdatedCar } from './mileage-check.server.ts';
import { checkScamTextOfCars, checkScamTextOfUpdatedCar } from './scam-text-check.server.ts';
import { applyListingPlan, isUniqueViolation, retryWriteConflicts } from './write-transactions.server.ts';

/** Records validated, looked up and written together: one read per seller and a few statements per chunk. */
const CHUNK_SIZE = 500;
/** Rows per multi-row INSERT: ~50 columns each stays below both dialects' bound-parameter limits. */
const INSERT_BATCH = 400;
/** The summary lists this many rejected records in full; the rest only count towards their reason. */
const LISTED_REJECTIONS = 100;

export interface FeedImportOptions {
  db: Kysely<Database>;
  taxonomy: IngestTaxonomy;
  /** All records belong to this seller; otherwise each names its own in `sellerId`. */
  sellerId?: number | undefined;
  /** Validate and compare only; write nothing. */
  dryRun: boolean;
  /** The feed is the seller's whole stock: its active cars missing from the feed are marked sold. */
  full: boolean;
  /** Start a new 126-day lifetime for every car in the feed. */
  renew: boolean;
  /** CSV exports carry columns we do not use; they are listed in the summary instead of rejecting every row. */
  ignoreUnknownColumns: boolean;
  now: Date;
  onProgress?: (recordsDone: number) => void;
}

export interface Rejection {
  position: string;
  offerReference?: string;
  field: string;
  message: string;
}

export interface FeedImportSummary {
  records: number;
  created: number;
  updated: number;
  renewed: number;
  unchanged: number;
  rejected: number;
  /** full feeds: active cars of the feed's sellers that were missing and are now sold */
  markedSold: number;
  dryRun: boolean;
  /** the first rejected records, each with its reason */
  rejections: Rejection[];
  /** every rejection reason ('field: message') with how often it occurred, most frequent first */
  reasons: { reason: string; count: number }[];
  ignoredColumns: string[];
  /** sellers a full feed did not retire anything for, with why */
  warnings: string[];
  /**
   * The feed did not read to its end (cut off, an unclosed quote): it was refused as a whole, nothing
   * was retired and no record of it written.
   */
  feedError: { position: string; message: string } | null;
}

interface Entry {
  position: string;
  sellerId: number;
  offerReference: string;
  listing: ResolvedListing;
}

interface PlannedWrite {
  entry: Entry;
  plan: ListingPlan;
}

/** Sellers' references of rejected records in a chunk: a full feed keeps those cars. */
type RejectedReferences = Map<number, Set<string>>;

const KNOWN_FIELDS = new Set([...Object.keys(ListingInputSchema.shape), 'sellerId']);

const key = (sellerId: number, offerReference: string) => `${sellerId}\u0000${offerReference}`;

/**
 * Imports a feed record by record in chunks, so memory does not grow with the feed (except one
 * number per car for duplicate detection and full feeds). Every car is written completely or not at
 * all, each write with its change row for the search index. A broken feed (see feed-reader.ts)
 * stops the import before the pending chunk is written, and a full feed then retires nothing.
 */
export async function importFeed(items: AsyncIterable<FeedItem>, options: FeedImportOptions): Promise<FeedImportSummary> {
  const run = new FeedImportRun(options);
  let chunk: (FeedRecord | FeedReadError)[] = [];
  for await (const item of items) {
    if ('broken' in item) return run.refuse(item.position, item.error);
    run.summary.records++;
    chunk.push(item);
    if (chunk.length === CHUNK_SIZE) {
      await run.importChunk(chunk);
      chunk = [];
      options.onProgress?.(run.summary.records);
    }
  }
  await run.importChunk(chunk);
  options.onProgress?.(run.summary.records);
  if (options.full) await run.retireMissing();
  return run.finish();
}

/** The state of one import and its steps: validate → look up → plan → write, per chunk; then retire. */
class FeedImportRun {
  readonly summary: FeedImportSummary;
  private readonly reasons = new Map<string, number>();
  private readonly ignoredColumns = new Set<string>();
  private readonly sellers = new Map<number, SellerContext | undefined>();
  /** Cars of this feed (by listing id): a second record for one is a duplicate, the rest are retired by a full feed. */
  private readonly seen = new Set<number>();
  /** Sellers with at least one good record; a full feed only retires cars of those. */
  private readonly sellersWithRecords = new Set<number>();

  constructor(private readonly options: FeedImportOptions) {
    this.summary = {
      records: 0,
      created: 0,
      updated: 0,
      renewed: 0,
      unchanged: 0,
      rejected: 0,
      markedSold: 0,
      dryRun: options.dryRun,
      rejections: [],
      reasons: [],
      ignoredColumns: [],
      warnings: [],
      feedError: null,
    };
  }

  async importChunk(items: readonly (FeedRecord | FeedReadError)[]): Promise<void> {
    const rejectedRefs: RejectedReferences = new Map();
    const entries: Entry[] = [];
    for (const item of items) {
      const entry = await this.validateRecord(item, rejectedRefs);
      if (entry) entries.push(entry);
    }
    const unique = this.dropDuplicatesInChunk(entries);
    const existing = await this.loadExisting(unique, rejectedRefs);
    const planned = this.planWrites(unique, existing);
    if (this.options.dryRun) {
      for (const { plan } of planned) this.summary[plan.outcome]++;
      return;
    }
    await this.writePlans(planned);
  }

  /** The feed did not read to its end: stop here, write nothing more, retire nothing. */
  refuse(position: string, message: string): FeedImportSummary {
    this.summary.feedError = { position, message };
    return this.finish();
  }

  finish(): FeedImportSummary {
    this.summary.reasons = [...this.reasons].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count);
    this.summary.ignoredColumns = [...this.ignoredColumns];
    return this.summary;
  }

  private reject(position: string, offerReference: string | undefined, issues: readonly FieldIssue[]) {
    this.summary.rejected++;
    const first = issues[0] ?? { field: '(Datensatz)', message: 'Ungültig' };
    const reason = `${first.field}: ${first.message}`;
    this.reasons.set(reason, (this.reasons.get(reason) ?? 0) + 1);
    if (this.summary.rejections.length < LISTED_REJECTIONS) this.summary.rejections.push({ position, ...(offerReference ? { offerReference } : {}), ...first });
  }

  private async sellerFor(sellerId: number): Promise<SellerContext | undefined> {
    if (!this.sellers.has(sellerId)) {
      const row = await findSeller(this.options.db, sellerId);
      this.sellers.set(sellerId, row ? sellerContext(row) : undefined);
    }
    return this.sellers.get(sellerId);
  }

  /** Step 1: a record becomes an entry, or a rejection (keeping its reference, so a full feed keeps that car). */
  private async validateRecord(item: FeedRecord | FeedReadError, rejectedRefs: RejectedReferences): Promise<Entry | undefined> {
    const { options } = this;
    if ('error' in item) {
      this.reject(item.position, undefined, [{ field: '(Datensatz)', message: item.error }]);
      return undefined;
    }
    const { sellerId: rawSellerId, ...fields } = item.data;
    if (options.ignoreUnknownColumns) {
      for (const column of Object.keys(fields)) {
        if (!KNOWN_FIELDS.has(column)) {
          this.ignoredColumns.add(column);
          delete fields[column];
        }
      }
    }
    const ref = OfferReferenceSchema.safeParse(fields.offerReference);
    const offerReference = ref.success ? ref.data : undefined;
    const sellerId = rawSellerId === undefined ? options.sellerId : parseSellerId(rawSellerId);
    if (sellerId === undefined) {
      this.reject(item.position, offerReference, [
        { field: 'sellerId', message: rawSellerId === undefined ? 'Pflichtfeld fehlt (oder --seller angeben)' : 'Verkäufer-ID in Ziffern erwartet' },
      ]);
      return undefined;
    }
    if (options.sellerId !== undefined && sellerId !== options.sellerId) {
      this.reject(item.position, offerReference, [{ field: 'sellerId', message: `Weicht von --seller ${options.sellerId} ab` }]);
      return undefined;
    }
    if (!(await this.sellerFor(sellerId))) {
      this.reject(item.position, offerReference, [{ field: 'sellerId', message: `Unbekannter Verkäufer ${sellerId}` }]);
      return undefined;
    }
    if (!offerReference) {
      this.reject(item.position, undefined, [
        { field: 'offerReference', message: fields.offerReference === undefined ? 'Pflichtfeld fehlt' : 'Ungültige Referenz' },
      ]);
      return undefined;
    }
    const resolved = resolveListingInput(fields, options.taxonomy, options.now);
    if (!resolved.ok) {
      this.reject(item.position, offerReference, resolved.issues);
      const refs = rejectedRefs.get(sellerId) ?? new Set<string>();
      refs.add(offerReference);
      rejectedRefs.set(sellerId, refs);
      return undefined;
    }
    this.sellersWithRecords.add(sellerId);
    const listing = options.renew ? { ...resolved.listing, renew: true } : resolved.listing;
    return { position: item.position, sellerId, offerReference, listing };
  }

  /** Step 2: the second record for a car within one chunk is rejected (across chunks, `planWrites` finds it). */
  private dropDuplicatesInChunk(entries: readonly Entry[]): Entry[] {
    const firstPosition = new Map<string, string>();
    const unique: Entry[] = [];
    for (const entry of entries) {
      const earlier = firstPosition.get(key(entry.sellerId, entry.offerReference));
      if (earlier) {
        this.reject(entry.position, entry.offerReference, [{ field: 'offerReference', message: `Mehrfach im Feed (zuerst ${earlier})` }]);
        continue;
      }
      firstPosition.set(key(entry.sellerId, entry.offerReference), entry.position);
      unique.push(entry);
    }
    return unique;
  }

  /** Step 3: the stored cars the chunk names, one read per seller; rejected records' cars count as seen. */
  private async loadExisting(entries: readonly Entry[], rejectedRefs: RejectedReferences): Promise<Map<string, ListingRow>> {
    const existing = new Map<string, ListingRow>();
    const sellerIds = new Set([...entries.map((e) => e.sellerId), ...rejectedRefs.keys()]);
    for (const sellerId of sellerIds) {
      const refs = [...entries.filter((e) => e.sellerId === sellerId).map((e) => e.offerReference), ...(rejectedRefs.get(sellerId) ?? [])];
      for (const row of await findListingsByReferences(this.options.db, sellerId, refs)) existing.set(key(sellerId, row.offer_reference ?? ''), row);
    }
    // A rejected record still names a car that is in stock: a full feed must not retire it.
    for (const [sellerId, refs] of rejectedRefs)
      for (const ref of refs) {
        const row = existing.get(key(sellerId, ref));
        if (row) this.seen.add(row.id);
      }
    return existing;
  }

  /** Step 4: what each entry does to its stored car (create, update, renew, nothing). */
  private planWrites(entries: readonly Entry[], existing: ReadonlyMap<string, ListingRow>): PlannedWrite[] {
    const planned: PlannedWrite[] = [];
    for (const entry of entries) {
      const row = existing.get(key(entry.sellerId, entry.offerReference));
      if (row && this.seen.has(row.id)) {
        this.reject(entry.position, entry.offerReference, [{ field: 'offerReference', message: 'Mehrfach im Feed' }]);
        continue;
      }
      if (row) this.seen.add(row.id);
      const seller = this.sellers.get(entry.sellerId) as SellerContext;
      planned.push({ entry, plan: planListingWrite(row, entry.listing, entry.offerReference, seller, this.options.now) });
    }
    return planned;
  }

  /** Step 5: the chunk in one transaction; if that fails (e.g. another writer created the same car meanwhile), car by car. */
  private async writePlans(planned: readonly PlannedWrite[]): Promise<void> {
    const { db, now } = this.options;
    await markSellersConfirmInventory(db, [...new Set(planned.map((p) => p.entry.sellerId))]);
    try {
      for (const id of await retryWriteConflicts(() => this.writeChunk(planned.map((p) => p.plan)))) this.seen.add(id);
      for (const { plan } of planned) this.summary[plan.outcome]++;
    } catch {
      for (const { entry, plan } of planned) {
        try {
          const id = await retryWriteConflicts(() => db.transaction().execute((trx) => applyListingPlan(trx, plan, now)));
          this.seen.add(id);
          this.summary[plan.outcome]++;
        } catch (error) {
          const message = isUniqueViolation(error) ? 'Gleichzeitig von anderer Stelle angelegt; bitte erneut importieren' : 'Datenbankfehler';
          this.reject(entry.position, entry.offerReference, [{ field: 'offerReference', message }]);
        }
      }
    }
  }

  /** Writes a chunk in one transaction; returns the ids of the cars it created or changed. */
  private async writeChunk(plans: readonly ListingPlan[]): Promise<number[]> {
    const at = this.options.now.toISOString();
    return this.options.db.transaction().execute(async (trx) => {
      const changed: number[] = [];
      const rows = plans.flatMap((p) => (p.outcome === 'created' ? [p.row] : []));
      for (let i = 0; i < rows.length; i += INSERT_BATCH) {
        const batch = rows.slice(i, i + INSERT_BATCH);
        const ids = await insertListings(trx, batch);
        const stored = batch.flatMap((row, j) => {
          const id = ids[j];
          return id === undefined ? [] : [{ ...row, id }];
        });
        await checkMileageOfNewCars(trx, stored, this.options.now);
        await checkScamTextOfCars(trx, ids, this.options.now);
        changed.push(...ids);
      }
      for (const plan of plans) {
        if (plan.outcome === 'unchanged' && plan.set) {
          await updateListing(trx, plan.id, plan.set);
          changed.push(plan.id);
        } else if (plan.outcome === 'updated' || plan.outcome === 'renewed') {
          await updateListing(trx, plan.id, plan.set);
          await checkMileageOfUpdatedCar(trx, plan.id, plan.set, this.options.now);
          await checkScamTextOfUpdatedCar(trx, plan.id, plan.set, this.options.now);
          changed.push(plan.id);
        }
      }
      await recordListingChanges(trx, changed, at);
      return changed;
    });
  }

  /** Step 6, full feeds only, after the whole feed was read and written: the sellers' cars missing from it are sold. */
  async retireMissing(): Promise<void> {
    const { db, now, dryRun } = this.options;
    const feedSellers = this.options.sellerId !== undefined ? [this.options.sellerId] : [...this.sellers.keys()].filter((id) => this.sellers.get(id));
    for (const sellerId of feedSellers) {
      if (!this.sellersWithRecords.has(sellerId)) {
        this.summary.warnings.push(`Verkäufer ${sellerId}: kein gültiger Datensatz im Feed, es wird nichts als verkauft markiert`);
        continue;
      }
      const missing = (await listActiveListingIdsOfSeller(db, sellerId)).filter((id) => !this.seen.has(id));
      this.summary.markedSold += missing.length;
      if (dryRun) continue;
      const at = now.toISOString();
      for (let i = 0; i < missing.length; i += CHUNK_SIZE) {
        const ids = missing.slice(i, i + CHUNK_SIZE);
        await retryWriteConflicts(() =>
          db.transaction().execute(async (trx) => {
            await markListingsSold(trx, ids, at);
            await recordListingChanges(trx, ids, at);
          }),
        );
      }
    }
  }
}

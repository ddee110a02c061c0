/**
 * The search engine of one process: an in-memory column store of every searchable listing
 * (status active, not expired), loaded at start and kept fresh by polling the `listing_changes`
 * feed every 500 ms, so writes of any process show up here within a second on SQLite and PostgreSQL.
 * Filtering, facet counting and ordering work on bitsets per facet value and presorted orders
 * (bitmap-index.ts, bitmap-search.ts), so their cost follows the result, not the inventory.
 */
import { distanceKm } from '../domain/geo/distance.ts';
import type { Logger } from '../config/logger.server.ts';
import type { DbHandle } from '../db/connect.server.ts';
import { STATE_SLUGS } from '../domain/geo/austrian-states.ts';
import {
  DOOR_RANGES,
  MAX_PAGE_SIZE,
  NAVIGATOR_CAP,
  PARTICULARITIES,
  SEARCH_PAGE_SIZE,
  SEAT_RANGES,
  type CountRange,
  type SortKey,
} from '../domain/search/search-options.ts';
import { createFilters, type SearchFilters } from '../domain/search/search-filters.ts';
import { SEARCH_Q_MAX_WORDS } from '../domain/search/search-params.ts';
import type { NavigationResult, PageMetadata, SearchCounters } from '../domain/search/search-response-types.ts';
import { findChange, maxChangeSeq, readChangesSince } from '../repositories/listing-change.repository.ts';
import { findIndexRows, listingFingerprint, type IndexRow } from '../repositories/search-index.repository.ts';
import type { Taxonomy } from '../taxonomy/taxonomy.server.ts';
import { SearchIndex } from './bitmap-index.ts';
import { readIndexSnapshot, writeIndexSnapshot } from './index-snapshot.ts';
import { evaluate, facetCounts, matchRows, TOP_AD_EVERY, topRows, type Ordering, type QueryBits, type SortKeyColumn } from './bitmap-search.ts';
import type { FacetCounts } from './facet-counts.ts';
import { filterKey } from './filter-key.ts';
import { viennaDay } from '../domain/time/vienna-calendar.ts';
import { createPlaceLocator } from '../domain/geo/place-locator.ts';
import { compileQuery, type CompiledQuery, type PlaceLookup, type TextToken } from './compiled-query.ts';
import { stat } from 'node:fs/promises';
import type { LRUCache } from 'lru-cache';
import { approximateBytes } from '../caching/approximate-bytes.ts';
import { byteBoundedCache } from '../caching/byte-bounded-cache.ts';

export interface PageRequest {
  page?: number;
  pageSize?: number;
}
export interface SearchHits {
  ids: number[];
  metadata: PageMetadata;
}
export type { NavigationResult, PageMetadata, SearchCounters };

/** The last change-feed sequence number the index applied, and when it last read the feed successfully. */
export interface FeedStatus {
  position: number;
  lastPollOkAt: Date | null;
}

export interface SellerMakeCount {
  makeId: number;
  count: number;
  models: { modelId: number; count: number }[];
}

export interface SearchEngineOptions {
  db: DbHandle;
  taxonomy: Taxonomy;
  logger?: Pick<Logger, 'warn' | 'info'>;
  /** poll interval of the change feed; ≤ 500 ms keeps changes visible within a second */
  pollIntervalMs?: number;
  now?: () => Date;
  /** bytes of its caches (src/config/memory-budget.ts); small defaults for tests and tools */
  cacheBytes?: { results: number; bits: number; text: number };
  /** where the index is kept on disk for the next process to start from (src/search/index-snapshot.ts); none when absent */
  snapshotFile?: string;
}

const DEFAULT_CACHE_BYTES = { results: 8 << 20, bits: 2 << 20, text: 2 << 20 };

const SORT_COLUMNS: Record<SortKey, SortKeyColumn> = {
  standard: 'score',
  age: 'created',
  year: 'reg',
  price: 'price',
  mileage: 'km',
  power: 'kw',
  cost: 'cost',
  distance: 'distance',
};
const LOAD_CHUNK = 10_000;
/** Changes one poll applies at most, read CHANGE_PAGE at a time. */
const CHANGE_BATCH = 5000;
const CHANGE_PAGE = 1000;
/** Listings read and applied per slice of the change feed (a few milliseconds each). */
const APPLY_SLICE = 100;
const EXPIRY_SWEEP_MS = 5000;
/** A serving process writes the snapshot again this often when its feed position moved (and no other process did). */
const SNAPSHOT_EVERY_MS = 60_000;
/** A snapshot further behind the feed than this (changes, or a share of its rows) is not faster than the database. */
const SNAPSHOT_MAX_BEHIND = { changes: 20_000, share: 0.2 };
const GAP_TTL_MS = 60_000;
/** Between the steps of building an index: requests waiting meanwhile are answered. */
const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * 'standard' ascending lists the best first (highest relevance score) with top ads on every
 * fifth place, so its column runs the other way round; every other key ascends with its value.
 */
export function orderingFor(sort: SortKey, desc: boolean): Ordering {
  const column = SORT_COLUMNS[sort];
  // The default order interleaves top ads with ordinary ones; reversed it is a plain score order.
  if (column === 'score' && !desc) return { column, descending: true, topEvery: TOP_AD_EVERY };
  // Cars whose monthly cost is unknown come last in both directions: descending walks the column that keeps them lowest.
  if (column === 'cost' && desc) return { column: 'costDown', descending: true };
  return { column, descending: column === 'score' ? !desc : desc };
}

function toRecord(counts: Int32Array, key: (index: number) => string | undefined): Record<string, number> {
  const out: Record<string, number> = {};
  for (let i = 0; i < counts.length; i++) {
    const n = counts[i] as number;
    if (n === 0) continue;
    const k = key(i);
    if (k !== undefined) out[k] = (out[k] ?? 0) + n;
  }
  return out;
}

function rangeRecord(counts: Int32Array, ranges: readonly CountRange[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of ranges) {
    let n = 0;
    for (let v = r.from ?? 1; v <= (r.to ?? 255); v++) n += counts[v] as number;
    if (n > 0) out[r.value] = n;
  }
  return out;
}

export class SearchEngine {
  private index = new SearchIndex();
  private get store() {
    return this.index.store;
  }
  private lastSeq = 0;
  /** when a poll of the change feed last succeeded (ms since epoch); null before the first */
  private lastPollOkAt: number | null = null;
  private readonly gaps = new Map<number, number>();
  private timer: NodeJS.Timeout | null = null;
  private polling: Promise<void> | null = null;
  private nextExpirySweep = 0;
  private readonly listeners: ((ids: number[]) => void)[] = [];
  private readonly now: () => Date;
  private readonly resultCache: LRUCache<string, NonNullable<unknown>>;
  private readonly textCache: LRUCache<string, TextToken[]>;
  /** evaluated queries: one request asks for page, total and counters of the same filters */
  private readonly bitsCache: LRUCache<string, QueryBits>;
  private readonly places: PlaceLookup;
  /** bumps whenever the searchable data changes; answers cached elsewhere compare it */
  version = 0;
  /** where this index came from at start: its snapshot on disk or the database */
  loadedFrom: 'snapshot' | 'database' | null = null;
  /** the snapshot on disk: when it was written (by any process) and at which feed position (by this one) */
  private snapshotWrittenAt = 0;
  private snapshotSeq = -1;

  private constructor(private readonly options: SearchEngineOptions) {
    this.now = options.now ?? (() => new Date());
    const bytes = options.cacheBytes ?? DEFAULT_CACHE_BYTES;
    this.resultCache = byteBoundedCache('searchResults', bytes.results);
    this.textCache = byteBoundedCache('searchText', bytes.text);
    // What an evaluation made: a group may be one of the index's own bitsets, and the compiled query's text tokens are the text cache's.
    this.bitsCache = byteBoundedCache('searchBits', bytes.bits, (b) => approximateBytes(b, (x) => x === b.q.text || this.isIndexBitset(x)));
    this.places = { locate: createPlaceLocator(options.taxonomy.cities) };
  }

  /** Whether `x` is one of the bitsets the index keeps (evaluations hand out some as they are). */
  private isIndexBitset(x: object): boolean {
    const idx = this.index;
    if (!(x instanceof Uint32Array)) return false;
    if (x === idx.live || x === idx.clean || x === idx.empty) return true;
    return idx.flags.includes(x) || idx.make.includes(x) || idx.eq.includes(x) || Object.values(idx.bytes).some((sets) => sets.includes(x));
  }

  /** Loads every searchable listing and starts following the change feed. */
  static async create(options: SearchEngineOptions): Promise<SearchEngine> {
    const engine = new SearchEngine(options);
    await engine.load();
    const interval = options.pollIntervalMs ?? 500;
    if (interval > 0) {
      engine.timer = setInterval(() => void engine.poll(), interval);
      engine.timer.unref();
    }
    return engine;
  }

  private async load() {
    const started = Date.now();
    const fromSnapshot = await this.loadFromSnapshot();
    if (!fromSnapshot) await this.loadFromDatabase();
    // Only from now on does a poll write snapshots: the start itself is not delayed by one.
    this.loadedFrom = fromSnapshot ? 'snapshot' : 'database';
    this.options.logger?.info({ listings: this.store.liveCount, ms: Date.now() - started, from: this.loadedFrom }, 'search index loaded');
  }

  private async loadFromDatabase() {
    // Read the feed position first: changes made while loading are replayed (idempotently) afterwards.
    this.lastSeq = await maxChangeSeq(this.options.db.db);
    const nowMs = this.now().getTime();
    let afterId = 0;
    for (;;) {
      const rows = await findIndexRows(this.options.db.db, { afterId, limit: LOAD_CHUNK });
      for (const row of rows) if (row.status === 'active' && Date.parse(row.expires_at) > nowMs) this.index.load(row);
      if (rows.length < LOAD_CHUNK) break;
      afterId = (rows[rows.length - 1] as IndexRow).id;
    }
    await this.index.rebuild(pause);
    this.nextExpirySweep = nowMs + EXPIRY_SWEEP_MS;
    await this.poll();
  }

  /**
   * Starts from the snapshot on disk when it was taken from this database's feed and is not far
   * behind it, then applies the feed from its position on (and drops what expired since); false when
   * there is none to use, and the index is read from the database instead.
   */
  private async loadFromSnapshot(): Promise<boolean> {
    const { snapshotFile, logger, db } = this.options;
    if (!snapshotFile) return false;
    const read = await readIndexSnapshot(snapshotFile);
    if (!read.store) {
      logger?.info({ reason: read.reason }, 'search index snapshot not used');
      return false;
    }
    const { seq, change, gaps, listings } = read.position;
    const [head, atSeq, now] = await Promise.all([maxChangeSeq(db.db), seq > 0 ? findChange(db.db, seq) : Promise.resolve(null), listingFingerprint(db.db)]);
    // The change at the snapshot's position names the feed; a feed that was empty then must still be, with the same listings.
    const sameFeed =
      change === null
        ? seq === 0 && head === 0 && now.count === listings.count && now.maxId === listings.maxId
        : head >= seq && atSeq?.listingId === change.listingId && atSeq.changedAt === change.changedAt;
    const behind = head - seq;
    if (!sameFeed || behind > Math.min(SNAPSHOT_MAX_BEHIND.changes, Math.max(CHANGE_BATCH, read.store.liveCount * SNAPSHOT_MAX_BEHIND.share))) {
      logger?.info({ reason: sameFeed ? `${behind} changes behind the feed` : 'taken from another database' }, 'search index snapshot not used');
      return false;
    }
    this.index = new SearchIndex(read.store);
    await this.index.rebuild(pause);
    this.lastSeq = seq;
    const nowMs = this.now().getTime();
    for (const gap of gaps) this.gaps.set(gap, nowMs);
    this.snapshotSeq = seq;
    this.snapshotWrittenAt = Date.parse(read.writtenAt);
    // Sweep what expired since the snapshot was written on the first poll; apply every change since it.
    this.nextExpirySweep = 0;
    let before: number;
    do {
      before = this.lastSeq;
      await this.poll();
    } while (this.lastSeq < head && this.lastSeq !== before);
    return true;
  }

  /** Called with the ids of changed listings after the index applied them (caches downstream). */
  onChange(listener: (ids: number[]) => void) {
    this.listeners.push(listener);
  }

  /**
   * Applies every change written before the call. A poll already running may have read the feed before
   * the caller's write: it is awaited, and a poll of its own follows.
   */
  async catchUp(): Promise<void> {
    if (this.polling) await this.polling;
    await this.poll();
  }

  /** Applies pending changes from the feed. Safe to call at any time; concurrent calls share one run. */
  poll(): Promise<void> {
    this.polling ??= this.applyChanges()
      .then(() => {
        this.lastPollOkAt = this.now().getTime();
      })
      .catch((err: unknown) => this.options.logger?.warn({ err }, 'search index poll failed'))
      .finally(() => {
        this.polling = null;
      });
    return this.polling;
  }

  private async applyChanges() {
    const db = this.options.db.db;
    const nowMs = this.now().getTime();
    for (const [seq, seen] of this.gaps) if (nowMs - seen > GAP_TTL_MS) this.gaps.delete(seq);
    // Up to CHANGE_BATCH changes per poll, read a page at a time: one read of thousands held the process too.
    for (let read = 0; read < CHANGE_BATCH;) {
      const gapSeqs = read === 0 ? [...this.gaps.keys()].slice(0, 500) : [];
      if (read > 0) await pause();
      const changes = await readChangesSince(db, this.lastSeq, gapSeqs, CHANGE_PAGE);
      await this.applyPage(changes, nowMs);
      read += changes.length;
      if (changes.length < CHANGE_PAGE) break;
    }
    if (nowMs >= this.nextExpirySweep) {
      this.nextExpirySweep = nowMs + EXPIRY_SWEEP_MS;
      await pause();
      if (this.index.expire(nowMs) > 0) this.dataChanged();
    }
    const compacted = await this.index.compacted(pause);
    if (compacted) {
      // Row numbers differ in the new index: evaluated bitsets of the old one must not be used with it.
      this.index = compacted;
      this.bitsCache.clear();
    }
    if (this.loadedFrom !== null) await this.keepSnapshot(nowMs);
  }

  /**
   * Writes the snapshot when this process's position moved and none was written for a while (by any
   * process: the file's age says). Inside the poll, so the store holds still while its columns are
   * written; a failure (a full disk) only means the next process reads the database.
   */
  private async keepSnapshot(nowMs: number) {
    const file = this.options.snapshotFile;
    if (!file || this.lastSeq === this.snapshotSeq) return;
    // A snapshot of an empty feed cannot be told apart from another database's once the feed moves: replace it now.
    const unverifiable = this.snapshotSeq === 0;
    if (!unverifiable && nowMs - this.snapshotWrittenAt < SNAPSHOT_EVERY_MS) return;
    const onDisk = unverifiable ? null : await stat(file).catch(() => null);
    if (onDisk && nowMs - onDisk.mtimeMs < SNAPSHOT_EVERY_MS) {
      this.snapshotWrittenAt = onDisk.mtimeMs;
      return;
    }
    this.snapshotWrittenAt = nowMs;
    try {
      const started = Date.now();
      const db = this.options.db.db;
      const [change, listings] = await Promise.all([this.lastSeq > 0 ? findChange(db, this.lastSeq) : Promise.resolve(null), listingFingerprint(db)]);
      const bytes = await writeIndexSnapshot(file, this.store, { seq: this.lastSeq, gaps: [...this.gaps.keys()], change, listings }, pause);
      this.snapshotSeq = this.lastSeq;
      this.options.logger?.info({ seq: this.lastSeq, bytes, ms: Date.now() - started }, 'search index snapshot written');
    } catch (err) {
      this.options.logger?.warn({ err }, 'search index snapshot not written');
    }
  }

  private async applyPage(changes: readonly { seq: number; listing_id: number }[], nowMs: number) {
    const db = this.options.db.db;
    // The feed position and the gaps move only once every change read is applied: a poll that fails
    // half-way reads the rest again next time (applying a listing twice does no harm).
    let lastSeq = this.lastSeq;
    const filledGaps: number[] = [];
    const newGaps: number[] = [];
    const changed = new Set<number>();
    for (const c of changes) {
      if (this.gaps.has(c.seq) || c.seq <= lastSeq) {
        if (this.gaps.has(c.seq)) filledGaps.push(c.seq);
        changed.add(c.listing_id);
        continue;
      }
      // A sequence number skipped here may belong to a transaction that commits later.
      for (let missing = lastSeq + 1; missing < c.seq && this.gaps.size + newGaps.length < 10_000; missing++) newGaps.push(missing);
      lastSeq = c.seq;
      changed.add(c.listing_id);
    }
    const ids = [...changed];
    // A price-rating run changes thousands of cars at once. Read and applied in one go they held the
    // process for hundreds of milliseconds (issue 24 point 4); in slices, with a real turn of the
    // event loop before each read and each update, requests are answered in between. Each slice is
    // visible on its own (caches are cleared per slice), so a search never mixes old and new rows.
    for (let i = 0; i < ids.length; i += APPLY_SLICE) {
      const slice = ids.slice(i, i + APPLY_SLICE);
      await pause();
      const fresh = new Map<number, IndexRow>();
      for (const row of await findIndexRows(db, { ids: slice, limit: slice.length })) fresh.set(row.id, row);
      await pause();
      for (const id of slice) {
        const row = fresh.get(id);
        if (row && row.status === 'active' && Date.parse(row.expires_at) > nowMs) this.index.append(row);
        else this.index.remove(id);
      }
      for (const listener of this.listeners) listener(slice);
      this.dataChanged();
    }
    this.lastSeq = lastSeq;
    for (const seq of filledGaps) this.gaps.delete(seq);
    for (const seq of newGaps) this.gaps.set(seq, nowMs);
  }

  /** Answers computed before a change must not be served after it. */
  private dataChanged() {
    this.version++;
    this.resultCache.clear();
    this.bitsCache.clear();
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.polling;
  }

  /** How far the index has followed the change feed, for readiness checks and metrics. */
  feedStatus(): FeedStatus {
    return { position: this.lastSeq, lastPollOkAt: this.lastPollOkAt === null ? null : new Date(this.lastPollOkAt) };
  }

  /** Live listings in the index. */
  get size(): number {
    return this.store.liveCount;
  }

  private textTokens(text: string): TextToken[] {
    const key = `${this.store.titles.size}:${text}`;
    const cached = this.textCache.get(key);
    if (cached) return cached;
    const { taxonomy } = this.options;
    const s = this.store;
    const tokens = text
      .toLowerCase()
      .split(/\s+/)
      .filter((t) => t !== '')
      .slice(0, SEARCH_Q_MAX_WORDS)
      .map((t): TextToken => {
        const make = new Uint8Array(s.maxMakeId + 1);
        for (const m of taxonomy.makes) if (m.id < make.length && m.name.toLowerCase().includes(t)) make[m.id] = 1;
        const model = new Uint8Array(s.maxModelId + 1);
        for (const m of taxonomy.modelById.values()) if (m.id < model.length && m.name.toLowerCase().includes(t)) model[m.id] = 1;
        const title = new Uint8Array(s.titles.size);
        s.titles.values.forEach((v, id) => {
          if (v.toLowerCase().includes(t)) title[id] = 1;
        });
        return { make, model, title };
      });
    this.textCache.set(key, tokens);
    return tokens;
  }

  private compile(filters: SearchFilters): CompiledQuery {
    return compileQuery(filters, this.store, this.places, (t) => this.textTokens(t), this.now());
  }

  /** The query's bitsets; `forFacets` also evaluates text and place over every row a count can see. */
  private bits(filters: SearchFilters, forFacets = false): QueryBits {
    const key = this.cacheKey(filters);
    const hit = this.bitsCache.get(key);
    if (hit && (hit.forFacets || !forFacets)) return hit;
    const bits = evaluate(this.compile(filters), this.index, forFacets);
    this.bitsCache.set(key, bits);
    return bits;
  }

  /** The filters' one encoding, with the Vienna day when 'Neu seit' makes the answer depend on it. */
  private cacheKey(filters: SearchFilters): string {
    return filters.newSince === null ? filterKey(filters) : `${filterKey(filters)}|${viennaDay(this.now())}`;
  }

  /** Results are cached until the data changes, keyed by the filters' one encoding (filter-key.ts). */
  private cached<T extends NonNullable<unknown>>(kind: string, filters: SearchFilters, extra: string, compute: () => T): T {
    const key = `${kind}|${extra}|${this.cacheKey(filters)}`;
    const hit = this.resultCache.get(key) as T | undefined;
    if (hit !== undefined) return hit;
    const value = compute();
    this.resultCache.set(key, value);
    return value;
  }

  private ordered(filters: SearchFilters, limit: number): { total: number; ids: number[] } {
    const ordering = orderingFor(filters.sort, filters.desc);
    return this.cached('top', filters, String(limit), () => {
      const { total, rows } = topRows(this.bits(filters), this.index, ordering, limit);
      return { total, ids: rows.map((r) => this.store.id[r] as number) };
    });
  }

  /** One page of matching listing ids in the requested order, with paging metadata. */
  search(filters: SearchFilters, request: PageRequest = {}): SearchHits {
    const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, request.pageSize ?? SEARCH_PAGE_SIZE));
    const page = Math.max(1, request.page ?? filters.page);
    const offset = (page - 1) * pageSize;
    // Pages far beyond any realistic result count need no ordering at all, only the count.
    const { total, ids } = offset >= this.store.liveCount ? { total: this.count(filters), ids: [] } : this.ordered(filters, offset + pageSize);
    // A page beyond the last is empty but keeps the true metadata (the page layer answers 404).
    return { ids: ids.slice(offset, offset + pageSize), metadata: { currentPage: page, pageSize, totalItems: total, totalPages: Math.ceil(total / pageSize) } };
  }

  /**
   * How far each car is from the search's place (km, one decimal), in the order of `ids`; null for
   * all when the search has no place with coordinates, and for a car without coordinates.
   */
  distancesKm(filters: SearchFilters, ids: readonly number[]): (number | null)[] {
    const geo = this.compile(filters).geo;
    if (geo?.kind !== 'circle') return ids.map(() => null);
    return ids.map((id) => {
      const row = this.store.rowOf(id);
      const lat = row < 0 ? Number.NaN : (this.store.lat[row] as number);
      const lon = row < 0 ? Number.NaN : (this.store.lon[row] as number);
      return Number.isNaN(lat) || Number.isNaN(lon) ? null : Math.round(distanceKm(geo.lat, geo.lon, lat, lon) * 10) / 10;
    });
  }

  count(filters: SearchFilters): number {
    return this.cached('count', filters, '', () => this.bits(filters).total);
  }

  /** The previous and next car around a 1-based result position; total capped at 400 (SPEC §9). */
  navigation(filters: SearchFilters, index: number): NavigationResult {
    const matching = this.count(filters);
    const total = Math.min(matching, NAVIGATOR_CAP);
    if (index < 1 || index > total) return { prev: null, next: null, total, matching };
    const { ids } = this.ordered(filters, Math.min(index + 1, total));
    return { prev: index > 1 ? (ids[index - 2] ?? null) : null, next: index < total ? (ids[index] ?? null) : null, total, matching };
  }

  /** Facet counters for the current filters; each facet is counted without its own filter. */
  counters(filters: SearchFilters): SearchCounters {
    return this.cached('counters', filters, '', () => this.publicCounters(facetCounts(this.bits(filters, true), this.index)));
  }

  private publicCounters(f: FacetCounts): SearchCounters {
    const s = this.store;
    const id = (i: number) => (i === 0 ? undefined : String(i));
    return {
      totalCount: f.total,
      counters: {
        make: toRecord(f.make, id),
        model: toRecord(f.model, id),
        fuel: toRecord(f.fuel, (i) => s.fuels.values[i]),
        construction: toRecord(f.body, id),
        offer: toRecord(f.offer, (i) => s.offers.values[i]),
        gearbox: toRecord(f.gear, id),
        bodycolor: toRecord(f.color, id),
        doors: rangeRecord(f.doors, DOOR_RANGES),
        seats: rangeRecord(f.seats, SEAT_RANGES),
        uph: toRecord(f.uph, id),
        emclass: toRecord(f.emclass, id),
        bundesland: toRecord(f.state, (i) => (i === 0 ? undefined : STATE_SLUGS[i - 1])),
        eq: toRecord(f.eq, id),
        particularities: Object.fromEntries(PARTICULARITIES.map((p, i) => [p, f.particularities[i] as number]).filter(([, n]) => (n as number) > 0)),
        custtype: (f.dealer[0] as number) > 0 ? { D: f.dealer[0] as number } : {},
        pic: (f.photos[0] as number) > 0 ? { '1': f.photos[0] as number } : {},
        ustate: { N: f.accident[0] as number, AN: (f.accident[0] as number) + (f.accident[1] as number), A: f.accident[1] as number },
        pricerating: toRecord(f.rating, id),
      },
    };
  }

  /** Active cars of one seller, accident cars included (the dealer's whole stock). */
  sellerCarCount(sellerId: number): number {
    return this.count(createFilters({ sellerId, accident: 'AN' }));
  }

  /** Makes and models in one seller's stock with counts, most cars first. */
  sellerMakes(sellerId: number): SellerMakeCount[] {
    const filters = createFilters({ sellerId, accident: 'AN' });
    return this.cached('seller-makes', filters, '', () => {
      const byMake = new Map<number, Map<number, number>>();
      const { rows, length } = matchRows(this.bits(filters));
      for (const row of rows.subarray(0, length)) {
        const make = this.store.make[row] as number;
        const model = this.store.model[row] as number;
        let models = byMake.get(make);
        if (!models) byMake.set(make, (models = new Map()));
        models.set(model, (models.get(model) ?? 0) + 1);
      }
      return [...byMake]
        .map(([makeId, models]) => ({
          makeId,
          count: [...models.values()].reduce((a, b) => a + b, 0),
          models: [...models].map(([modelId, count]) => ({ modelId, count })).sort((a, b) => b.count - a.count || a.modelId - b.modelId),
        }))
        .sort((a, b) => b.count - a.count || a.makeId - b.makeId);
    });
  }
}

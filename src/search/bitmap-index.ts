/**
 * The search index: the column store (one row per listing version) plus a bitset of live rows per
 * facet value, per equipment id, per flag, per make and per range bucket; a row list per model
 * (sparse); presorted orders per sort column; and the facet counts of all live rows (and of the
 * accident cars among them), kept exact on every change so a search without other filters counts
 * nothing. Only live rows are in any bitset: "live" and "no accident cars" are bitsets like any
 * other filter, not an extra pass.
 */
import { clearBit, extractRows, resized, setBit, wordsFor, type Bitset } from './bitset.ts';
import { ColumnStore, EQ_WORDS, FLAG_ACCIDENT, RowList } from './column-store.ts';
import { BYTE_FACETS, type ByteFacetKey } from './compiled-query.ts';
import { FACETS, newFacets, type FacetArray, type FacetCounts } from './facet-counts.ts';
import { RangeBuckets } from './range-buckets.ts';
import { SortOrders } from './sort-orders.ts';
import { BATTERY_HEALTH_FROM_OPTIONS, MILEAGE_OPTIONS, PRICE_OPTIONS } from '../domain/search/search-options.ts';
import type { IndexRow } from '../repositories/search-index.repository.ts';

/** Rows whose bits or counts one step of a build sets (a few milliseconds). */
const BUILD_STEP = 10_000;
/** Flag bits of the store (FLAG_*) that get a bitset each. */
const FLAG_BITS = 7;
/** Registration is filtered by whole years: one bucket per year. */
const YEAR_CUTS = Array.from({ length: 131 }, (_, i) => (1920 + i) * 12);
const optionCuts = (options: readonly number[]) => options.flatMap((v) => [v, v + 1]);

export type RangeColumn = 'price' | 'km' | 'reg' | 'kw' | 'ps' | 'lat' | 'evRange' | 'battery' | 'dc' | 'soh' | 'cost' | 'created';

/** Lets the event loop run between the steps of a build (a serving process answers meanwhile). */
export type Pause = () => Promise<void>;

export class SearchIndex {
  /** words per bitset: room for the store's capacity */
  words = 0;
  live: Bitset = new Uint32Array(0);
  /** live rows without an accident (the default filter) */
  clean: Bitset = new Uint32Array(0);
  /** a bitset with no row, never written */
  empty: Bitset = new Uint32Array(0);
  flags: Bitset[] = [];
  bytes = {} as Record<ByteFacetKey, (Bitset | undefined)[]>;
  eq: (Bitset | undefined)[] = [];
  make: (Bitset | undefined)[] = [];
  /** rows per model (dead rows stay until compaction; readers test `live`) */
  modelRows = new Map<number, RowList>();
  readonly ranges: Record<RangeColumn, RangeBuckets>;
  readonly orders: SortOrders;
  /** facet counts of all live rows, and of the live accident cars */
  liveCounts: FacetCounts;
  accidentCounts: FacetCounts;
  liveCount = 0;
  accidentCount = 0;
  private readonly one = new Int32Array(1);

  constructor(readonly store = new ColumnStore()) {
    const s = this.store;
    this.ranges = {
      price: new RangeBuckets(() => s.price, optionCuts(PRICE_OPTIONS)),
      km: new RangeBuckets(() => s.km, optionCuts(MILEAGE_OPTIONS)),
      reg: new RangeBuckets(() => s.reg, YEAR_CUTS, false),
      kw: new RangeBuckets(() => s.kw, []),
      ps: new RangeBuckets(() => s.ps, []),
      lat: new RangeBuckets(() => s.lat, []),
      evRange: new RangeBuckets(() => s.evRange, []),
      battery: new RangeBuckets(() => s.battery, []),
      dc: new RangeBuckets(() => s.dc, []),
      soh: new RangeBuckets(() => s.soh, optionCuts(BATTERY_HEALTH_FROM_OPTIONS), false),
      cost: new RangeBuckets(() => s.cost, []),
      created: new RangeBuckets(() => s.created, []),
    };
    this.orders = new SortOrders(s);
    this.liveCounts = newFacets(s);
    this.accidentCounts = newFacets(s);
  }

  /** Appends without indexing (bulk load); `rebuild` indexes everything afterwards. */
  load(row: IndexRow): void {
    this.store.append(row);
  }

  /** Adds a listing or replaces its older version. */
  append(row: IndexRow): void {
    const s = this.store;
    const old = s.rowOf(row.id);
    if (old >= 0) this.unindex(old);
    s.append(row);
    if (wordsFor(s.capacity) > this.words) this.grow();
    const i = s.length - 1;
    this.index(i);
    this.orders.insert(i);
  }

  /** Takes a listing out of the search (sold, deleted, expired, hidden). */
  remove(listingId: number): void {
    const row = this.store.rowOf(listingId);
    if (row < 0) return;
    this.unindex(row);
    this.store.markDead(row);
  }

  /** Takes out every listing whose ad ran out (expires ≤ now); returns how many. */
  expire(nowMs: number): number {
    const s = this.store;
    let n = 0;
    for (let i = 0; i < s.length; i++) {
      if (s.dead[i] === 0 && (s.expires[i] as number) <= nowMs) {
        this.unindex(i);
        s.markDead(i);
        n++;
      }
    }
    return n;
  }

  /**
   * When many rows are dead or unsorted (appended since the last build): a new index over a compacted
   * copy of the store, built in steps with `pause` between them (issue 24 point 4: a whole rebuild at
   * once held a serving process for hundreds of milliseconds). This index stays as it is meanwhile, so
   * searches go on using it; the caller swaps the new one in. Null when no compaction is due.
   */
  async compacted(pause: Pause): Promise<SearchIndex | null> {
    const s = this.store;
    const limit = Math.max(1000, s.length * 0.2);
    if (s.deadCount <= limit && this.orders.tailLength <= limit) return null;
    const next = new SearchIndex(await s.compacted(pause));
    await next.rebuild(pause);
    return next;
  }

  /** Builds every bitset, bucket, order and count from the store's live rows, pausing between the steps. */
  async rebuild(pause: Pause): Promise<void> {
    const s = this.store;
    this.words = wordsFor(s.capacity);
    const fresh = () => new Uint32Array(this.words);
    this.live = fresh();
    this.clean = fresh();
    this.empty = fresh();
    this.flags = Array.from({ length: FLAG_BITS }, fresh);
    this.bytes = Object.fromEntries(BYTE_FACETS.map((f) => [f.key, []])) as unknown as Record<ByteFacetKey, (Bitset | undefined)[]>;
    this.eq = [];
    this.make = [];
    this.modelRows = new Map();
    this.liveCounts = newFacets(s);
    this.accidentCounts = newFacets(s);
    this.liveCount = 0;
    this.accidentCount = 0;
    const rows = new Int32Array(s.liveCount);
    let n = 0;
    for (let i = 0; i < s.length; i++) if (s.dead[i] === 0) rows[n++] = i;
    // Bits and counts in slices of rows, a pause before each (a serving process answers in between).
    for (let j = 0; j < n; j += BUILD_STEP) {
      await pause();
      this.setBits(rows.subarray(j), Math.min(BUILD_STEP, n - j));
    }
    for (const range of Object.values(this.ranges)) {
      await pause();
      range.build(rows, n, this.words);
    }
    for (let j = 0; j < n; j += BUILD_STEP) {
      await pause();
      for (const facet of FACETS) facet.tally(this.liveCounts, s, rows.subarray(j), Math.min(BUILD_STEP, n - j), 1);
    }
    await pause();
    const accidents = new Int32Array(this.accidentCount);
    const na = extractRows(this.flags[Math.log2(FLAG_ACCIDENT)] as Bitset, accidents);
    for (const facet of FACETS) facet.tally(this.accidentCounts, s, accidents, na, 1);
    await this.orders.build(rows, n, pause);
  }

  private grow(): void {
    this.words = wordsFor(this.store.capacity);
    const r = (b: Bitset) => resized(b, this.words);
    const many = (list: (Bitset | undefined)[]) => list.map((b) => (b ? r(b) : b));
    this.live = r(this.live);
    this.clean = r(this.clean);
    this.empty = new Uint32Array(this.words);
    this.flags = this.flags.map(r);
    for (const { key } of BYTE_FACETS) this.bytes[key] = many(this.bytes[key]);
    this.eq = many(this.eq);
    this.make = many(this.make);
    for (const range of Object.values(this.ranges)) range.grow(r);
  }

  private bitsetIn(list: (Bitset | undefined)[], value: number): Bitset {
    let b = list[value];
    if (!b) list[value] = b = new Uint32Array(this.words);
    return b;
  }

  /** Sets the bits of rows[0..n) (not their buckets, orders or counts), a column at a time. */
  private setBits(rows: Int32Array, n: number): void {
    const s = this.store;
    for (let j = 0; j < n; j++) {
      const i = rows[j] as number;
      setBit(this.live, i);
      const flags = s.flags[i] as number;
      if ((flags & FLAG_ACCIDENT) === 0) setBit(this.clean, i);
      else this.accidentCount++;
      for (let k = 0; k < FLAG_BITS; k++) if ((flags >>> k) & 1) setBit(this.flags[k] as Bitset, i);
    }
    this.liveCount += n;
    const byValue = (list: (Bitset | undefined)[], column: ArrayLike<number>) => {
      for (let j = 0; j < n; j++) {
        const i = rows[j] as number;
        setBit(this.bitsetIn(list, column[i] as number), i);
      }
    };
    for (const { key } of BYTE_FACETS) byValue(this.bytes[key], s[key]);
    byValue(this.make, s.make);
    for (let j = 0; j < n; j++) {
      const i = rows[j] as number;
      const model = s.model[i] as number;
      let list = this.modelRows.get(model);
      if (!list) this.modelRows.set(model, (list = new RowList()));
      list.push(i);
      for (let w = 0; w < EQ_WORDS; w++) {
        let x = s.eq[i * EQ_WORDS + w] as number;
        while (x !== 0) {
          const low = x & -x;
          setBit(this.bitsetIn(this.eq, w * 32 + 31 - Math.clz32(low)), i);
          x ^= low;
        }
      }
    }
  }

  private index(i: number): void {
    this.one[0] = i;
    this.setBits(this.one, 1);
    for (const range of Object.values(this.ranges)) range.add(i);
    this.countRow(i, 1);
  }

  private unindex(i: number): void {
    const s = this.store;
    if (s.dead[i] === 1) return;
    this.countRow(i, -1);
    clearBit(this.live, i);
    this.liveCount--;
    clearBit(this.clean, i);
    if ((s.flags[i] as number) & FLAG_ACCIDENT) this.accidentCount--;
    for (const b of this.flags) clearBit(b, i);
    for (const { key } of BYTE_FACETS) clearBit(this.bitsetIn(this.bytes[key], s[key][i] as number), i);
    clearBit(this.bitsetIn(this.make, s.make[i] as number), i);
    for (const b of this.eq) if (b) clearBit(b, i);
    for (const range of Object.values(this.ranges)) range.remove(i);
  }

  /** Keeps the counts of all live rows exact as one row comes or goes. */
  private countRow(i: number, sign: number): void {
    const s = this.store;
    for (const counts of [this.liveCounts, this.accidentCounts]) {
      // A make or model id first seen now widens the count arrays.
      for (const name of ['make', 'model'] as const) {
        const size = (name === 'make' ? s.maxMakeId : s.maxModelId) + 1;
        if (counts[name].length < size) counts[name] = resizedCounts(counts[name], size);
      }
    }
    this.one[0] = i;
    const targets = (s.flags[i] as number) & FLAG_ACCIDENT ? [this.liveCounts, this.accidentCounts] : [this.liveCounts];
    for (const counts of targets) for (const facet of FACETS) facet.tally(counts, s, this.one, 1, sign);
  }

  /** The counts of one facet array over the live rows of an accident filter: all (-1), none (0), only (1). */
  baseCounts(accident: -1 | 0 | 1, name: FacetArray, size: number): Int32Array {
    const out = new Int32Array(size);
    const live = this.liveCounts[name];
    const acc = this.accidentCounts[name];
    for (let v = 0; v < Math.min(size, live.length); v++) {
      out[v] = accident === -1 ? (live[v] as number) : accident === 1 ? (acc[v] as number) : (live[v] as number) - (acc[v] as number);
    }
    return out;
  }
}

function resizedCounts(counts: Int32Array, size: number): Int32Array {
  const next = new Int32Array(size);
  next.set(counts);
  return next;
}

/**
 * A numeric column cut into buckets, kept as cumulative bitsets: prefix[b] holds the rows of
 * buckets 0..b, so the rows of any run of whole buckets are prefix[last] ∧ ¬prefix[first - 1]
 * (one pass, however wide the range), and only the (at most two) edge buckets of a range get an
 * exact test of their rows. The cuts are the values a visitor picks from the option lists (v and
 * v + 1, so "from v" and "up to v" both fall on a cut) plus equal-frequency cuts that keep every
 * bucket small. An empty bucket shares its predecessor's bitset.
 */
import { clearBit, setBit, type Bitset } from './bitset.ts';

/** Buckets by frequency at build time; the option cuts come on top. */
const QUANTILE_BUCKETS = 48;

export class RangeBuckets {
  /** bucket b holds values in [cuts[b - 1], cuts[b]); bucket 0 everything below cuts[0], the last everything from the last cut */
  private cuts: Float64Array = new Float64Array(0);
  private prefix: Bitset[] = [];

  constructor(
    /** the column as it is now (the store replaces its arrays when it grows) */
    private readonly column: () => ArrayLike<number>,
    private readonly fixedCuts: readonly number[],
    private readonly quantiles = true,
  ) {}

  /** Chooses the cuts from the live rows' values and fills every bucket. */
  build(liveRows: Int32Array, n: number, words: number): void {
    const cuts = new Set<number>(this.fixedCuts);
    const col = this.column();
    if (this.quantiles && n > 0) {
      const values = new Float64Array(n);
      for (let j = 0; j < n; j++) values[j] = col[liveRows[j] as number] as number;
      values.sort();
      for (let k = 1; k < QUANTILE_BUCKETS; k++) {
        const v = values[Math.floor((k * n) / QUANTILE_BUCKETS)] as number;
        if (!Number.isNaN(v)) cuts.add(v);
      }
    }
    this.cuts = Float64Array.from([...cuts].filter((c) => Number.isFinite(c))).sort();
    // Fill bucket by bucket, then accumulate; empty buckets share the bitset before them.
    const buckets: (Bitset | undefined)[] = Array.from({ length: this.cuts.length + 1 }, () => undefined);
    for (let j = 0; j < n; j++) {
      const row = liveRows[j] as number;
      const v = col[row] as number;
      if (Number.isNaN(v)) continue;
      setBit((buckets[this.bucketOf(v)] ??= new Uint32Array(words)), row);
    }
    let previous: Bitset = new Uint32Array(words);
    this.prefix = buckets.map((bucket) => {
      if (!bucket) return previous;
      for (let w = 0; w < words; w++) bucket[w] = ((bucket[w] as number) | (previous[w] as number)) >>> 0;
      previous = bucket;
      return bucket;
    });
  }

  private bucketOf(value: number): number {
    // first cut greater than value
    let lo = 0;
    let hi = this.cuts.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.cuts[mid] as number) <= value) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  add(row: number): void {
    const v = this.column()[row] as number;
    if (Number.isNaN(v)) return;
    const b = this.bucketOf(v);
    const shared = b > 0 ? this.prefix[b - 1] : undefined;
    if (shared !== undefined && this.prefix[b] === shared) {
      // The bucket was empty: it gets its own bitset, and so do the empty buckets after it.
      const own = shared.slice();
      for (let k = b; k < this.prefix.length && this.prefix[k] === shared; k++) this.prefix[k] = own;
    }
    let last: Bitset | undefined;
    for (let k = b; k < this.prefix.length; k++) {
      const bits = this.prefix[k] as Bitset;
      if (bits !== last) setBit(bits, row);
      last = bits;
    }
  }

  remove(row: number): void {
    const v = this.column()[row] as number;
    if (Number.isNaN(v)) return;
    let last: Bitset | undefined;
    for (let k = this.bucketOf(v); k < this.prefix.length; k++) {
      const bits = this.prefix[k] as Bitset;
      if (bits !== last) clearBit(bits, row);
      last = bits;
    }
  }

  grow(resize: (b: Bitset) => Bitset): void {
    const done = new Map<Bitset, Bitset>();
    this.prefix = this.prefix.map((b) => {
      let next = done.get(b);
      if (!next) done.set(b, (next = resize(b)));
      return next;
    });
  }

  /**
   * ORs the rows with lo ≤ value ≤ hi into `into`. With `exact` false the edge buckets are taken
   * whole (a superset, for a prefilter that an exact test follows).
   */
  select(lo: number, hi: number, into: Bitset, exact = true): void {
    if (lo > hi || this.prefix.length === 0) return;
    const first = this.bucketOf(lo);
    const last = this.bucketOf(hi);
    const lastIndex = this.cuts.length;
    // Whole when every value the bucket can hold lies in the range (values are whole numbers where exact).
    const startsIn = (b: number) => !exact || (b === 0 ? lo === -Infinity : (this.cuts[b - 1] as number) >= lo);
    const endsIn = (b: number) => !exact || (b === lastIndex ? hi === Infinity : (this.cuts[b] as number) - 1 <= hi);
    if (first === last) {
      if (startsIn(first) && endsIn(first)) this.wholeBuckets(first, first, into);
      else this.exactBucket(first, lo, hi, into);
      return;
    }
    const from = startsIn(first) ? first : first + 1;
    const to = endsIn(last) ? last : last - 1;
    if (from <= to) this.wholeBuckets(from, to, into);
    if (from > first) this.exactBucket(first, lo, hi, into);
    if (to < last) this.exactBucket(last, lo, hi, into);
  }

  /** ORs the rows of buckets from..to: prefix[to] ∧ ¬prefix[from - 1]. */
  private wholeBuckets(from: number, to: number, into: Bitset): void {
    const upper = this.prefix[to] as Bitset;
    const lower = from > 0 ? (this.prefix[from - 1] as Bitset) : null;
    if (lower === null) {
      for (let w = 0; w < into.length; w++) into[w] = ((into[w] as number) | (upper[w] as number)) >>> 0;
      return;
    }
    for (let w = 0; w < into.length; w++) into[w] = ((into[w] as number) | ((upper[w] as number) & ~(lower[w] as number))) >>> 0;
  }

  /** ORs the rows of bucket b whose value lies in [lo, hi]. */
  private exactBucket(b: number, lo: number, hi: number, into: Bitset): void {
    const bits = this.prefix[b] as Bitset;
    const below = b > 0 ? (this.prefix[b - 1] as Bitset) : null;
    if (bits === below) return;
    const col = this.column();
    for (let w = 0; w < bits.length; w++) {
      let x = ((bits[w] as number) & ~(below ? (below[w] as number) : 0)) >>> 0;
      let keep = 0;
      while (x !== 0) {
        const low = x & -x;
        const v = col[(w << 5) + 31 - Math.clz32(low)] as number;
        if (v >= lo && v <= hi) keep |= low;
        x ^= low;
      }
      if (keep !== 0) into[w] = ((into[w] as number) | keep) >>> 0;
    }
  }
}

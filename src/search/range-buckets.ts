/**
 * A numeric column cut into buckets, one bitset per bucket: a range filter is the OR of the buckets
 * it covers whole plus an exact test of the rows of its (at most two) edge buckets. The cuts are
 * the values a visitor picks from the option lists (v and v + 1, so "from v" and "up to v" both
 * fall on a cut) plus equal-frequency cuts that keep every bucket small.
 */
import { orInto, setBit, clearBit, type Bitset } from './bitset.ts';

/** Buckets by frequency at build time; the option cuts come on top. */
const QUANTILE_BUCKETS = 48;

export class RangeBuckets {
  /** bucket b holds values in [cuts[b - 1], cuts[b]); bucket 0 everything below cuts[0], the last everything from the last cut */
  private cuts: Float64Array = new Float64Array(0);
  private buckets: (Bitset | undefined)[] = [];

  constructor(
    /** the column as it is now (the store replaces its arrays when it grows) */
    private readonly column: () => ArrayLike<number>,
    private readonly fixedCuts: readonly number[],
    private readonly quantiles = true,
  ) {}

  /** Chooses the cuts from the live rows' values and fills every bucket. */
  build(liveRows: Int32Array, n: number, words: number): void {
    const cuts = new Set<number>(this.fixedCuts);
    if (this.quantiles && n > 0) {
      const values = new Float64Array(n);
      const col = this.column();
      for (let j = 0; j < n; j++) values[j] = col[liveRows[j] as number] as number;
      values.sort();
      for (let k = 1; k < QUANTILE_BUCKETS; k++) {
        const v = values[Math.floor((k * n) / QUANTILE_BUCKETS)] as number;
        if (!Number.isNaN(v)) cuts.add(v);
      }
    }
    this.cuts = Float64Array.from([...cuts].filter((c) => Number.isFinite(c))).sort();
    this.buckets = Array.from({ length: this.cuts.length + 1 }, () => undefined);
    for (let j = 0; j < n; j++) this.add(liveRows[j] as number, words);
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

  add(row: number, words: number): void {
    const v = this.column()[row] as number;
    if (Number.isNaN(v)) return;
    const b = this.bucketOf(v);
    let bits = this.buckets[b];
    if (!bits) this.buckets[b] = bits = new Uint32Array(words);
    setBit(bits, row);
  }

  remove(row: number): void {
    const v = this.column()[row] as number;
    if (Number.isNaN(v)) return;
    const bits = this.buckets[this.bucketOf(v)];
    if (bits) clearBit(bits, row);
  }

  grow(resize: (b: Bitset) => Bitset): void {
    this.buckets = this.buckets.map((b) => (b ? resize(b) : b));
  }

  /**
   * ORs the rows with lo ≤ value ≤ hi into `into`. With `exact` false the edge buckets are taken
   * whole (a superset, for a prefilter that an exact test follows).
   */
  select(lo: number, hi: number, into: Bitset, exact = true): void {
    if (lo > hi) return;
    const first = this.bucketOf(lo);
    const last = this.bucketOf(hi);
    const col = this.column();
    for (let b = first; b <= last; b++) {
      const bits = this.buckets[b];
      if (!bits) continue;
      const from = b === 0 ? -Infinity : (this.cuts[b - 1] as number);
      const to = b === this.cuts.length ? Infinity : (this.cuts[b] as number);
      // Whole when every value the bucket can hold lies in the range (values are whole numbers where exact).
      if (!exact || (from >= lo && (to === Infinity ? hi === Infinity : to - 1 <= hi))) {
        orInto(into, bits);
        continue;
      }
      for (let w = 0; w < bits.length; w++) {
        let x = bits[w] as number;
        if (x === 0) continue;
        let keep = 0;
        while (x !== 0) {
          const low = x & -x;
          const bit = 31 - Math.clz32(low);
          const v = col[(w << 5) + bit] as number;
          if (v >= lo && v <= hi) keep |= low;
          x ^= low;
        }
        into[w] = ((into[w] as number) | keep) >>> 0;
      }
    }
  }

  /** Bitsets held (for the memory report). */
  get bitsetCount(): number {
    return this.buckets.filter((b) => b !== undefined).length;
  }
}

/**
 * Presorted row orders per sort column, so the first page of a big result is found by walking the
 * order and keeping the rows that match (top-K without touching every match). The order built at
 * load/compaction covers the rows then present; rows appended later go into a sorted tail
 * per column, and a walk merges both. Dead rows stay in the orders and are skipped like any
 * non-matching row (the match set only holds live rows).
 */
import { hasBit, type Bitset } from './bitset.ts';
import type { ColumnStore } from './column-store.ts';

export type SortColumn = 'score' | 'created' | 'reg' | 'price' | 'km' | 'kw' | 'cost' | 'costDown';
export const SORT_COLUMNS: readonly SortColumn[] = ['score', 'created', 'reg', 'price', 'km', 'kw', 'cost', 'costDown'];

/** Listing ids and key ranks stay below this (67 million). */
const ID_SPAN = 2 ** 26;

/** Rows by (key ascending, id descending): walked forwards for ascending orders, by runs of equal keys backwards for descending. */
interface Order {
  rows: Int32Array;
  length: number;
}

/** One walk over an order: the next matching row in the requested direction, -1 at the end. */
class Walk {
  private pos: number;
  private runPos = 0;
  private runEnd = -1;
  constructor(
    private readonly order: Order,
    private readonly key: ArrayLike<number>,
    private readonly descending: boolean,
    private readonly member: Bitset,
  ) {
    this.pos = descending ? order.length - 1 : 0;
  }

  next(): number {
    const rows = this.order.rows;
    if (!this.descending) {
      while (this.pos < this.order.length) {
        const r = rows[this.pos++] as number;
        if (hasBit(this.member, r)) return r;
      }
      return -1;
    }
    // Descending: each run of equal keys is taken from its start, so ties keep the newest id first.
    for (;;) {
      while (this.runPos <= this.runEnd) {
        const r = rows[this.runPos++] as number;
        if (hasBit(this.member, r)) return r;
      }
      if (this.pos < 0) return -1;
      const end = this.pos;
      const k = this.key[rows[end] as number];
      let start = end;
      while (start > 0 && this.key[rows[start - 1] as number] === k) start--;
      this.runPos = start;
      this.runEnd = end;
      this.pos = start - 1;
    }
  }
}

/** True when row a is listed before row b: by key in the direction asked, ties by higher id. */
export function listedBefore(key: ArrayLike<number>, id: Int32Array, descending: boolean, a: number, b: number): boolean {
  const ka = key[a] as number;
  const kb = key[b] as number;
  if (ka !== kb) return descending ? ka > kb : ka < kb;
  return (id[a] as number) > (id[b] as number);
}

export class SortOrders {
  private main = new Map<SortColumn, Order>();
  private tail = new Map<SortColumn, Order>();
  /** rows appended since the tails were last sorted */
  private pending: number[] = [];

  constructor(private readonly store: ColumnStore) {}

  /** Sorts the live rows once per column, with `pause` before each sort (a serving process answers in between). */
  async build(liveRows: Int32Array, n: number, pause: () => Promise<void>): Promise<void> {
    for (const column of SORT_COLUMNS) {
      await pause();
      this.main.set(column, { rows: this.sorted(this.store[column], liveRows, n), length: n });
      this.tail.set(column, { rows: new Int32Array(64), length: 0 });
    }
    this.pending = [];
  }

  /**
   * Rows by (key ascending, id descending). A sort with a comparator is slow on a million rows, so
   * each row becomes one number that sorts natively: the rank of its key among the distinct keys,
   * then the id reversed (both below 2^26, so the number is exact in a double).
   */
  private sorted(key: ArrayLike<number>, liveRows: Int32Array, n: number): Int32Array {
    const s = this.store;
    let maxId = 0;
    for (let j = 0; j < n; j++) maxId = Math.max(maxId, s.id[liveRows[j] as number] as number);
    if (maxId >= ID_SPAN) return liveRows.slice(0, n).sort((a, b) => (listedBefore(key, s.id, false, a, b) ? -1 : 1));
    const keys = new Float64Array(n);
    for (let j = 0; j < n; j++) keys[j] = key[liveRows[j] as number] as number;
    const distinct = keys.slice().sort();
    let m = 0;
    for (let j = 0; j < n; j++) if (j === 0 || distinct[j] !== distinct[m - 1]) distinct[m++] = distinct[j] as number;
    const packed = new Float64Array(n);
    for (let j = 0; j < n; j++) {
      const k = keys[j] as number;
      let lo = 0;
      let hi = m - 1;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if ((distinct[mid] as number) < k) lo = mid + 1;
        else hi = mid;
      }
      packed[j] = lo * ID_SPAN + (ID_SPAN - 1 - (s.id[liveRows[j] as number] as number));
    }
    packed.sort();
    const rows = new Int32Array(n);
    for (let j = 0; j < n; j++) rows[j] = s.rowOf(ID_SPAN - 1 - ((packed[j] as number) % ID_SPAN));
    return rows;
  }

  /** Notes a row appended since the last build; it joins every column's tail before the next walk. */
  insert(row: number): void {
    this.pending.push(row);
  }

  /** Sorts the rows appended since the last walk and merges them into each tail (one pass per column, however many came). */
  private settle(): void {
    if (this.pending.length === 0) return;
    const s = this.store;
    const fresh = Int32Array.from(this.pending);
    this.pending = [];
    for (const column of SORT_COLUMNS) {
      const key = s[column];
      const before = (a: number, b: number) => listedBefore(key, s.id, false, a, b);
      const added = fresh.slice().sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
      const t = this.tail.get(column) as Order;
      const merged = new Int32Array(Math.max(64, (t.length + added.length) * 2));
      let i = 0;
      let j = 0;
      let k = 0;
      while (i < t.length || j < added.length) {
        const takeOld = j >= added.length || (i < t.length && before(t.rows[i] as number, added[j] as number));
        merged[k++] = takeOld ? (t.rows[i++] as number) : (added[j++] as number);
      }
      this.tail.set(column, { rows: merged, length: k });
    }
  }

  /** Rows appended since the last build (the tail's share of every walk). */
  get tailLength(): number {
    return (this.tail.get('score')?.length ?? 0) + this.pending.length;
  }

  /** The first `limit` rows of `member` in the column's order (ties: higher id first). */
  first(column: SortColumn, descending: boolean, member: Bitset, limit: number): number[] {
    this.settle();
    const s = this.store;
    const key = s[column];
    const id = s.id;
    const a = new Walk(this.main.get(column) as Order, key, descending, member);
    const b = new Walk(this.tail.get(column) as Order, key, descending, member);
    const out: number[] = [];
    let x = a.next();
    let y = b.next();
    while (out.length < limit && (x >= 0 || y >= 0)) {
      const takeX = y < 0 || (x >= 0 && listedBefore(key, id, descending, x, y));
      if (takeX) {
        out.push(x);
        x = a.next();
      } else {
        out.push(y);
        y = b.next();
      }
    }
    return out;
  }
}

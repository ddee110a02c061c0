/**
 * The scans over the column store, column at a time: each filter group the query uses is one tight
 * loop over the candidate rows (`testGroup`). Searching narrows the candidate list group by group;
 * facet counting records per row how many groups failed and which, then counts in one pass.
 */
import { EQ_WORDS, FLAG_ACCIDENT, FLAG_DEALER, FLAG_PHOTOS, type ColumnStore } from './column-store.ts';
import { G, type CompiledQuery } from './compiled-query.ts';

const RAD = Math.PI / 180;

function rangeLoop(col: Int32Array, bounds: [number, number], rows: Int32Array, n: number, pass: Uint8Array): void {
  const lo = bounds[0];
  const hi = bounds[1];
  for (let j = 0; j < n; j++) {
    const v = col[rows[j] as number] as number;
    pass[j] = v >= lo && v <= hi ? 1 : 0;
  }
}

function memberLoop(col: Uint8Array, mask: Uint8Array, rows: Int32Array, n: number, pass: Uint8Array): void {
  for (let j = 0; j < n; j++) pass[j] = mask[col[rows[j] as number] as number] as number;
}

/** doors and seats: 0 means unknown and never matches a range */
function countRangeLoop(col: Uint8Array, bounds: [number, number], rows: Int32Array, n: number, pass: Uint8Array): void {
  const lo = bounds[0];
  const hi = bounds[1];
  for (let j = 0; j < n; j++) {
    const v = col[rows[j] as number] as number;
    pass[j] = v !== 0 && v >= lo && v <= hi ? 1 : 0;
  }
}

function flagsLoop(flags: Uint8Array, bits: number, want: number, rows: Int32Array, n: number, pass: Uint8Array): void {
  for (let j = 0; j < n; j++) pass[j] = ((flags[rows[j] as number] as number) & bits) === want ? 1 : 0;
}

function equalsLoop(col: Int32Array | Uint8Array, want: number, rows: Int32Array, n: number, pass: Uint8Array): void {
  for (let j = 0; j < n; j++) pass[j] = col[rows[j] as number] === want ? 1 : 0;
}

/**
 * Writes 1 into pass[j] when candidate rows[j] passes group g, else 0: one monomorphic loop per
 * group, so the per-row cost is a load or two and a compare.
 */
function testGroup(q: CompiledQuery, s: ColumnStore, g: number, rows: Int32Array, n: number, pass: Uint8Array): void {
  switch (g) {
    case G.seller: return equalsLoop(s.sellerId, q.sellerId, rows, n, pass);
    case G.makeModel: {
      const makeAny = q.makeAny as Uint8Array;
      const modelAny = q.modelAny as Uint8Array;
      const make = s.make;
      const model = s.model;
      for (let j = 0; j < n; j++) {
        const i = rows[j] as number;
        pass[j] = makeAny[make[i] as number] === 1 || modelAny[model[i] as number] === 1 ? 1 : 0;
      }
      return;
    }
    case G.price: return rangeLoop(s.price, q.price as [number, number], rows, n, pass);
    case G.km: return rangeLoop(s.km, q.km as [number, number], rows, n, pass);
    case G.reg: return rangeLoop(s.reg, q.reg as [number, number], rows, n, pass);
    case G.power: return rangeLoop(q.powerInPs ? s.ps : s.kw, q.power as [number, number], rows, n, pass);
    case G.fuel: return memberLoop(s.fuel, q.fuel as Uint8Array, rows, n, pass);
    case G.body: return memberLoop(s.body, q.body as Uint8Array, rows, n, pass);
    case G.offer: return memberLoop(s.offer, q.offer as Uint8Array, rows, n, pass);
    case G.gear: return memberLoop(s.gear, q.gear as Uint8Array, rows, n, pass);
    case G.color: return memberLoop(s.color, q.color as Uint8Array, rows, n, pass);
    case G.uph: return memberLoop(s.uph, q.uph as Uint8Array, rows, n, pass);
    case G.emclass: return memberLoop(s.emclass, q.emclass as Uint8Array, rows, n, pass);
    case G.doors: return countRangeLoop(s.doors, q.doors as [number, number], rows, n, pass);
    case G.seats: return countRangeLoop(s.seats, q.seats as [number, number], rows, n, pass);
    case G.particularities: return flagsLoop(s.flags, q.particularities, q.particularities, rows, n, pass);
    case G.dealer: return flagsLoop(s.flags, FLAG_DEALER, FLAG_DEALER, rows, n, pass);
    case G.photos: return flagsLoop(s.flags, FLAG_PHOTOS, FLAG_PHOTOS, rows, n, pass);
    case G.accident: return flagsLoop(s.flags, FLAG_ACCIDENT, q.accident === 1 ? FLAG_ACCIDENT : 0, rows, n, pass);
    case G.state: return equalsLoop(s.state, q.state, rows, n, pass);
    case G.eq: {
      const eq = s.eq;
      const [n0, n1, n2, n3] = q.eq as unknown as [number, number, number, number];
      for (let j = 0; j < n; j++) {
        const base = (rows[j] as number) * EQ_WORDS;
        pass[j] =
          ((eq[base] as number) & n0) >>> 0 === n0 && ((eq[base + 1] as number) & n1) >>> 0 === n1 &&
          ((eq[base + 2] as number) & n2) >>> 0 === n2 && ((eq[base + 3] as number) & n3) >>> 0 === n3 ? 1 : 0;
      }
      return;
    }
    case G.text:
      for (let j = 0; j < n; j++) pass[j] = matchesText(q, s, rows[j] as number) ? 1 : 0;
      return;
    case G.geo:
      for (let j = 0; j < n; j++) pass[j] = inGeo(q, s, rows[j] as number) ? 1 : 0;
      return;
    default:
      pass.fill(1, 0, n);
  }
}

function matchesText(q: CompiledQuery, s: ColumnStore, i: number): boolean {
  for (const token of q.text ?? []) {
    if (token.make[s.make[i] as number] !== 1 && token.model[s.model[i] as number] !== 1 && token.title[s.title[i] as number] !== 1) return false;
  }
  return true;
}

function inGeo(q: CompiledQuery, s: ColumnStore, i: number): boolean {
  const geo = q.geo;
  if (geo === null) return true;
  if (geo.kind === 'place') return s.city[i] === geo.cityId || s.zip[i] === geo.zipId;
  const lat = s.lat[i] as number;
  const lon = s.lon[i] as number;
  // NaN (no coordinates) fails both comparisons of the bounding box and drops out here.
  if (!(Math.abs(lat - geo.lat) <= geo.dLat && Math.abs(lon - geo.lon) <= geo.dLon)) return false;
  const sinLat = Math.sin(((lat - geo.lat) * RAD) / 2);
  const sinLon = Math.sin(((lon - geo.lon) * RAD) / 2);
  return sinLat * sinLat + geo.cosLat * Math.cos(lat * RAD) * sinLon * sinLon <= geo.havMax;
}

/** Row numbers, the first `length` entries of `rows` in use. */
export interface RowSet { rows: Int32Array; length: number }

/**
 * The live rows worth testing: one seller's rows, the rows of the searched makes, or all rows.
 * Facets over makes and models must see every make, so they pass `ignoreMakes`.
 */
function candidates(q: CompiledQuery, s: ColumnStore, ignoreMakes: boolean): RowSet {
  let segments: RowSet[];
  if (q.sellerId !== 0) segments = [s.bySeller.get(q.sellerId) ?? { rows: new Int32Array(0), length: 0 }];
  else if (q.makes !== null && !ignoreMakes) segments = q.makes.flatMap((m) => s.byMake.get(m) ?? []);
  else segments = [{ rows: s.identity, length: s.length }];
  let size = 0;
  for (const seg of segments) size += seg.length;
  const rows = new Int32Array(size);
  const dead = s.dead;
  let n = 0;
  for (const seg of segments) {
    const list = seg.rows;
    // Branch-free: always write, advance only for live rows (dead flags are 0/1).
    for (let j = 0, len = seg.length; j < len; j++) {
      const i = list[j] as number;
      rows[n] = i;
      n += 1 - (dead[i] as number);
    }
  }
  return { rows, length: n };
}

/** Every matching row, unordered: the candidates narrowed by each group in test order. */
export function matchRows(q: CompiledQuery, s: ColumnStore): RowSet {
  const { rows, length } = candidates(q, s, false);
  const pass = new Uint8Array(length);
  let n = length;
  for (const g of q.checks) {
    if (n === 0) break;
    testGroup(q, s, g, rows, n, pass);
    // Branch-free compaction: results are ~50/50 and a branch would mispredict half the time.
    let out = 0;
    for (let j = 0; j < n; j++) {
      rows[out] = rows[j] as number;
      out += pass[j] as number;
    }
    n = out;
  }
  return { rows, length: n };
}

export function countMatches(q: CompiledQuery, s: ColumnStore): number {
  return matchRows(q, s).length;
}

export type SortKeyColumn = 'score' | 'created' | 'reg' | 'price' | 'km' | 'kw';

/** How results are ordered: a column, its direction, ties broken by id (newest ad first). */
export interface Ordering { column: SortKeyColumn; descending: boolean }

/** Above this many wanted rows a full sort of all matches beats the heap. */
const HEAP_LIMIT = 2000;

export interface TopResult { total: number; rows: number[] }

/**
 * Counts the matches and returns the first `limit` rows in order: a bounded heap (top-K partial
 * selection) for normal pages, a full sort of the matches for deep pages.
 */
export function topRows(q: CompiledQuery, s: ColumnStore, ordering: Ordering, limit: number): TopResult {
  const key = s[ordering.column] as ArrayLike<number>;
  const id = s.id;
  const desc = ordering.descending;
  /** True when row a is listed before row b. */
  const before = (a: number, b: number): boolean => {
    const ka = key[a] as number;
    const kb = key[b] as number;
    if (ka !== kb) return desc ? ka > kb : ka < kb;
    return (id[a] as number) > (id[b] as number);
  };
  const compare = (a: number, b: number) => (before(a, b) ? -1 : before(b, a) ? 1 : 0);
  const { rows, length } = matchRows(q, s);
  if (limit > HEAP_LIMIT) {
    const all = Array.from(rows.subarray(0, length)).sort(compare);
    return { total: length, rows: all.slice(0, limit) };
  }
  // Max-heap on "listed later": the root is the worst of the kept rows.
  const heap: number[] = [];
  for (let j = 0; j < length && limit > 0; j++) {
    const i = rows[j] as number;
    if (heap.length < limit) {
      heap.push(i);
      let c = heap.length - 1;
      while (c > 0) {
        const p = (c - 1) >> 1;
        if (!before(heap[p] as number, heap[c] as number)) break;
        [heap[p], heap[c]] = [heap[c] as number, heap[p] as number];
        c = p;
      }
    } else if (before(i, heap[0] as number)) {
      heap[0] = i;
      let p = 0;
      for (;;) {
        const l = 2 * p + 1;
        const r = l + 1;
        let worst = p;
        if (l < heap.length && before(heap[worst] as number, heap[l] as number)) worst = l;
        if (r < heap.length && before(heap[worst] as number, heap[r] as number)) worst = r;
        if (worst === p) break;
        [heap[p], heap[worst]] = [heap[worst] as number, heap[p] as number];
        p = worst;
      }
    }
  }
  return { total: length, rows: heap.sort(compare) };
}

/** Raw facet counts, indexed by the stored codes (ids, dictionary ids, state index). */
export interface FacetCounts {
  total: number;
  make: Int32Array;
  model: Int32Array;
  fuel: Int32Array;
  body: Int32Array;
  offer: Int32Array;
  gear: Int32Array;
  color: Int32Array;
  doors: Int32Array;
  seats: Int32Array;
  uph: Int32Array;
  emclass: Int32Array;
  state: Int32Array;
  eq: Int32Array;
  /** index: 0 warranty, 1 service, 2 VAT */
  particularities: Int32Array;
  dealer: number;
  photos: number;
  /** index: 0 without accident, 1 accident */
  accident: Int32Array;
}

function newFacets(s: ColumnStore): FacetCounts {
  return {
    total: 0,
    make: new Int32Array(s.maxMakeId + 1),
    model: new Int32Array(s.maxModelId + 1),
    fuel: new Int32Array(256),
    body: new Int32Array(256),
    offer: new Int32Array(256),
    gear: new Int32Array(256),
    color: new Int32Array(256),
    doors: new Int32Array(256),
    seats: new Int32Array(256),
    uph: new Int32Array(256),
    emclass: new Int32Array(256),
    state: new Int32Array(16),
    eq: new Int32Array(EQ_WORDS * 32),
    particularities: new Int32Array(3),
    dealer: 0,
    photos: 0,
    accident: new Int32Array(2),
  };
}

/**
 * Counts, per bit position, how many of the added 32-bit words have that bit set. Bit-sliced:
 * the counts live in 16 bit-planes and adding a word is a short carry chain, a few operations per
 * word instead of one per set bit. Flushed into `totals` before the planes could overflow.
 */
class BitPositionCounter {
  private readonly planes = new Uint32Array(16);
  private added = 0;
  constructor(private readonly totals: Int32Array, private readonly offset: number) {}

  add(word: number) {
    let carry = word;
    for (let p = 0; carry !== 0; p++) {
      const plane = this.planes[p] as number;
      this.planes[p] = plane ^ carry;
      carry = (plane & carry) >>> 0;
    }
    if (++this.added === 65_535) this.flush();
  }

  flush() {
    for (let p = 0; p < 16; p++) {
      const plane = this.planes[p] as number;
      if (plane === 0) continue;
      for (let b = 0; b < 32; b++) if ((plane >>> b) & 1) (this.totals[this.offset + b] as number) += 1 << p;
    }
    this.planes.fill(0);
    this.added = 0;
  }
}

/**
 * Facet counts: a row that passes every filter counts in every facet; a row failing exactly one
 * group counts only in that group's facet (facet X is counted without filter X). Each group's
 * test runs as one column loop that records per row the number of failures and the failing group.
 */
export function facetCounts(q: CompiledQuery, s: ColumnStore): FacetCounts {
  const f = newFacets(s);
  const { rows, length } = candidates(q, s, true);
  const failures = new Uint8Array(length);
  const failedGroup = new Uint8Array(length);
  const pass = new Uint8Array(length);
  for (const g of q.checks) {
    testGroup(q, s, g, rows, length, pass);
    for (let j = 0; j < length; j++) {
      if (pass[j] === 0) {
        (failures[j] as number)++;
        failedGroup[j] = g;
      }
    }
  }
  const eq = Array.from({ length: EQ_WORDS }, (_, w) => new BitPositionCounter(f.eq, w * 32));
  const [eq0, eq1, eq2, eq3] = eq as [BitPositionCounter, BitPositionCounter, BitPositionCounter, BitPositionCounter];
  for (let j = 0; j < length; j++) {
    const misses = failures[j] as number;
    if (misses > 1) continue;
    const i = rows[j] as number;
    const flags = s.flags[i] as number;
    const base = i * EQ_WORDS;
    if (misses === 0) {
      f.total++;
      (f.make[s.make[i] as number] as number)++;
      (f.model[s.model[i] as number] as number)++;
      (f.fuel[s.fuel[i] as number] as number)++;
      (f.body[s.body[i] as number] as number)++;
      (f.offer[s.offer[i] as number] as number)++;
      (f.gear[s.gear[i] as number] as number)++;
      (f.color[s.color[i] as number] as number)++;
      (f.doors[s.doors[i] as number] as number)++;
      (f.seats[s.seats[i] as number] as number)++;
      (f.uph[s.uph[i] as number] as number)++;
      (f.emclass[s.emclass[i] as number] as number)++;
      (f.state[s.state[i] as number] as number)++;
      if (flags & 1) (f.particularities[0] as number)++;
      if (flags & 2) (f.particularities[1] as number)++;
      if (flags & 4) (f.particularities[2] as number)++;
      if (flags & FLAG_DEALER) f.dealer++;
      if (flags & FLAG_PHOTOS) f.photos++;
      (f.accident[(flags & FLAG_ACCIDENT) === 0 ? 0 : 1] as number)++;
      eq0.add(s.eq[base] as number);
      eq1.add(s.eq[base + 1] as number);
      eq2.add(s.eq[base + 2] as number);
      eq3.add(s.eq[base + 3] as number);
      continue;
    }
    switch (failedGroup[j]) {
      case G.makeModel:
        (f.make[s.make[i] as number] as number)++;
        (f.model[s.model[i] as number] as number)++;
        break;
      case G.fuel: (f.fuel[s.fuel[i] as number] as number)++; break;
      case G.body: (f.body[s.body[i] as number] as number)++; break;
      case G.offer: (f.offer[s.offer[i] as number] as number)++; break;
      case G.gear: (f.gear[s.gear[i] as number] as number)++; break;
      case G.color: (f.color[s.color[i] as number] as number)++; break;
      case G.doors: (f.doors[s.doors[i] as number] as number)++; break;
      case G.seats: (f.seats[s.seats[i] as number] as number)++; break;
      case G.uph: (f.uph[s.uph[i] as number] as number)++; break;
      case G.emclass: (f.emclass[s.emclass[i] as number] as number)++; break;
      case G.state: (f.state[s.state[i] as number] as number)++; break;
      case G.particularities:
        if (flags & 1) (f.particularities[0] as number)++;
        if (flags & 2) (f.particularities[1] as number)++;
        if (flags & 4) (f.particularities[2] as number)++;
        break;
      case G.dealer: if (flags & FLAG_DEALER) f.dealer++; break;
      case G.photos: if (flags & FLAG_PHOTOS) f.photos++; break;
      case G.accident: (f.accident[(flags & FLAG_ACCIDENT) === 0 ? 0 : 1] as number)++; break;
      case G.eq:
        eq0.add(s.eq[base] as number);
        eq1.add(s.eq[base + 1] as number);
        eq2.add(s.eq[base + 2] as number);
        eq3.add(s.eq[base + 3] as number);
        break;
      default:
        // the failing group (price, km, seller, …) has no facet
        break;
    }
  }
  for (const counter of eq) counter.flush();
  return f;
}

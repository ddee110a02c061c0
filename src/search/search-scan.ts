/**
 * The scans over the column store, column at a time. Each filter group the query uses is one tight
 * loop that keeps the passing rows of a row list (`filterGroup`); searching narrows the candidates
 * group by group. Facets are counted column by column as well: facet X over the rows that pass every
 * group except X (for a group the query does not use: over the matches).
 */
import { EQ_WORDS, FLAG_ACCIDENT, FLAG_DEALER, FLAG_PHOTOS, FLAG_SERVICE, FLAG_TOP, FLAG_VAT, FLAG_WARRANTY, type ColumnStore } from './column-store.ts';
import { G, type CompiledQuery } from './compiled-query.ts';

const RAD = Math.PI / 180;

/** Row numbers: the first `length` entries of `rows`. */
export interface RowSet { rows: Int32Array; length: number }

// Each loop reads src[0..n), writes the passing rows to dst (which may be src: out never passes j)
// and returns how many passed; with `invert` 1 it keeps the failing rows instead. Branch-free: every
// row is written, the cursor advances by the test result.

function rangeFilter(col: Int32Array, bounds: [number, number], src: Int32Array, n: number, dst: Int32Array, invert: number): number {
  const lo = bounds[0];
  const hi = bounds[1];
  let out = 0;
  for (let j = 0; j < n; j++) {
    const i = src[j] as number;
    const v = col[i] as number;
    dst[out] = i;
    out += (v >= lo && v <= hi ? 1 : 0) ^ invert;
  }
  return out;
}

function memberFilter(col: Uint8Array, mask: Uint8Array, src: Int32Array, n: number, dst: Int32Array, invert: number): number {
  let out = 0;
  for (let j = 0; j < n; j++) {
    const i = src[j] as number;
    dst[out] = i;
    out += (mask[col[i] as number] as number) ^ invert;
  }
  return out;
}

/** doors and seats: 0 means unknown and never matches a range */
function countRangeFilter(col: Uint8Array, bounds: [number, number], src: Int32Array, n: number, dst: Int32Array, invert: number): number {
  const lo = bounds[0];
  const hi = bounds[1];
  let out = 0;
  for (let j = 0; j < n; j++) {
    const i = src[j] as number;
    const v = col[i] as number;
    dst[out] = i;
    out += (v !== 0 && v >= lo && v <= hi ? 1 : 0) ^ invert;
  }
  return out;
}

function flagsFilter(flags: Uint8Array, bits: number, want: number, src: Int32Array, n: number, dst: Int32Array, invert: number): number {
  let out = 0;
  for (let j = 0; j < n; j++) {
    const i = src[j] as number;
    dst[out] = i;
    out += (((flags[i] as number) & bits) === want ? 1 : 0) ^ invert;
  }
  return out;
}

function equalsFilter(col: Int32Array | Uint8Array, want: number, src: Int32Array, n: number, dst: Int32Array, invert: number): number {
  let out = 0;
  for (let j = 0; j < n; j++) {
    const i = src[j] as number;
    dst[out] = i;
    out += (col[i] === want ? 1 : 0) ^ invert;
  }
  return out;
}

function predicateFilter(test: (i: number) => boolean, src: Int32Array, n: number, dst: Int32Array, invert: number): number {
  let out = 0;
  for (let j = 0; j < n; j++) {
    const i = src[j] as number;
    dst[out] = i;
    out += (test(i) ? 1 : 0) ^ invert;
  }
  return out;
}

/** Keeps the rows of src that pass group g (or, with `invert` 1, fail it), written to dst; returns their number. */
function filterGroup(q: CompiledQuery, s: ColumnStore, g: number, src: Int32Array, n: number, dst: Int32Array, invert: 0 | 1 = 0): number {
  switch (g) {
    case G.seller: return equalsFilter(s.sellerId, q.sellerId, src, n, dst, invert);
    case G.makeModel: {
      const makeAny = q.makeAny as Uint8Array;
      const modelAny = q.modelAny as Uint8Array;
      const make = s.make;
      const model = s.model;
      let out = 0;
      for (let j = 0; j < n; j++) {
        const i = src[j] as number;
        dst[out] = i;
        out += (makeAny[make[i] as number] === 1 || modelAny[model[i] as number] === 1 ? 1 : 0) ^ invert;
      }
      return out;
    }
    case G.price: return rangeFilter(s.price, q.price as [number, number], src, n, dst, invert);
    case G.km: return rangeFilter(s.km, q.km as [number, number], src, n, dst, invert);
    case G.reg: return rangeFilter(s.reg, q.reg as [number, number], src, n, dst, invert);
    case G.power: return rangeFilter(q.powerInPs ? s.ps : s.kw, q.power as [number, number], src, n, dst, invert);
    case G.fuel: return memberFilter(s.fuel, q.fuel as Uint8Array, src, n, dst, invert);
    case G.body: return memberFilter(s.body, q.body as Uint8Array, src, n, dst, invert);
    case G.offer: return memberFilter(s.offer, q.offer as Uint8Array, src, n, dst, invert);
    case G.gear: return memberFilter(s.gear, q.gear as Uint8Array, src, n, dst, invert);
    case G.color: return memberFilter(s.color, q.color as Uint8Array, src, n, dst, invert);
    case G.uph: return memberFilter(s.uph, q.uph as Uint8Array, src, n, dst, invert);
    case G.emclass: return memberFilter(s.emclass, q.emclass as Uint8Array, src, n, dst, invert);
    case G.rating: return memberFilter(s.rating, q.rating as Uint8Array, src, n, dst, invert);
    case G.doors: return countRangeFilter(s.doors, q.doors as [number, number], src, n, dst, invert);
    case G.seats: return countRangeFilter(s.seats, q.seats as [number, number], src, n, dst, invert);
    case G.particularities: return flagsFilter(s.flags, q.particularities, q.particularities, src, n, dst, invert);
    case G.dealer: return flagsFilter(s.flags, FLAG_DEALER, FLAG_DEALER, src, n, dst, invert);
    case G.photos: return flagsFilter(s.flags, FLAG_PHOTOS, FLAG_PHOTOS, src, n, dst, invert);
    case G.accident: return flagsFilter(s.flags, FLAG_ACCIDENT, q.accident === 1 ? FLAG_ACCIDENT : 0, src, n, dst, invert);
    case G.state: return equalsFilter(s.state, q.state, src, n, dst, invert);
    case G.eq: {
      const eq = s.eq;
      const [n0, n1, n2, n3] = q.eq as unknown as [number, number, number, number];
      let out = 0;
      for (let j = 0; j < n; j++) {
        const i = src[j] as number;
        const base = i * EQ_WORDS;
        dst[out] = i;
        const has =
          ((eq[base] as number) & n0) >>> 0 === n0 && ((eq[base + 1] as number) & n1) >>> 0 === n1 &&
          ((eq[base + 2] as number) & n2) >>> 0 === n2 && ((eq[base + 3] as number) & n3) >>> 0 === n3;
        out += (has ? 1 : 0) ^ invert;
      }
      return out;
    }
    case G.text: return predicateFilter((i) => matchesText(q, s, i), src, n, dst, invert);
    case G.geo: return predicateFilter((i) => inGeo(q, s, i), src, n, dst, invert);
    default: {
      if (dst !== src) dst.set(src.subarray(0, n));
      return n;
    }
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

/**
 * The live rows worth testing: one seller's rows, the rows of the searched makes, or all rows.
 * Facets over makes and models must see every make, so they pass `ignoreMakes`. Without dead rows a
 * single list is returned as it is (`shared`: read it, never write into it).
 */
function candidates(q: CompiledQuery, s: ColumnStore, ignoreMakes: boolean): RowSet & { shared: boolean } {
  let segments: RowSet[];
  if (q.sellerId !== 0) segments = [s.bySeller.get(q.sellerId) ?? { rows: new Int32Array(0), length: 0 }];
  else if (q.makes !== null && !ignoreMakes) segments = q.makes.flatMap((m) => s.byMake.get(m) ?? []);
  else segments = [{ rows: s.identity, length: s.length }];
  const [only] = segments;
  if (s.deadCount === 0 && segments.length === 1 && only) return { rows: only.rows, length: only.length, shared: true };
  let size = 0;
  for (const seg of segments) size += seg.length;
  const rows = new Int32Array(size);
  const dead = s.dead;
  let n = 0;
  for (const seg of segments) {
    const list = seg.rows;
    for (let j = 0, len = seg.length; j < len; j++) {
      const i = list[j] as number;
      rows[n] = i;
      n += 1 - (dead[i] as number);
    }
  }
  return { rows, length: n, shared: false };
}

/** The rows of `from` passing every group of the query except `skip`, written to `into`. */
function narrow(q: CompiledQuery, s: ColumnStore, from: RowSet, into: Int32Array, skip = -1): number {
  let src = from.rows;
  let n = from.length;
  for (const g of q.checks) {
    if (g === skip) continue;
    if (n === 0) return 0;
    n = filterGroup(q, s, g, src, n, into);
    src = into;
  }
  if (src !== into) into.set(from.rows.subarray(0, n));
  return n;
}

/** Every matching row, unordered. */
export function matchRows(q: CompiledQuery, s: ColumnStore): RowSet {
  const cands = candidates(q, s, false);
  const into = cands.shared ? new Int32Array(cands.length) : cands.rows;
  return { rows: into, length: narrow(q, s, cands, into) };
}

export function countMatches(q: CompiledQuery, s: ColumnStore): number {
  return matchRows(q, s).length;
}

/** 'distance' is no stored column: it is measured from the search's place for each match (distanceKeys). */
export type SortKeyColumn = 'score' | 'created' | 'reg' | 'price' | 'km' | 'kw' | 'distance';

/**
 * How results are ordered: a column, its direction, ties broken by id (newest ad first).
 * `topEvery`: top ads (FLAG_TOP) take every n-th place (the 1st, the (n+1)th, …), each group in
 * the column's order, as portals interleave paid ads with ordinary ones.
 */
export interface Ordering { column: SortKeyColumn; descending: boolean; topEvery?: number }

/** Places of top ads in 'Beste Ergebnisse': every fifth, so a page of 20 shows four. */
export const TOP_AD_EVERY = 5;

/** Above this many wanted rows a full sort of all matches beats the heap. */
const HEAP_LIMIT = 2000;

export interface TopResult { total: number; rows: number[] }

/** The first `limit` of `length` rows in `before` order: a bounded heap, or a full sort for deep pages. */
function firstRows(rows: Int32Array, length: number, limit: number, before: (a: number, b: number) => boolean): number[] {
  const compare = (a: number, b: number) => (before(a, b) ? -1 : before(b, a) ? 1 : 0);
  if (limit > HEAP_LIMIT) return Array.from(rows.subarray(0, length)).sort(compare).slice(0, limit);
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
  return heap.sort(compare);
}

/** Top ads on every `every`-th place; when one group runs out the other fills the rest. */
function interleave(tops: readonly number[], others: readonly number[], every: number, limit: number): number[] {
  const out: number[] = [];
  let t = 0;
  let o = 0;
  while (out.length < limit && (t < tops.length || o < others.length)) {
    const topPlace = out.length % every === 0;
    if ((topPlace && t < tops.length) || o >= others.length) out.push(tops[t++] as number);
    else out.push(others[o++] as number);
  }
  return out;
}

/**
 * Counts the matches and returns the first `limit` rows in order: a bounded heap (top-K partial
 * selection) for normal pages, a full sort of the matches for deep pages.
 */
/**
 * Sort keys for 'Entfernung': the haversine term of each match's distance from the search's circle
 * centre (it grows with the distance, so no square root or arc sine is needed to order by it).
 * Without coordinates every key is 0 and the newest ad comes first.
 */
function distanceKeys(q: CompiledQuery, s: ColumnStore, rows: Int32Array, length: number): Float64Array {
  const keys = new Float64Array(s.id.length);
  const geo = q.geo;
  if (geo?.kind !== 'circle') return keys;
  for (let j = 0; j < length; j++) {
    const i = rows[j] as number;
    const lat = s.lat[i] as number;
    const sinLat = Math.sin(((lat - geo.lat) * RAD) / 2);
    const sinLon = Math.sin((((s.lon[i] as number) - geo.lon) * RAD) / 2);
    const h = sinLat * sinLat + geo.cosLat * Math.cos(lat * RAD) * sinLon * sinLon;
    keys[i] = Number.isNaN(h) ? Number.POSITIVE_INFINITY : h;
  }
  return keys;
}

export function topRows(q: CompiledQuery, s: ColumnStore, ordering: Ordering, limit: number): TopResult {
  const { rows, length } = matchRows(q, s);
  const key: ArrayLike<number> = ordering.column === 'distance' ? distanceKeys(q, s, rows, length) : s[ordering.column];
  const id = s.id;
  const desc = ordering.descending;
  /** True when row a is listed before row b. */
  const before = (a: number, b: number): boolean => {
    const ka = key[a] as number;
    const kb = key[b] as number;
    if (ka !== kb) return desc ? ka > kb : ka < kb;
    return (id[a] as number) > (id[b] as number);
  };
  if (!ordering.topEvery) return { total: length, rows: firstRows(rows, length, limit, before) };
  const flags = s.flags;
  const tops = new Int32Array(length);
  const others = new Int32Array(length);
  let nt = 0;
  let no = 0;
  for (let j = 0; j < length; j++) {
    const i = rows[j] as number;
    if (((flags[i] as number) & FLAG_TOP) !== 0) tops[nt++] = i;
    else others[no++] = i;
  }
  return { total: length, rows: interleave(firstRows(tops, nt, limit, before), firstRows(others, no, limit, before), ordering.topEvery, limit) };
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
  /** index 0: dealer cars */
  dealer: Int32Array;
  /** index 0: cars with photos */
  photos: Int32Array;
  /** index: 0 without accident, 1 accident */
  accident: Int32Array;
  /** index: price grade 1..5, 0 without one */
  rating: Int32Array;
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
    state: new Int32Array(256),
    eq: new Int32Array(EQ_WORDS * 32),
    particularities: new Int32Array(3),
    dealer: new Int32Array(1),
    photos: new Int32Array(1),
    accident: new Int32Array(2),
    rating: new Int32Array(256),
  };
}

function countColumn(col: Int32Array | Uint8Array, counts: Int32Array, rows: Int32Array, n: number): void {
  for (let j = 0; j < n; j++) (counts[col[rows[j] as number] as number] as number)++;
}

/** The three particularity flags: rows are tallied by their flag byte, then summed per flag. */
function countParticularities(flags: Uint8Array, counts: Int32Array, rows: Int32Array, n: number): void {
  const byValue = new Int32Array(256);
  for (let j = 0; j < n; j++) (byValue[flags[rows[j] as number] as number] as number)++;
  byValue.forEach((c, v) => {
    if (v & FLAG_WARRANTY) (counts[0] as number) += c;
    if (v & FLAG_SERVICE) (counts[1] as number) += c;
    if (v & FLAG_VAT) (counts[2] as number) += c;
  });
}

/** counts[0] += rows with the flag set */
function countFlag(flags: Uint8Array, bit: number, counts: Int32Array, rows: Int32Array, n: number): void {
  let c = 0;
  for (let j = 0; j < n; j++) c += (flags[rows[j] as number] as number) & bit ? 1 : 0;
  (counts[0] as number) += c;
}

/**
 * Equipment facet: how many rows have each equipment bit. Counting by byte: each row adds one to
 * a 256-entry table per byte of its 128-bit set (16 small tables stay in the L1 cache); afterwards
 * every byte value's count is added to the bits it contains. Much cheaper than a loop over bits.
 */
function countEquipment(eq: Uint32Array, counts: Int32Array, rows: Int32Array, n: number): void {
  const bytes = new Uint8Array(eq.buffer, eq.byteOffset, eq.byteLength);
  const width = EQ_WORDS * 4;
  const tables = new Int32Array(width * 256);
  for (let j = 0; j < n; j++) {
    const base = (rows[j] as number) * width;
    for (let k = 0; k < width; k++) (tables[k * 256 + (bytes[base + k] as number)] as number)++;
  }
  // Uint32 words are little-endian on every platform Node runs on: byte k holds bits 8k..8k+7.
  for (let k = 0; k < width; k++) {
    for (let v = 1; v < 256; v++) {
      const c = tables[k * 256 + v] as number;
      if (c === 0) continue;
      for (let bit = 0; bit < 8; bit++) if ((v >>> bit) & 1) (counts[k * 8 + bit] as number) += c;
    }
  }
}

/** Which filter group each facet belongs to, and how it is counted over a row list. */
const FACETS: readonly { group: number; count: (f: FacetCounts, s: ColumnStore, rows: Int32Array, n: number) => void }[] = [
  { group: G.makeModel, count: (f, s, rows, n) => { countColumn(s.make, f.make, rows, n); countColumn(s.model, f.model, rows, n); } },
  { group: G.fuel, count: (f, s, rows, n) => countColumn(s.fuel, f.fuel, rows, n) },
  { group: G.body, count: (f, s, rows, n) => countColumn(s.body, f.body, rows, n) },
  { group: G.offer, count: (f, s, rows, n) => countColumn(s.offer, f.offer, rows, n) },
  { group: G.gear, count: (f, s, rows, n) => countColumn(s.gear, f.gear, rows, n) },
  { group: G.color, count: (f, s, rows, n) => countColumn(s.color, f.color, rows, n) },
  { group: G.doors, count: (f, s, rows, n) => countColumn(s.doors, f.doors, rows, n) },
  { group: G.seats, count: (f, s, rows, n) => countColumn(s.seats, f.seats, rows, n) },
  { group: G.uph, count: (f, s, rows, n) => countColumn(s.uph, f.uph, rows, n) },
  { group: G.emclass, count: (f, s, rows, n) => countColumn(s.emclass, f.emclass, rows, n) },
  { group: G.state, count: (f, s, rows, n) => countColumn(s.state, f.state, rows, n) },
  { group: G.particularities, count: (f, s, rows, n) => countParticularities(s.flags, f.particularities, rows, n) },
  { group: G.dealer, count: (f, s, rows, n) => countFlag(s.flags, FLAG_DEALER, f.dealer, rows, n) },
  { group: G.photos, count: (f, s, rows, n) => countFlag(s.flags, FLAG_PHOTOS, f.photos, rows, n) },
  {
    group: G.accident,
    count: (f, s, rows, n) => {
      const before = f.accident[1] as number;
      countFlag(s.flags, FLAG_ACCIDENT, f.accident.subarray(1), rows, n);
      (f.accident[0] as number) += n - ((f.accident[1] as number) - before);
    },
  },
  { group: G.eq, count: (f, s, rows, n) => countEquipment(s.eq, f.eq, rows, n) },
  { group: G.rating, count: (f, s, rows, n) => countColumn(s.rating, f.rating, rows, n) },
];

/**
 * Facet counts: facet X over the rows passing every filter group except X's own (a row is counted
 * for X when all filters but X pass), so a visitor sees what choosing another value would give.
 * Those rows are the matches plus the rows that fail X but pass the rest; the latter are found by
 * one inverted pass of X over the candidates, then narrowed by the other groups.
 */
export function facetCounts(q: CompiledQuery, s: ColumnStore): FacetCounts {
  const f = newFacets(s);
  const cands = candidates(q, s, true);
  const matches = new Int32Array(cands.length);
  const n = narrow(q, s, cands, matches);
  f.total = n;
  const failing = new Int32Array(cands.length);
  for (const facet of FACETS) {
    facet.count(f, s, matches, n);
    if (!q.checks.includes(facet.group)) continue;
    const m = filterGroup(q, s, facet.group, cands.rows, cands.length, failing, 1);
    facet.count(f, s, failing, narrow(q, s, { rows: failing, length: m }, failing, facet.group));
  }
  return f;
}

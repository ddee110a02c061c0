/**
 * Searching the bitmap index: every filter group of a query becomes a bitset (a value's bitset as
 * it is, an OR of values or range buckets, an AND of equipment ids), the matches are their AND.
 * A page is found by walking the presorted order of its sort column until it is full; facet X is
 * counted over the rows passing every group except X, by tallying those rows or (when they are
 * most of the live rows) the few that are missing from the precomputed counts of all live rows.
 */
import { andCardinality, andInto, andNotInto, cardinality, extractRows, extractRowsAndNot, hasBit, orInto, setBit, type Bitset } from './bitset.ts';
import type { RangeColumn, SearchIndex } from './bitmap-index.ts';
import { FLAG_ACCIDENT, FLAG_DEALER, FLAG_PHOTOS, FLAG_SERVICE, FLAG_TOP, FLAG_VAT, FLAG_WARRANTY, type ColumnStore } from './column-store.ts';
import { BYTE_FACETS, G, type CompiledQuery } from './compiled-query.ts';
import { FACETS, newFacets, type Facet, type FacetArray, type FacetCounts } from './facet-counts.ts';
import type { SortColumn } from './sort-orders.ts';

const RAD = Math.PI / 180;
const FLAG_INDEX = (flag: number) => 31 - Math.clz32(flag);

/** A query evaluated against the index: the bitset of each active filter group and of the matches. */
export interface QueryBits {
  q: CompiledQuery;
  /** every active group's rows (read only: may be the index's own bitsets) */
  groups: { group: number; bits: Bitset }[];
  /** the live rows the accident filter allows: the set every other group's rows are counted within */
  accidentRows: Bitset;
  matches: Bitset;
  total: number;
  /** true when text/place groups were evaluated over every row a facet count can see */
  forFacets: boolean;
}

/** Rows of a group as a bitset (read only). Text and place groups are tested row by row elsewhere. */
function groupBits(q: CompiledQuery, idx: SearchIndex, g: number): Bitset {
  const s = idx.store;
  const fresh = () => new Uint32Array(idx.words);
  const flag = (bit: number) => idx.flags[FLAG_INDEX(bit)] as Bitset;
  switch (g) {
    case G.seller: {
      const out = fresh();
      const list = s.bySeller.get(q.sellerId);
      for (let j = 0; list && j < list.length; j++) {
        const r = list.rows[j] as number;
        if (hasBit(idx.live, r)) setBit(out, r);
      }
      return out;
    }
    case G.makeModel: {
      const out = fresh();
      const makeAny = q.makeAny as Uint8Array;
      const modelAny = q.modelAny as Uint8Array;
      for (let m = 0; m < makeAny.length; m++) {
        const bits = idx.make[m];
        if (makeAny[m] === 1 && bits) orInto(out, bits);
      }
      for (let m = 0; m < modelAny.length; m++) {
        if (modelAny[m] !== 1) continue;
        const list = idx.modelRows.get(m);
        for (let j = 0; list && j < list.length; j++) {
          const r = list.rows[j] as number;
          if (hasBit(idx.live, r)) setBit(out, r);
        }
      }
      return out;
    }
    case G.price:
      return rangeBits(idx, 'price', q.price);
    case G.km:
      return rangeBits(idx, 'km', q.km);
    case G.cost:
      return rangeBits(idx, 'cost', q.cost);
    case G.ev: {
      const ev = q.ev as NonNullable<CompiledQuery['ev']>;
      return intersection(
        (['evRange', 'battery', 'dc', 'soh'] as const).flatMap((column) => (ev[column] ? [rangeBits(idx, column, ev[column])] : [])),
        idx,
      );
    }
    case G.reg:
      return rangeBits(idx, 'reg', q.reg);
    case G.newSince:
      return rangeBits(idx, 'created', q.firstSeen);
    case G.power:
      return rangeBits(idx, q.powerInPs ? 'ps' : 'kw', q.power);
    case G.particularities:
      return intersection([FLAG_WARRANTY, FLAG_SERVICE, FLAG_VAT].filter((b) => (q.particularities & b) !== 0).map(flag), idx);
    case G.dealer:
      return flag(FLAG_DEALER);
    case G.photos:
      return flag(FLAG_PHOTOS);
    case G.accident:
      return q.accident === 1 ? flag(FLAG_ACCIDENT) : idx.clean;
    case G.eq: {
      const eq = q.eq as Uint32Array;
      const sets: Bitset[] = [];
      for (let e = 0; e < eq.length * 32; e++) if ((((eq[e >>> 5] as number) >>> (e & 31)) & 1) === 1) sets.push(idx.eq[e] ?? idx.empty);
      return intersection(sets, idx);
    }
    default: {
      const facet = BYTE_FACETS.find((f) => f.group === g);
      if (!facet) throw new Error(`no bitsets for filter group ${g}`);
      const mask = q.bytes[facet.key] as Uint8Array;
      const list = idx.bytes[facet.key];
      let single: Bitset | null = null;
      let out: Bitset | null = null;
      for (let v = 0; v < 256; v++) {
        const bits = list[v];
        if (mask[v] !== 1 || !bits) continue;
        if (single === null && out === null) single = bits;
        else {
          out ??= (single as Bitset).slice();
          orInto(out, bits);
        }
      }
      return out ?? single ?? idx.empty;
    }
  }
}

/** The rows in every one of `sets` (read only: one set is returned as it is). */
function intersection(sets: readonly Bitset[], idx: SearchIndex): Bitset {
  const [first, ...rest] = sets;
  if (!first) return idx.live;
  if (rest.length === 0) return first;
  const out = first.slice();
  for (const b of rest) andInto(out, b);
  return out;
}

function rangeBits(idx: SearchIndex, column: Exclude<RangeColumn, 'lat'>, bounds: [number, number] | null): Bitset {
  const out = new Uint32Array(idx.words);
  if (bounds) idx.ranges[column].select(bounds[0], bounds[1], out);
  return out;
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

/** The rows of `domain` that pass a row-by-row test, as a bitset. */
function testRows(domain: Bitset, test: (i: number) => boolean, words: number): Bitset {
  const out = new Uint32Array(words);
  for (let w = 0; w < domain.length; w++) {
    let x = domain[w] as number;
    let keep = 0;
    while (x !== 0) {
      const low = x & -x;
      if (test((w << 5) + 31 - Math.clz32(low))) keep |= low;
      x ^= low;
    }
    out[w] = keep >>> 0;
  }
  return out;
}

/**
 * Evaluates a query. Text and place groups have no bitsets: they are tested on the rows that can
 * matter, which for a search are the rows passing every other group and for facet counts the live
 * rows failing at most one other group (only those reach any count).
 */
export function evaluate(q: CompiledQuery, idx: SearchIndex, forFacets: boolean): QueryBits {
  const s = idx.store;
  const groups: { group: number; bits: Bitset }[] = [];
  for (const g of q.checks) if (g !== G.text && g !== G.geo) groups.push({ group: g, bits: groupBits(q, idx, g) });
  const accidentRows = groups.find((x) => x.group === G.accident)?.bits ?? idx.live;
  const predicates = [...q.checks].filter((g) => g === G.text || g === G.geo);
  if (predicates.length > 0) {
    let domain: Bitset;
    if (forFacets) {
      // live rows failing at most one group: a1 = failed one or more, a2 = failed two or more
      const a1 = new Uint32Array(idx.words);
      const a2 = new Uint32Array(idx.words);
      const live = idx.live;
      for (const { bits } of groups) {
        for (let w = 0; w < a1.length; w++) {
          const fail = (live[w] as number) & ~(bits[w] as number);
          a2[w] = (a2[w] as number) | ((a1[w] as number) & fail);
          a1[w] = (a1[w] as number) | fail;
        }
      }
      domain = live.slice();
      andNotInto(domain, a2);
    } else {
      domain = intersection(
        groups.map((x) => x.bits),
        idx,
      );
    }
    for (const g of predicates) {
      let rows = domain;
      const geo = q.geo;
      if (g === G.geo && geo?.kind === 'circle') {
        // The latitude band of the circle: only its buckets' rows get the distance test.
        const band = new Uint32Array(idx.words);
        idx.ranges.lat.select(geo.lat - geo.dLat, geo.lat + geo.dLat, band, false);
        andInto(band, domain);
        rows = band;
      }
      groups.push({ group: g, bits: testRows(rows, g === G.geo ? (i) => inGeo(q, s, i) : (i) => matchesText(q, s, i), idx.words) });
    }
  }
  const matches = intersection(
    groups.map((x) => x.bits),
    idx,
  );
  return { q, groups, accidentRows, matches, total: cardinality(matches), forFacets };
}

/** Every matching row, ascending. */
export function matchRows(e: QueryBits): { rows: Int32Array; length: number } {
  const rows = new Int32Array(e.total);
  return { rows, length: extractRows(e.matches, rows) };
}

/** 'distance' is no stored column: it is measured from the search's place for each match (distanceKeys). */
export type SortKeyColumn = SortColumn | 'distance';

/**
 * How results are ordered: a column, its direction, ties broken by id (newest ad first).
 * `topEvery`: top ads (FLAG_TOP) take every n-th place (the 1st, the (n+1)th, …), each group in
 * the column's order, as portals interleave paid ads with ordinary ones.
 */
export interface Ordering {
  column: SortKeyColumn;
  descending: boolean;
  topEvery?: number;
}

/** Places of top ads in 'Beste Ergebnisse': every fifth, so a page of 20 shows four. */
export const TOP_AD_EVERY = 5;

export interface TopResult {
  total: number;
  rows: number[];
}

/**
 * The first `limit` of n rows by (key, then higher id first): a bounded max-heap of positions whose
 * root is the worst kept row, then the kept rows sorted. keys[j] and ids[j] belong to rows[j].
 */
function firstRows(rows: Int32Array, keys: Float64Array, ids: Int32Array, n: number, descending: boolean, limit: number): number[] {
  const sign = descending ? -1 : 1;
  /** true when position a is listed after position b */
  const after = (a: number, b: number) => {
    const d = ((keys[a] as number) - (keys[b] as number)) * sign;
    return (
      d > 0 || (d === 0 && (ids[a] as number) < (ids[b] as number)) || (Number.isNaN(d) && Number.isNaN(keys[a] as number) && !Number.isNaN(keys[b] as number))
    );
  };
  const k = Math.min(limit, n);
  const heap = new Int32Array(k);
  let size = 0;
  const siftDown = (from: number) => {
    let p = from;
    for (;;) {
      const l = 2 * p + 1;
      const r = l + 1;
      let worst = p;
      if (l < size && after(heap[l] as number, heap[worst] as number)) worst = l;
      if (r < size && after(heap[r] as number, heap[worst] as number)) worst = r;
      if (worst === p) return;
      const t = heap[p] as number;
      heap[p] = heap[worst] as number;
      heap[worst] = t;
      p = worst;
    }
  };
  // Newest rows first: rows are mostly in id order, so the ties of equal keys (and the whole order
  // when there is no place to measure from) arrive best-first and seldom displace the heap's root.
  for (let j = n - 1; j >= 0; j--) {
    if (size < k) {
      heap[size] = j;
      let c = size++;
      while (c > 0) {
        const p = (c - 1) >> 1;
        if (!after(heap[c] as number, heap[p] as number)) break;
        const t = heap[p] as number;
        heap[p] = heap[c] as number;
        heap[c] = t;
        c = p;
      }
    } else if (k > 0 && after(heap[0] as number, j)) {
      heap[0] = j;
      siftDown(0);
    }
  }
  return Array.from(heap.subarray(0, size))
    .sort((a, b) => (after(a, b) ? 1 : after(b, a) ? -1 : 0))
    .map((j) => rows[j] as number);
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
 * Sort keys for 'Entfernung': the haversine term of each match's distance from the search's circle
 * centre (it grows with the distance, so no square root or arc sine is needed to order by it).
 * Without coordinates every key is 0 and the newest ad comes first; a car without coordinates last.
 */
function distanceKeys(q: CompiledQuery, s: ColumnStore, rows: Int32Array, n: number): Float64Array {
  const keys = new Float64Array(n);
  const geo = q.geo;
  if (geo?.kind !== 'circle') return keys;
  for (let j = 0; j < n; j++) {
    const i = rows[j] as number;
    const lat = s.lat[i] as number;
    const sinLat = Math.sin(((lat - geo.lat) * RAD) / 2);
    const sinLon = Math.sin((((s.lon[i] as number) - geo.lon) * RAD) / 2);
    const h = sinLat * sinLat + geo.cosLat * Math.cos(lat * RAD) * sinLon * sinLon;
    keys[j] = Number.isNaN(h) ? Number.POSITIVE_INFINITY : h;
  }
  return keys;
}

/**
 * The first `limit` rows of `member` (`count` rows): walking the presorted order when the walk
 * is expected to be short (about limit × rows / count steps), else a heap over the extracted rows.
 */
function firstOf(e: QueryBits, idx: SearchIndex, ordering: Ordering, member: Bitset, count: number, limit: number): number[] {
  if (count === 0 || limit === 0) return [];
  const s = idx.store;
  if (ordering.column !== 'distance') {
    const walk = (limit * s.length) / count;
    if (walk <= count * 4 + idx.words) return idx.orders.first(ordering.column, ordering.descending, member, limit);
  }
  const rows = new Int32Array(count);
  const n = extractRows(member, rows);
  const ids = new Int32Array(n);
  for (let j = 0; j < n; j++) ids[j] = s.id[rows[j] as number] as number;
  let keys: Float64Array;
  if (ordering.column === 'distance') keys = distanceKeys(e.q, s, rows, n);
  else {
    const column = s[ordering.column];
    keys = new Float64Array(n);
    for (let j = 0; j < n; j++) keys[j] = column[rows[j] as number] as number;
  }
  return firstRows(rows, keys, ids, n, ordering.descending, limit);
}

/** Counts the matches and returns the first `limit` rows in order. */
export function topRows(e: QueryBits, idx: SearchIndex, ordering: Ordering, limit: number): TopResult {
  if (!ordering.topEvery) return { total: e.total, rows: firstOf(e, idx, ordering, e.matches, e.total, limit) };
  const top = idx.flags[FLAG_INDEX(FLAG_TOP)] as Bitset;
  const tops = e.matches.slice();
  andInto(tops, top);
  const others = e.matches.slice();
  andNotInto(others, top);
  const nTops = andCardinality(e.matches, top);
  return {
    total: e.total,
    rows: interleave(firstOf(e, idx, ordering, tops, nTops, limit), firstOf(e, idx, ordering, others, e.total - nTops, limit), ordering.topEvery, limit),
  };
}

/** The rows every group but `skip` lets through (read only). */
function allBut(e: QueryBits, skip: number, idx: SearchIndex): Bitset {
  return intersection(
    e.groups.filter((x) => x.group !== skip).map((x) => x.bits),
    idx,
  );
}

/** A bitset word costs about this many row steps (popcount of an AND). */
const WORD_COST = 1.5;

/** The bitset of each value of a facet, by count slot; null for a facet without them (models have row lists). */
function valueBitsets(facet: Facet, idx: SearchIndex): { slot: number; bits: Bitset }[] | null {
  const flag = (bit: number) => idx.flags[FLAG_INDEX(bit)] as Bitset;
  const each = (sets: (Bitset | undefined)[]) => sets.flatMap((bits, slot) => (bits ? [{ slot, bits }] : []));
  const byte = BYTE_FACETS.find((b) => b.group === facet.group);
  if (byte) return each(idx.bytes[byte.key]);
  switch (facet.group) {
    case G.eq:
      return each(idx.eq);
    case G.particularities:
      return [FLAG_WARRANTY, FLAG_SERVICE, FLAG_VAT].map((bit, slot) => ({ slot, bits: flag(bit) }));
    case G.dealer:
      return [{ slot: 0, bits: flag(FLAG_DEALER) }];
    case G.photos:
      return [{ slot: 0, bits: flag(FLAG_PHOTOS) }];
    case G.accident:
      return [{ slot: 1, bits: flag(FLAG_ACCIDENT) }];
    default:
      return null;
  }
}

/**
 * Counts `facets` over the rows of `rows` (n of them), which lie within `within` (all live rows,
 * the accident-free ones or the accident cars: `accident` -1, 0, 1). Per facet the cheaper way:
 * one AND + popcount per value (few values, many rows), or tallying rows: the rows themselves or
 * the rows of `within` they lack, taken from `within`'s precomputed counts, whichever is fewer.
 */
function countOver(
  f: FacetCounts,
  idx: SearchIndex,
  facets: readonly Facet[],
  rows: Bitset,
  n: number,
  within: Bitset,
  accident: -1 | 0 | 1,
  exact: boolean,
): void {
  if (exact) {
    for (const facet of facets) for (const name of facet.arrays) f[name] = idx.baseCounts(accident, name, f[name].length);
    return;
  }
  const s = idx.store;
  const size = accident === -1 ? idx.liveCount : accident === 1 ? idx.accidentCount : idx.liveCount - idx.accidentCount;
  const tallied = Math.min(n, size - n);
  const byRows: Facet[] = [];
  for (const facet of facets) {
    const sets = valueBitsets(facet, idx);
    if (sets === null || sets.length * idx.words * WORD_COST >= tallied * facet.rowCost) {
      byRows.push(facet);
      continue;
    }
    const counts = f[facet.arrays[0] as FacetArray];
    for (const { slot, bits } of sets) counts[slot] = andCardinality(rows, bits);
    if (facet.group === G.accident) counts[0] = n - (counts[1] as number);
  }
  if (byRows.length === 0) return;
  if (n * 2 <= size) {
    const list = new Int32Array(n);
    const m = extractRows(rows, list);
    for (const facet of byRows) facet.tally(f, s, list, m, 1);
    return;
  }
  for (const facet of byRows) for (const name of facet.arrays) f[name] = idx.baseCounts(accident, name, f[name].length);
  const missing = new Int32Array(size - n);
  const m = extractRowsAndNot(within, rows, missing);
  for (const facet of byRows) facet.tally(f, s, missing, m, -1);
}

/**
 * Facet counts: facet X over the rows passing every filter group except X's own, so a visitor
 * sees what choosing another value would give. Facets whose group the query does not use share
 * one count over the matches.
 */
export function facetCounts(e: QueryBits, idx: SearchIndex): FacetCounts {
  const f = newFacets(idx.store);
  f.total = e.total;
  const accident = e.q.accident;
  const used = new Set(e.groups.map((x) => x.group));
  // Only the accident filter (or none) in use: the matches are exactly a precomputed set.
  const onlyAccident = (groups: Set<number>) => [...groups].every((g) => g === G.accident);
  const unused = FACETS.filter((facet) => !used.has(facet.group));
  countOver(f, idx, unused, e.matches, e.total, e.accidentRows, accident, onlyAccident(used));
  for (const facet of FACETS) {
    if (!used.has(facet.group)) continue;
    const rows = allBut(e, facet.group, idx);
    const others = new Set([...used].filter((g) => g !== facet.group));
    const own = facet.group === G.accident;
    countOver(f, idx, [facet], rows, cardinality(rows), own ? idx.live : e.accidentRows, own ? -1 : accident, onlyAccident(others));
  }
  return f;
}

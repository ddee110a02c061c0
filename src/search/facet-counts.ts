/**
 * The facets the counters report, each tied to its filter group: how a list of rows is tallied into
 * raw counts (indexed by the stored codes). Byte columns are facets by table (BYTE_FACETS in
 * compiled-query.ts): a new byte attribute becomes a filter, a bitset per value and a count there.
 */
import { EQ_WORDS, FLAG_ACCIDENT, FLAG_DEALER, FLAG_PHOTOS, FLAG_SERVICE, FLAG_VAT, FLAG_WARRANTY, type ColumnStore } from './column-store.ts';
import { BYTE_FACETS, G, type ByteFacetKey } from './compiled-query.ts';

/** Raw facet counts, indexed by the stored codes (ids, dictionary ids, state index). */
export type FacetCounts = Record<ByteFacetKey, Int32Array> & {
  total: number;
  make: Int32Array;
  model: Int32Array;
  eq: Int32Array;
  /** index: 0 warranty, 1 service, 2 VAT */
  particularities: Int32Array;
  /** index 0: dealer cars */
  dealer: Int32Array;
  /** index 0: cars with photos */
  photos: Int32Array;
  /** index: 0 without accident, 1 accident */
  accident: Int32Array;
};

export type FacetArray = Exclude<keyof FacetCounts, 'total'>;

export function newFacets(s: ColumnStore): FacetCounts {
  const bytes = Object.fromEntries(BYTE_FACETS.map((f) => [f.key, new Int32Array(256)])) as Record<ByteFacetKey, Int32Array>;
  return {
    ...bytes,
    total: 0,
    make: new Int32Array(s.maxMakeId + 1),
    model: new Int32Array(s.maxModelId + 1),
    eq: new Int32Array(EQ_WORDS * 32),
    particularities: new Int32Array(3),
    dealer: new Int32Array(1),
    photos: new Int32Array(1),
    accident: new Int32Array(2),
  };
}

function countColumn(col: Int32Array | Uint8Array, counts: Int32Array, rows: Int32Array, n: number, sign: number): void {
  for (let j = 0; j < n; j++) (counts[col[rows[j] as number] as number] as number) += sign;
}

/** counts[index] += sign for each row with the flag set */
function countFlag(flags: Uint8Array, bit: number, counts: Int32Array, index: number, rows: Int32Array, n: number, sign: number): void {
  let c = 0;
  for (let j = 0; j < n; j++) c += (flags[rows[j] as number] as number) & bit ? 1 : 0;
  (counts[index] as number) += c * sign;
}

/**
 * Equipment facet: how many rows have each equipment bit. Counting by byte: each row adds one to
 * a 256-entry table per byte of its 128-bit set (16 small tables stay in the L1 cache); afterwards
 * every byte value's count is added to the bits it contains. Much cheaper than a loop over bits.
 */
function countEquipment(eq: Uint32Array, counts: Int32Array, rows: Int32Array, n: number, sign: number): void {
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
      for (let bit = 0; bit < 8; bit++) if ((v >>> bit) & 1) (counts[k * 8 + bit] as number) += c * sign;
    }
  }
}

export interface Facet {
  group: number;
  /** the count arrays this facet fills */
  arrays: readonly FacetArray[];
  /** about how many steps tallying one row takes (compared with the bitset count per value) */
  rowCost: number;
  /** adds `sign` per row of rows[0..n) to the facet's counts */
  tally(f: FacetCounts, s: ColumnStore, rows: Int32Array, n: number, sign: number): void;
}

/** Every facet of the counters, with the filter group it is counted without. */
export const FACETS: readonly Facet[] = [
  {
    group: G.makeModel,
    arrays: ['make', 'model'],
    rowCost: 2,
    tally: (f, s, rows, n, sign) => {
      countColumn(s.make, f.make, rows, n, sign);
      countColumn(s.model, f.model, rows, n, sign);
    },
  },
  ...BYTE_FACETS.map(({ key, group }): Facet => ({
    group,
    arrays: [key],
    rowCost: 1,
    tally: (f, s, rows, n, sign) => countColumn(s[key], f[key], rows, n, sign),
  })),
  {
    group: G.particularities,
    arrays: ['particularities'],
    rowCost: 3,
    tally: (f, s, rows, n, sign) => {
      countFlag(s.flags, FLAG_WARRANTY, f.particularities, 0, rows, n, sign);
      countFlag(s.flags, FLAG_SERVICE, f.particularities, 1, rows, n, sign);
      countFlag(s.flags, FLAG_VAT, f.particularities, 2, rows, n, sign);
    },
  },
  { group: G.dealer, arrays: ['dealer'], rowCost: 1, tally: (f, s, rows, n, sign) => countFlag(s.flags, FLAG_DEALER, f.dealer, 0, rows, n, sign) },
  { group: G.photos, arrays: ['photos'], rowCost: 1, tally: (f, s, rows, n, sign) => countFlag(s.flags, FLAG_PHOTOS, f.photos, 0, rows, n, sign) },
  {
    group: G.accident,
    arrays: ['accident'],
    rowCost: 1,
    tally: (f, s, rows, n, sign) => {
      const before = f.accident[1] as number;
      countFlag(s.flags, FLAG_ACCIDENT, f.accident, 1, rows, n, sign);
      (f.accident[0] as number) += n * sign - ((f.accident[1] as number) - before);
    },
  },
  { group: G.eq, arrays: ['eq'], rowCost: 16, tally: (f, s, rows, n, sign) => countEquipment(s.eq, f.eq, rows, n, sign) },
];

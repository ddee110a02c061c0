/**
 * Plain bitsets over row numbers: bit `row & 31` of word `row >>> 5`. Every bitset of one index has
 * the same number of words; the operations run word by word (32 rows per step), so their cost
 * follows the row count / 32, and extracting rows follows the number of set bits.
 */
export type Bitset = Uint32Array;

export function wordsFor(rows: number): number {
  return (rows + 31) >>> 5;
}

export function hasBit(b: Bitset, row: number): boolean {
  return (((b[row >>> 5] as number) >>> (row & 31)) & 1) === 1;
}

export function setBit(b: Bitset, row: number): void {
  b[row >>> 5] = ((b[row >>> 5] as number) | (1 << (row & 31))) >>> 0;
}

export function clearBit(b: Bitset, row: number): void {
  b[row >>> 5] = ((b[row >>> 5] as number) & ~(1 << (row & 31))) >>> 0;
}

export function popcount32(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

export function cardinality(b: Bitset): number {
  let c = 0;
  for (let w = 0; w < b.length; w++) {
    const x = b[w] as number;
    if (x !== 0) c += popcount32(x);
  }
  return c;
}

/** |a ∧ b| without materialising the intersection. */
export function andCardinality(a: Bitset, b: Bitset): number {
  let c = 0;
  for (let w = 0; w < a.length; w++) {
    const x = (a[w] as number) & (b[w] as number);
    if (x !== 0) c += popcount32(x);
  }
  return c;
}

/** into = into ∧ b */
export function andInto(into: Bitset, b: Bitset): void {
  for (let w = 0; w < into.length; w++) into[w] = (into[w] as number) & (b[w] as number);
}

/** into = into ∨ b */
export function orInto(into: Bitset, b: Bitset): void {
  for (let w = 0; w < into.length; w++) into[w] = (into[w] as number) | (b[w] as number);
}

/** into = into ∧ ¬b */
export function andNotInto(into: Bitset, b: Bitset): void {
  for (let w = 0; w < into.length; w++) into[w] = (into[w] as number) & ~(b[w] as number);
}

/** The set rows of `b` in ascending order into `out` (which must hold them); returns how many. */
export function extractRows(b: Bitset, out: Int32Array): number {
  let n = 0;
  for (let w = 0; w < b.length; w++) {
    let x = b[w] as number;
    const base = w << 5;
    while (x !== 0) {
      const low = x & -x;
      out[n++] = base + 31 - Math.clz32(low);
      x ^= low;
    }
  }
  return n;
}

/** The set rows of `a ∧ ¬b` (a minus b) into `out`; returns how many. */
export function extractRowsAndNot(a: Bitset, b: Bitset, out: Int32Array): number {
  let n = 0;
  for (let w = 0; w < a.length; w++) {
    let x = (a[w] as number) & ~(b[w] as number);
    const base = w << 5;
    while (x !== 0) {
      const low = x & -x;
      out[n++] = base + 31 - Math.clz32(low);
      x ^= low;
    }
  }
  return n;
}

/** A copy with room for `words` words (growing keeps every bit). */
export function resized(b: Bitset, words: number): Bitset {
  const next = new Uint32Array(words);
  next.set(b.length <= words ? b : b.subarray(0, words));
  return next;
}

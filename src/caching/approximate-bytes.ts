/**
 * About how many bytes a cached value holds, for caches bounded by bytes (src/config/memory-budget.ts).
 * An estimate of V8's layout, not a measurement: numbers and pointers 8 bytes, strings one byte per
 * character plus a header (the texts cached here are mostly Latin-1, which V8 keeps one byte each),
 * typed arrays their buffer. Shared objects are counted at each place they are reached, so a value
 * that points into a larger structure is overestimated, never under: the budget holds either way.
 */
const HEADER = 16;
/** Deeper structures are counted as a pointer: cached values here are a few levels deep at most. */
const MAX_DEPTH = 6;

export function approximateBytes(value: unknown, depth = 0): number {
  if (typeof value === 'string') return HEADER + value.length;
  if (typeof value !== 'object' || value === null) return 8;
  if (ArrayBuffer.isView(value)) return HEADER + value.byteLength;
  if (depth >= MAX_DEPTH) return 8;
  let bytes = HEADER;
  if (Array.isArray(value)) {
    for (const item of value as unknown[]) bytes += approximateBytes(item, depth + 1);
  } else if (value instanceof Map) {
    for (const [k, v] of value) bytes += approximateBytes(k, depth + 1) + approximateBytes(v, depth + 1);
  } else {
    for (const [k, v] of Object.entries(value)) bytes += 8 + k.length + approximateBytes(v, depth + 1);
  }
  return bytes;
}

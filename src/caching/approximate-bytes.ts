/**
 * About how many bytes a cached value holds, for caches bounded by bytes (src/config/memory-budget.ts):
 * a model of V8's layout on 64-bit Node (no pointer compression), checked against the heap by
 * tests/integration/cache-memory.test.ts. Shared objects are counted at each place they are reached,
 * so a value that points into a larger structure is overestimated, never under: the budget holds
 * either way. What the model cannot see: a string built by `+` or a template may be a tree of its
 * parts until it is read whole, so values to cache are made of parsed or read text, not built text.
 */
const WORD = 8;
/** map, properties and elements of an object */
const OBJECT_HEADER = 3 * WORD;
/** JSArray (header and length) plus its FixedArray's map and length */
const ARRAY_HEADER = 6 * WORD;
/** map, hash and length */
const STRING_HEADER = 2 * WORD;
/** a typed array's view and its ArrayBuffer objects, besides the bytes; up to 64 bytes V8 keeps them in the view */
const TYPED_ARRAY_HEADER = 152;
const ON_HEAP_TYPED_ARRAY = { maxBytes: 64, header: 88 };
/** a number that is not a small integer is a HeapNumber of its own */
const HEAP_NUMBER = 2 * WORD;
/**
 * An object given more than a few properties by computed keys (records of counts, for example) keeps
 * them in a hash table: key, value and details per entry, with room for half as many again, rounded
 * up to a power of two.
 */
const DICTIONARY_THRESHOLD = 16;
const dictionaryBytes = (entries: number) => 3 * WORD * 2 ** Math.ceil(Math.log2(entries * 1.5));
/**
 * Integer keys ('74': counts by make id) are elements: a slot per index up to the highest (and room to
 * grow, at least 17), or, when that would be several times larger, a hash table as above.
 */
const elementsBytes = (entries: number, highest: number) => Math.min(2 * WORD + WORD * Math.max(17, Math.ceil((highest + 1) * 1.3)), dictionaryBytes(entries));
const ARRAY_INDEX = /^(?:0|[1-9]\d{0,8})$/;
/** Maps and Sets: an ordered hash table of about this much per entry */
const HASH_ENTRY = 5 * WORD;
/** Deeper structures are counted as a pointer: cached values here are a few levels deep at most. */
const MAX_DEPTH = 6;

const align = (bytes: number) => Math.ceil(bytes / WORD) * WORD;
/** V8 keeps a string with any character beyond Latin-1 at two bytes per character. */
const TWO_BYTE = /[^\u0000-\u00ff]/;

/**
 * `shared` names objects the value points to that are not its own (an index's bitsets, another cache's
 * entries): those count as a pointer. `literals`: every object in the value is written as a literal of a
 * fixed shape (a mapped seller), which V8 keeps with fast properties however many it has; without it an
 * object with many named keys is taken for a record built by computed keys, kept as a hash table.
 */
export function approximateBytes(value: unknown, shared?: (object: object) => boolean, { literals = false }: { literals?: boolean } = {}): number {
  return bytesOf(value, 0, shared, literals ? Infinity : DICTIONARY_THRESHOLD);
}

function bytesOf(value: unknown, depth: number, shared: ((object: object) => boolean) | undefined, dictionaryFrom: number): number {
  if (typeof value === 'string') return WORD + align(STRING_HEADER + value.length * (TWO_BYTE.test(value) ? 2 : 1));
  if (typeof value === 'number') return WORD + (Number.isInteger(value) && Math.abs(value) < 2 ** 31 ? 0 : HEAP_NUMBER);
  if (typeof value !== 'object' || value === null || depth >= MAX_DEPTH || shared?.(value)) return WORD;
  if (ArrayBuffer.isView(value)) {
    const header = value.byteLength <= ON_HEAP_TYPED_ARRAY.maxBytes ? ON_HEAP_TYPED_ARRAY.header : TYPED_ARRAY_HEADER;
    return WORD + header + value.byteLength;
  }
  const inner = (item: unknown) => bytesOf(item, depth + 1, shared, dictionaryFrom);
  let bytes = WORD + ARRAY_HEADER;
  if (Array.isArray(value)) {
    for (const item of value as unknown[]) bytes += inner(item);
  } else if (value instanceof Map) {
    for (const [k, v] of value) bytes += HASH_ENTRY + inner(k) + inner(v);
  } else if (value instanceof Set) {
    for (const item of value) bytes += HASH_ENTRY + inner(item);
  } else {
    // Property names are shared by every object with them (V8 interns them): only the slots count.
    let named = 0;
    let indexed = 0;
    let highest = 0;
    bytes = WORD + OBJECT_HEADER;
    for (const [k, v] of Object.entries(value)) {
      if (ARRAY_INDEX.test(k)) {
        indexed++;
        highest = Math.max(highest, Number(k));
      } else named++;
      bytes += inner(v);
    }
    if (named > dictionaryFrom) bytes += dictionaryBytes(named);
    if (indexed > 0) bytes += elementsBytes(indexed, highest);
  }
  return bytes;
}

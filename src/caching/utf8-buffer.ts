/**
 * A text's UTF-8 bytes in a buffer of their own. `Buffer.from(text)` hands out short texts as slices
 * of a shared 8 KB pool, which stays allocated as long as any slice lives: a cache of such slices
 * would hold far more than it counts. Kept as bytes, a text also lies outside the V8 heap at one byte
 * per ASCII character, where V8 keeps a string with a single '€' at two bytes per character.
 */
export function utf8Buffer(text: string): Buffer<ArrayBuffer> {
  const bytes = new TextEncoder().encode(text);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

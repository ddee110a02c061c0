import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';

/** Below this size compressing costs more than it saves. */
const MIN_COMPRESS_BYTES = 2048;

/**
 * JSON ready to send, gzipped when the client accepts it (made once, on first demand). Result pages
 * are ~130 KB of JSON (mostly photo URLs) that gzip to a sixth; sending the smaller form costs the
 * server less than writing the large one, and saves the visitor's connection far more. Given as
 * UTF-8 bytes (the search API's answers, assembled from each car's bytes) or as text.
 */
export class JsonBody {
  private gzipped: Uint8Array<ArrayBuffer> | null = null;
  constructor(readonly json: string | Uint8Array<ArrayBuffer>) {}

  /** What the body holds: its bytes (about, for text) and the gzipped copy once made. */
  get byteLength(): number {
    return (typeof this.json === 'string' ? this.json.length : this.json.byteLength) + (this.gzipped?.byteLength ?? 0);
  }

  send(c: Context) {
    const headers: Record<string, string> = { 'Content-Type': 'application/json; charset=UTF-8', Vary: 'Accept-Encoding' };
    const size = typeof this.json === 'string' ? this.json.length : this.json.byteLength;
    if (size >= MIN_COMPRESS_BYTES && /\bgzip\b/i.test(c.req.header('accept-encoding') ?? '')) {
      // Level 1: nearly the full size reduction on repetitive JSON at half the CPU time of the default.
      this.gzipped ??= new Uint8Array(gzipSync(this.json, { level: 1 }));
      return c.body(this.gzipped, 200, { ...headers, 'Content-Encoding': 'gzip' });
    }
    return c.body(this.json, 200, headers);
  }
}

/** Sends JSON once (see JsonBody). */
export const sendJson = (c: Context, json: string | Uint8Array<ArrayBuffer>) => new JsonBody(json).send(c);

const LISTINGS_OPEN = Buffer.from('{"listings":[');
const COMMA = Buffer.from(',');

/**
 * The bytes of `JSON.stringify({ listings, ...rest })` where `listings` are the cars' JSON bytes
 * (src/listings/listing-reader.server.ts): the cars are copied once, never made into objects or text.
 * `rest` has named keys only (JSON would write integer-like keys before `listings`).
 */
export function listingsJson(listings: readonly Uint8Array[], rest: object = {}): Buffer<ArrayBuffer> {
  const restJson = JSON.stringify(rest);
  const tail = restJson === '{}' ? ']}' : `],${restJson.slice(1)}`;
  return Buffer.concat([LISTINGS_OPEN, ...listings.flatMap((car, i) => (i === 0 ? [car] : [COMMA, car])), Buffer.from(tail)]);
}

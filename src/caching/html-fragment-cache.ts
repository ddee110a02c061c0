import { byteBoundedCache } from './byte-bounded-cache.ts';

/**
 * HTML fragments made once and written into many pages (result cards, issue 35), by a key that changes
 * whenever what they show does. Kept as UTF-8 bytes outside the V8 heap, under the budget's
 * `cardFragments` share. Made here, with the services, so that heap pressure empties it and the
 * `cache_bytes` metric counts it like every other cache (the pages' bundle has its own copy of this module).
 */
export interface HtmlFragmentCache {
  get(key: string): string | undefined;
  set(key: string, html: string): void;
}

/** What a kept fragment weighs besides its bytes: the Buffer and its ArrayBuffer. */
const FRAGMENT_OVERHEAD_BYTES = 160;

export function createHtmlFragmentCache(maxBytes: number): HtmlFragmentCache {
  const cache = byteBoundedCache<string, Buffer>('cardFragments', maxBytes, (html) => html.byteLength + FRAGMENT_OVERHEAD_BYTES);
  return {
    get: (key) => cache.get(key)?.toString(),
    set: (key, html) => void cache.set(key, Buffer.from(html)),
  };
}

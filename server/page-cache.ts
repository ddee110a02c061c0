import { randomUUID } from 'node:crypto';
import { consentFromCookieHeader } from '#src/domain/consent/consent-choice.ts';
import { pageVariantOf } from '#src/domain/device/user-agent.ts';
import { byteBoundedCache } from '#src/caching/byte-bounded-cache.ts';

/**
 * Finished pages, kept in memory for the next visitor who asks for the same address.
 *
 * Rendering a result list costs ~12 ms of CPU (≈2,000 elements); serving a kept copy well under one.
 * A page is kept while the inventory is unchanged (the search index's version: any listing change
 * drops every page) and for 30 s at most, because pages also show seller details and content that
 * have no change feed (the same rule as the API's result cache).
 *
 * Only what every visitor with the same request would get is kept: GET pages answered 200 with no
 * cookie set and not marked `Cache-Control: private` or `no-store`. The key holds what a page may depend on besides its address: the consent cookie
 * (the banner) and the page variant of the user agent (platform-specific links, mobile vs desktop;
 * `pageVariantOf`), not the raw string, which would keep a copy per browser build. Per-response secrets are never shared:
 * the CSP nonce and every id a loader asked `freshId()` for are recorded at their byte offsets and
 * replaced by new values each time the page is served.
 */
export interface PageCacheOptions {
  /** total bytes of kept pages; 0 turns the cache off */
  maxBytes: number;
  /** the inventory version: pages kept under another version are not served */
  version: () => number;
  maxAgeMs?: number;
  now?: () => number;
}

/** What the render of one page used that must differ in every response. */
export interface ResponseSecrets {
  nonce: string;
  ids: readonly string[];
}

interface KeptPage {
  body: Buffer;
  status: number;
  headers: [string, string][];
  /** the secrets the render used (0 = nonce, 1… = ids) and the byte offsets where each sits */
  secrets: { length: number; offsets: number[] }[];
  version: number;
  at: number;
}

const MAX_AGE_MS = 30_000;

export function createPageCache({ maxBytes, version, maxAgeMs = MAX_AGE_MS, now = Date.now }: PageCacheOptions) {
  // The body lies outside the V8 heap (a Buffer); it is most of what a kept page weighs.
  const pages = byteBoundedCache<string, KeptPage>('pages', maxBytes);

  return {
    /** The cache key of a request whose answer may be kept, or null. */
    keyOf(request: Request): string | null {
      // A request with credentials (the operator page) is answered for that person only.
      if (maxBytes <= 0 || request.method !== 'GET' || request.headers.has('authorization')) return null;
      const url = new URL(request.url);
      // The root loader reads the same choice (the banner); other cookies change no page.
      const consent = consentFromCookieHeader(request.headers.get('cookie')) ?? '';
      return `${consent}\n${pageVariantOf(request.headers.get('user-agent') ?? '')}\n${url.pathname}${url.search}`;
    },

    /** The version to keep a page under, read before it is rendered (a change during the render then drops it). */
    version,

    /** A kept page with fresh secrets, or null. */
    serve(key: string, nonce: string): Response | null {
      const page = pages.get(key);
      if (!page) return null;
      if (page.version !== version() || now() - page.at > maxAgeMs) {
        pages.delete(key);
        return null;
      }
      const fresh = page.secrets.map((_, i) => (i === 0 ? nonce : randomUUID()));
      // A new secret must take exactly the place of the old one.
      if (fresh.some((value, i) => value.length !== page.secrets[i]?.length)) return null;
      const body = Buffer.from(page.body);
      page.secrets.forEach(({ offsets }, i) => {
        for (const offset of offsets) body.write(fresh[i] ?? '', offset, 'latin1');
      });
      return new Response(body, { status: page.status, headers: page.headers });
    },

    /** Keeps a rendered page when every visitor may get it. */
    keep(key: string, keptVersion: number, response: Response, html: string | Uint8Array, secrets: ResponseSecrets): void {
      if (response.status !== 200 || response.headers.has('set-cookie')) return;
      // A page that says it is one visitor's own (behind a secret link) is never shared.
      if (/\b(private|no-store)\b/.test(response.headers.get('cache-control') ?? '')) return;
      const body = typeof html === 'string' ? Buffer.from(html) : Buffer.from(html.buffer, html.byteOffset, html.byteLength);
      const kept = [secrets.nonce, ...secrets.ids].map((value) => ({ length: value.length, offsets: offsetsOf(body, value) }));
      pages.set(key, { body, status: response.status, headers: [...response.headers], secrets: kept, version: keptVersion, at: now() });
    },

    get size() {
      return pages.size;
    },
  };
}

function offsetsOf(body: Buffer, value: string): number[] {
  const offsets: number[] = [];
  if (!value) return offsets;
  for (let at = body.indexOf(value); at !== -1; at = body.indexOf(value, at + value.length)) offsets.push(at);
  return offsets;
}

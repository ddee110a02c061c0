import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache.ts';

const nonce = () => randomBytes(16).toString('base64');
const get = (path: string, headers: Record<string, string> = {}) => new Request(`http://site.test${path}`, { headers });
const htmlResponse = (status = 200, headers: Record<string, string> = {}) =>
  new Response(null, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', ...headers } });

function setup(options: { maxBytes?: number } = {}) {
  const clock = { now: 1_000, version: 1 };
  const cache = createPageCache({ maxBytes: options.maxBytes ?? 1024 * 1024, version: () => clock.version, now: () => clock.now });
  return { cache, clock };
}

/** A page as the render leaves it: nonce on the scripts, a form lead id in markup and data. */
function page(n: string, leadId: string) {
  return `<html><head><script nonce="${n}">a()</script></head><body><p>Größe 1.234 €</p><input name="leadId" value="${leadId}"><script nonce="${n}">d("${leadId}")</script></body></html>`;
}

describe('page cache', () => {
  it('serves a kept page with a new nonce and new ids in place of the render’s', async () => {
    const { cache } = setup();
    const key = cache.keyOf(get('/angebote/?page=2'))!;
    const [n1, lead] = [nonce(), randomUUID()];
    cache.keep(key, cache.version(), htmlResponse(200, { 'X-Test': 'yes' }), page(n1, lead), { nonce: n1, ids: [lead] });

    const n2 = nonce();
    const served = cache.serve(key, n2)!;
    expect(served.status).toBe(200);
    expect(served.headers.get('X-Test')).toBe('yes');
    const html = await served.text();
    expect(html).not.toContain(n1);
    expect(html).not.toContain(lead);
    expect(html.split(`nonce="${n2}"`)).toHaveLength(3);
    const ids = [...html.matchAll(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g)].map((m) => m[0]);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
    expect(html).toContain('<p>Größe 1.234 €</p>');

    const again = await cache.serve(key, nonce())!.text();
    expect(again).not.toContain(ids[0]);
  });

  it('drops pages when the inventory changes and after 30 seconds', () => {
    const { cache, clock } = setup();
    const key = cache.keyOf(get('/'))!;
    const n = nonce();
    cache.keep(key, cache.version(), htmlResponse(), page(n, randomUUID()), { nonce: n, ids: [] });
    expect(cache.serve(key, nonce())).not.toBeNull();
    clock.version = 2;
    expect(cache.serve(key, nonce())).toBeNull();

    cache.keep(key, cache.version(), htmlResponse(), page(n, randomUUID()), { nonce: n, ids: [] });
    clock.now += 30_001;
    expect(cache.serve(key, nonce())).toBeNull();
  });

  it('does not serve a page rendered while the inventory changed under another version', () => {
    const { cache, clock } = setup();
    const key = cache.keyOf(get('/'))!;
    const before = cache.version();
    clock.version = 2;
    const n = nonce();
    cache.keep(key, before, htmlResponse(), page(n, randomUUID()), { nonce: n, ids: [] });
    expect(cache.serve(key, nonce())).toBeNull();
  });

  it('keeps only what every visitor may get: GET without credentials, status 200, no cookie set', () => {
    const { cache } = setup();
    expect(cache.keyOf(new Request('http://site.test/angebote/', { method: 'POST' }))).toBeNull();
    // The operator page answers whoever signed in: a request with credentials is never kept.
    expect(cache.keyOf(get('/betrieb/moderation/', { authorization: 'Basic YmV0cmllYjpnZWhlaW0=' }))).toBeNull();
    const n = nonce();
    const html = page(n, randomUUID());
    const notFound = cache.keyOf(get('/gibt-es-nicht/'))!;
    cache.keep(notFound, cache.version(), htmlResponse(404), html, { nonce: n, ids: [] });
    expect(cache.serve(notFound, nonce())).toBeNull();
    const settings = cache.keyOf(get('/cookie-einstellungen/'))!;
    cache.keep(settings, cache.version(), htmlResponse(200, { 'Set-Cookie': 'gw_consent=granted' }), html, { nonce: n, ids: [] });
    expect(cache.serve(settings, nonce())).toBeNull();
  });

  it('keys on address, consent choice and the page variant of the user agent, not on other cookies', () => {
    const { cache } = setup();
    const key = (path: string, headers: Record<string, string> = {}) => cache.keyOf(get(path, headers));
    expect(key('/angebote/')).not.toBe(key('/angebote/?page=2'));
    expect(key('/angebote/')).not.toBe(key('/angebote/', { cookie: 'gw_consent=granted' }));
    expect(key('/angebote/', { cookie: 'gw_consent=denied' })).not.toBe(key('/angebote/', { cookie: 'gw_consent=granted' }));
    expect(key('/angebote/', { cookie: 'gw_visitor=abc; gw_consent=denied' })).toBe(key('/angebote/', { cookie: 'gw_consent=denied' }));
    // A value that is no choice shows the banner, like no cookie at all.
    expect(key('/angebote/', { cookie: 'gw_consent=<x>' })).toBe(key('/angebote/'));
    expect(key('/angebote/', { 'user-agent': 'iPhone' })).not.toBe(key('/angebote/', { 'user-agent': 'Android' }));
    expect(key('/angebote/', { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile' })).not.toBe(key('/angebote/'));
    // Two desktop browsers (or two iPhone versions) get one kept copy.
    expect(key('/angebote/', { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0' })).toBe(
      key('/angebote/', { 'user-agent': 'Mozilla/5.0 (Macintosh) Firefox/127.0' }),
    );
    expect(key('/angebote/', { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5) Mobile' })).toBe(
      key('/angebote/', { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1) Mobile' }),
    );
  });

  it('keeps at most its size in bytes, dropping the least recently served first', () => {
    const { cache } = setup({ maxBytes: 8000 });
    const n = nonce();
    const body = (fill: string) => `<p nonce="${n}">${fill.repeat(3000)}</p>`;
    const keys = ['/a/', '/b/', '/c/'].map((p) => cache.keyOf(get(p))!);
    cache.keep(keys[0]!, 1, htmlResponse(), body('a'), { nonce: n, ids: [] });
    cache.keep(keys[1]!, 1, htmlResponse(), body('b'), { nonce: n, ids: [] });
    expect(cache.serve(keys[0]!, nonce())).not.toBeNull();
    cache.keep(keys[2]!, 1, htmlResponse(), body('c'), { nonce: n, ids: [] });
    expect(cache.size).toBe(2);
    expect(cache.serve(keys[1]!, nonce())).toBeNull();
    expect(cache.serve(keys[0]!, nonce())).not.toBeNull();
    expect(cache.serve(keys[2]!, nonce())).not.toBeNull();
  });

  it('is off with no memory', () => {
    const { cache } = setup({ maxBytes: 0 });
    expect(cache.keyOf(get('/'))).toBeNull();
  });
});

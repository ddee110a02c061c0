import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, compressedResponse, compression } from './compression.ts';

const page = `<!DOCTYPE html><html><body>${'<p>Größe 1.234 € – Gebrauchtwagen</p>'.repeat(200)}</body></html>`;

const app = new Hono();
app.use('*', compression());
app.get('/page', (c) => c.html(page));
app.get('/small', (c) => c.html('<p>klein</p>'));
app.get('/photo', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/webp' }));
app.get('/finished', (c) =>
  compressedResponse(c.req.header('accept-encoding'), new TextEncoder().encode(page), {
    status: 200,
    headers: new Headers({ 'Content-Type': 'text/html; charset=UTF-8' }),
  }),
);
app.get('/encoded', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }));

const get = (path: string, acceptEncoding?: string) => app.request(path, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('compression', () => {
  it('picks Brotli over gzip unless the client weighs gzip higher or refuses Brotli', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip, deflate')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip')).toBe('gzip');
    expect(acceptedEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });

  it('sends pages Brotli- or gzip-compressed, decoding to the same text', async () => {
    const br = await get('/page', 'gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    const brBody = await bytes(br);
    expect(brBody.length).toBeLessThan(Buffer.byteLength(page) / 5);
    expect(brotliDecompressSync(brBody).toString()).toBe(page);

    const gzip = await get('/page', 'gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gzip)).toString()).toBe(page);

    const plain = await get('/page');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(page);
  });

  it('leaves small bodies, images and already encoded bodies as they are', async () => {
    for (const path of ['/small', '/photo', '/encoded']) {
      const res = await get(path, 'br, gzip');
      expect(res.headers.get('content-encoding'), path).toBe(path === '/encoded' ? 'gzip' : null);
    }
    expect(await (await get('/small', 'br')).text()).toBe('<p>klein</p>');
  });

  it('sends a page its handler compressed once, as the middleware would have', async () => {
    const br = await get('/finished', 'gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(await bytes(br)).toString()).toBe(page);

    const plain = await get('/finished');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(page);
  });
});

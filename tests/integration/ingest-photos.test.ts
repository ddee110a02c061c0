import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carPayload, createIngestHarness, type IngestHarness } from '../support/ingest-harness.ts';
import { DIALECTS } from '../support/test-databases.ts';

/** A camera-like photo: 2000 × 1500 JPEG carrying EXIF (orientation, GPS-ish comment) and an ICC profile. */
async function cameraPhoto(color: string): Promise<Buffer> {
  return sharp({ create: { width: 2000, height: 1500, channels: 3, background: color } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'Autohaus Test', ImageDescription: 'Standort 48.2N 16.3E' } } })
    .toBuffer();
}

function photoForm(files: { name: string; body: Buffer; type: string }[]): FormData {
  const form = new FormData();
  for (const f of files) form.append('photos', new Blob([new Uint8Array(f.body)], { type: f.type }), f.name);
  return form;
}

describe.each(DIALECTS)('photo upload on %s', (dialect) => {
  let h: IngestHarness;
  let listingId: number;
  beforeAll(async () => {
    h = await createIngestHarness(dialect);
    const res = await h.call('PUT', '/api/ingest/sellers/1/listings/FOTO-1', carPayload());
    listingId = ((await res.json()) as { listing: { id: number } }).listing.id;
  });
  afterAll(async () => {
    await h.close();
  });

  const row = () =>
    h.t.handle.db.selectFrom('listings').select(['photo_source', 'photo_count', 'photo_seed']).where('id', '=', listingId).executeTakeFirstOrThrow();

  it('renders every upload in three sizes, WebP and JPEG, without metadata, and changes the photo URLs', async () => {
    const before = await row();
    const camera = await cameraPhoto('#aa3322');
    expect((await sharp(camera).metadata()).exif).toBeDefined();
    const png = await sharp({ create: { width: 800, height: 600, channels: 4, background: '#2255aa80' } })
      .png()
      .toBuffer();
    const res = await h.call(
      'PUT',
      `/api/ingest/sellers/1/listings/FOTO-1/photos`,
      photoForm([
        { name: 'a.jpg', body: camera, type: 'image/jpeg' },
        { name: 'b.png', body: png, type: 'image/png' },
      ]),
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as { listing: { photoCount: number } }).listing.photoCount).toBe(2);
    expect(await row()).toEqual({ photo_source: 'uploaded', photo_count: 2, photo_seed: before.photo_seed + 1 });

    const dir = path.join(h.t.dataDir, 'photos', String(listingId));
    expect(fs.readdirSync(dir).sort()).toEqual(
      ['0', '1'].flatMap((i) => ['big', 'medium', 'small'].flatMap((s) => [`${i}-${s}.jpeg`, `${i}-${s}.webp`])).sort(),
    );
    const expectedWidth = { small: 240, medium: 640, big: 1280 } as const;
    for (const [size, width] of Object.entries(expectedWidth)) {
      for (const format of ['webp', 'jpeg'] as const) {
        const meta = await sharp(path.join(dir, `0-${size}.${format}`)).metadata();
        expect(meta.format).toBe(format);
        expect(meta.width).toBe(width);
        expect(meta.height).toBe(Math.round((width * 3) / 4));
        expect(meta.exif).toBeUndefined();
        expect(meta.icc).toBeUndefined();
      }
    }
    // A photo smaller than a size is not enlarged.
    expect((await sharp(path.join(dir, '1-big.webp')).metadata()).width).toBe(800);

    const served = await h.app.request(`/images/listings/${listingId}/1-medium.webp`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    // The car's own writes (the price-rating job may announce its grade on the same feed).
    const detailChanges = await h.t.handle.db
      .selectFrom('listing_changes')
      .select('listing_id')
      .where('listing_id', '=', listingId)
      .where('origin', '=', 'listing')
      .execute();
    expect(detailChanges.length).toBe(2);
  });

  it('rejects a set with a broken file, naming it, and keeps the old photos', async () => {
    const before = await row();
    const res = await h.call(
      'PUT',
      `/api/ingest/sellers/1/listings/FOTO-1/photos`,
      photoForm([
        { name: 'ok.jpg', body: await cameraPhoto('#113355'), type: 'image/jpeg' },
        { name: 'kaputt.jpg', body: Buffer.from('das ist kein Bild'), type: 'image/jpeg' },
      ]),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { field: string } }).error.field).toBe('photos[1]');
    expect(await row()).toEqual(before);
    const dir = path.join(h.t.dataDir, 'photos', String(listingId));
    expect(fs.readdirSync(dir)).toHaveLength(12);
    expect(fs.readdirSync(path.dirname(dir)).filter((n) => n.includes('.upload-') || n.includes('.old-'))).toEqual([]);
  });

  it('rejects an SVG (rasterising untrusted vector files is an attack surface) before any image library reads it', async () => {
    const before = await row();
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="red"/></svg>',
    );
    const bare = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    for (const [name, body, type] of [
      ['auto.svg', svg, 'image/svg+xml'],
      ['auto.jpg', bare, 'image/jpeg'],
    ] as const) {
      const res = await h.call(
        'PUT',
        `/api/ingest/sellers/1/listings/FOTO-1/photos`,
        photoForm([
          { name: 'ok.jpg', body: await cameraPhoto('#113355'), type: 'image/jpeg' },
          { name, body, type },
        ]),
      );
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { field: string; message: string } }).error).toMatchObject({
        field: 'photos[1]',
        issues: [{ field: 'photos[1]', message: 'Kein lesbares Bild (JPEG, PNG, WebP, AVIF, GIF oder TIFF erwartet)' }],
      });
    }
    expect(await row()).toEqual(before);
  });

  it('accepts every raster format the docs list (WebP, AVIF, GIF, TIFF besides JPEG and PNG)', async () => {
    const base = () => sharp({ create: { width: 320, height: 240, channels: 3, background: '#336699' } });
    const files = [
      { name: 'a.webp', body: await base().webp().toBuffer(), type: 'image/webp' },
      { name: 'b.avif', body: await base().avif({ effort: 0 }).toBuffer(), type: 'image/avif' },
      { name: 'c.gif', body: await base().gif().toBuffer(), type: 'image/gif' },
      { name: 'd.tiff', body: await base().tiff().toBuffer(), type: 'image/tiff' },
    ];
    const res = await h.call('PUT', `/api/ingest/sellers/1/listings/FOTO-1/photos`, photoForm(files));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { listing: { photoCount: number } }).listing.photoCount).toBe(4);
  });

  it('answers an upload for a car or seller the partner does not have before reading its body (issue 34 point 6)', async () => {
    // A body that never ends: reading it would wait forever, so only an answer without reading it comes back.
    const endless = () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('--x\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\n\r\n'));
        },
      });
    const upload = (path: string) =>
      h.app.request(path, {
        method: 'PUT',
        headers: { authorization: `Bearer ${h.key}`, 'content-type': 'multipart/form-data; boundary=x' },
        body: endless(),
        duplex: 'half',
      } as RequestInit);
    const unknownCar = await upload('/api/ingest/sellers/1/listings/GIBT-ES-NICHT/photos');
    expect(unknownCar.status).toBe(404);
    expect(((await unknownCar.json()) as { error: { code: string } }).error.code).toBe('LISTING_NOT_FOUND');
    const otherSeller = await upload('/api/ingest/sellers/999999/listings/FOTO-1/photos');
    expect([403, 404]).toContain(otherSeller.status);
  });

  it('streams the upload: a file over 10 MB is refused, naming it, before the rest of the body arrives, and nothing is left on disk', async () => {
    const before = await row();
    const boundary = 'grenze';
    const head = (i: number) => `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="${i}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    // A first photo that is fine, a second that goes past 10 MB, then a body that never ends: only an upload
    // read file by file under its limit can answer, one buffered whole would wait forever.
    const small = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const encode = (text: string) => new TextEncoder().encode(text);
        controller.enqueue(encode(head(0)));
        controller.enqueue(new Uint8Array(small));
        controller.enqueue(encode(`\r\n${head(1)}`));
        for (let i = 0; i < 11; i++) controller.enqueue(new Uint8Array(1024 * 1024));
      },
    });
    const res = await h.app.request('/api/ingest/sellers/1/listings/FOTO-1/photos', {
      method: 'PUT',
      headers: { authorization: `Bearer ${h.key}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { field: string; message: string } }).error).toEqual(
      expect.objectContaining({ field: 'photos[1]', message: 'photos[1]: Größer als 10 MB' }),
    );
    expect(await row()).toEqual(before);
    expect(fs.readdirSync(path.join(h.t.dataDir, 'photos')).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('answers 413 at once for a body announced larger than 15 photos of 10 MB', async () => {
    const res = await h.app.request('/api/ingest/sellers/1/listings/FOTO-1/photos', {
      method: 'PUT',
      headers: { authorization: `Bearer ${h.key}`, 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(200 * 1024 * 1024) },
      body: new ReadableStream<Uint8Array>({ start: () => undefined }),
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('rejects more than 15 photos, no photos and a JSON body', async () => {
    const tiny = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    const sixteen = photoForm(Array.from({ length: 16 }, (_, i) => ({ name: `${i}.jpg`, body: tiny, type: 'image/jpeg' })));
    const tooMany = await h.call('PUT', `/api/ingest/sellers/1/listings/FOTO-1/photos`, sixteen);
    expect(tooMany.status).toBe(400);
    expect(((await tooMany.json()) as { error: { field: string; message: string } }).error).toMatchObject({ field: 'photos' });
    expect((await h.call('PUT', `/api/ingest/sellers/1/listings/FOTO-1/photos`, new FormData())).status).toBe(400);
    expect((await h.call('PUT', `/api/ingest/sellers/1/listings/FOTO-1/photos`, { photos: [] })).status).toBe(415);
    expect((await h.call('PUT', `/api/ingest/sellers/1/listings/NONE/photos`, photoForm([{ name: 'a.jpg', body: tiny, type: 'image/jpeg' }]))).status).toBe(
      404,
    );
  });

  it('removes the photo files when the car is deleted', async () => {
    expect((await h.call('DELETE', '/api/ingest/sellers/1/listings/FOTO-1')).status).toBe(200);
    expect(fs.existsSync(path.join(h.t.dataDir, 'photos', String(listingId)))).toBe(false);
  });
});

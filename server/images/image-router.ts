import fs from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppServices } from '#src/app-services.server.ts';
import { dealerLogoSvg } from '#src/images/dealer-logo.ts';
import { uploadedPhotoDir } from '#src/ingestion/photo-store.server.ts';
import { recordIdText } from '#src/domain/validation/record-id-schema.ts';

const PhotoParams = z.object({
  id: recordIdText('Bild-Id erwartet'),
  index: z.coerce.number().int().min(0).max(99),
  size: z.enum(['small', 'medium', 'big']),
  format: z.enum(['webp', 'jpeg']),
});

const FILE_PATTERN = /^(\d+)-(small|medium|big)\.(webp|jpeg)$/;

const LogoParams = z.object({ id: recordIdText('Anbieter-Id erwartet') });

/**
 * Listing photos at /images/listings/{id}/{index}-{size}.{webp|jpeg}. Uploaded photos are files
 * under DATA_DIR/photos; demo photos are drawn ahead (the first) or on first request and kept on disk
 * (src/images/demo-photos.server.ts).
 */
export function createImageRouter(services: AppServices) {
  const router = new Hono();
  const dataDir = services.env.DATA_DIR;
  router.get('/listings/:id/:file', async (c) => {
    const match = FILE_PATTERN.exec(c.req.param('file'));
    const parsed = PhotoParams.safeParse({ id: c.req.param('id'), index: match?.[1], size: match?.[2], format: match?.[3] });
    if (!parsed.success) return c.json({ error: { message: 'Ungültige Bildadresse', code: 'BAD_REQUEST' } }, 400);
    const { id, index, size, format } = parsed.data;
    const subject = await services.listings.getPhotoSubject(id);
    if (!subject || index >= subject.photoCount) return c.json({ error: { message: 'Bild nicht gefunden', code: 'NOT_FOUND' } }, 404);
    const fileName = `${index}-${size}.${format}`;
    const headers = {
      'Content-Type': format === 'webp' ? 'image/webp' : 'image/jpeg',
      // The URL carries the photo seed as a version, so a changed photo gets a new URL.
      'Cache-Control': 'public, max-age=604800',
    };
    if (subject.photoSource === 'uploaded') {
      const file = path.join(uploadedPhotoDir(dataDir, id), fileName);
      const body = await fs.readFile(file).catch(() => undefined);
      return body ? c.body(new Uint8Array(body), 200, headers) : c.json({ error: { message: 'Bild nicht gefunden', code: 'NOT_FOUND' } }, 404);
    }
    const body = await services.photos.photo(subject, index, size, format);
    return c.body(new Uint8Array(body), 200, headers);
  });
  // Dealer logos at /images/logos/{id}.svg (sellers.logo_url): generated from the company name.
  router.get('/logos/:file', async (c) => {
    const parsed = LogoParams.safeParse({ id: /^(\d+)\.svg$/.exec(c.req.param('file'))?.[1] });
    if (!parsed.success) return c.json({ error: { message: 'Ungültige Bildadresse', code: 'BAD_REQUEST' } }, 400);
    const seller = await services.dealers.find(parsed.data.id);
    if (!seller?.logo_url || !seller.company_name) return c.json({ error: { message: 'Logo nicht gefunden', code: 'NOT_FOUND' } }, 404);
    return c.body(dealerLogoSvg({ id: seller.id, companyName: seller.company_name }), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    });
  });
  return router;
}

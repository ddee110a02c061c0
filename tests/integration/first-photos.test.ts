/**
 * Issue 30 point 4 on SQLite and PostgreSQL: the first photo of every demo car is drawn ahead into
 * DATA_DIR/first-photos, and the image endpoint serves it from there: the file a visitor gets is the
 * one drawn ahead (the endpoint draws nothing), and a gallery photo still goes to the photo cache.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageRouter } from '../../server/images/image-router.ts';
import { createFirstPhotoDrawer, DRAW_AHEAD_WINDOW_MS } from '#src/images/first-photo-drawer.server.ts';
import { createApiHarness, type ApiHarness } from '../support/api-harness.ts';
import { DIALECTS } from '../support/test-databases.ts';

describe.each(DIALECTS)('first photos drawn ahead on %s', (dialect) => {
  let h: ApiHarness;
  let images: Hono;
  const firstPhotos = () => path.join(h.services.env.DATA_DIR, 'first-photos');

  beforeAll(async () => {
    h = await createApiHarness(dialect, 30);
    images = new Hono();
    images.route('/images', createImageRouter(h.services));
  });
  afterAll(() => h.close());

  it('draws ahead only in the first two minutes after a start; later cars are drawn on first view (issue 34 point 4)', async () => {
    let clock = 1_000_000;
    const drawer = createFirstPhotoDrawer({ db: h.database.db, photos: h.services.photos, now: () => clock });
    clock += DRAW_AHEAD_WINDOW_MS + 1;
    await drawer.step();
    expect(fs.existsSync(firstPhotos()) ? fs.readdirSync(firstPhotos()) : []).toEqual([]);
  });

  it('draws the first photo of the next cars in id order as small, medium and big WebP, and the endpoint serves those files', async () => {
    const drawer = createFirstPhotoDrawer({ db: h.database.db, photos: h.services.photos });
    await drawer.step();
    const cars = await h.database.db
      .selectFrom('listings')
      .select('id')
      .where('status', '=', 'active')
      .where('photo_count', '>', 0)
      .orderBy('id')
      .limit(10)
      .execute();
    const first = cars[0];
    if (!first) throw new Error('no demo car');
    for (const { id } of cars) expect(fs.readdirSync(path.join(firstPhotos(), String(id))).filter((f) => f.endsWith('.webp'))).toHaveLength(3);

    const [drawn] = fs.readdirSync(path.join(firstPhotos(), String(first.id))).filter((f) => f.includes('-0-big.webp'));
    // Overwrite the drawn file: the endpoint must answer with what is on disk, not draw again.
    const marker = Buffer.from('drawn ahead');
    fs.writeFileSync(path.join(firstPhotos(), String(first.id), drawn ?? ''), marker);
    const served = await images.request(`/images/listings/${first.id}/0-big.webp`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(marker)).toBe(true);

    expect((await images.request(`/images/listings/${first.id}/1-small.webp`)).status).toBe(200);
    expect(fs.readdirSync(path.join(h.services.env.DATA_DIR, 'photo-cache', String(first.id)))).toEqual([expect.stringMatching(/-1-small\.webp$/)]);
  });
});

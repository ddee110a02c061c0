/**
 * The demo photo endpoint on SQLite and PostgreSQL: what the drawing learns about a car from the
 * database. A hatchback's Limousine (a Golf) must reach the renderer as a hatchback, with the
 * listing's upholstery and seller type, so every photo of it shows the right body in one place.
 */
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageRouter } from '../../server/images/image-router.ts';
import { saloonShapeOf } from '#src/domain/taxonomy/saloon-shape.ts';
import { renderPhoto } from '#src/images/render-photo.server.ts';
import { createApiHarness, type ApiHarness } from '../support/api-harness.ts';
import { DIALECTS } from '../support/test-databases.ts';

describe.each(DIALECTS)('demo photos on %s', (dialect) => {
  let h: ApiHarness;
  let images: Hono;

  beforeAll(async () => {
    h = await createApiHarness(dialect, 600);
    images = new Hono();
    images.route('/images', createImageRouter(h.services));
  });
  afterAll(() => h.close());

  const carsWith = (bodyType: number) =>
    h.database.db
      .selectFrom('listings as l')
      .innerJoin('sellers as s', 's.id', 'l.seller_id')
      .innerJoin('makes as mk', 'mk.id', 'l.make_id')
      .innerJoin('models as md', 'md.id', 'l.model_id')
      .innerJoin('body_colors as bc', 'bc.id', 'l.body_color_id')
      .select(['l.id', 'l.model_id', 'l.photo_seed', 'l.upholstery_id', 's.type', 'bc.hex', 'mk.name as make', 'md.name as model'])
      .where('l.body_type_id', '=', bodyType)
      .where('l.photo_count', '>=', 6)
      .orderBy('l.id')
      .execute();

  it('draws a hatchback model filed as Limousine as a hatchback, with its upholstery, seller type and listing', async () => {
    const car = (await carsWith(6)).find((c) => saloonShapeOf(c.model_id) === 'hatchback');
    if (!car) throw new Error('no hatchback Limousine in the seed');
    const subject = await h.services.listings.getPhotoSubject(car.id);
    expect(subject).toMatchObject({ id: car.id, bodyTypeId: 6, saloonShape: 'hatchback', upholsteryId: car.upholstery_id, privateSeller: car.type === 'P' });

    const served = await images.request(`/images/listings/${car.id}/5-small.webp`);
    expect(served.status).toBe(200);
    const body = Buffer.from(await served.arrayBuffer());
    const input = {
      listingId: car.id,
      bodyType: 6,
      colorHex: car.hex,
      make: car.make,
      model: car.model,
      upholsteryId: car.upholstery_id,
      privateSeller: car.type === 'P',
      photoIndex: 5,
      seed: car.photo_seed,
    };
    expect(body.equals(await renderPhoto({ ...input, saloonShape: 'hatchback' }, 'small', 'webp'))).toBe(true);
    expect(body.equals(await renderPhoto({ ...input, saloonShape: 'notchback' }, 'small', 'webp'))).toBe(false);
  });

  it('serves every demo car six photos at least, the sixth its boot', async () => {
    const car = (await carsWith(5))[0];
    if (!car) throw new Error('no estate in the seed');
    for (const index of [0, 5]) expect((await images.request(`/images/listings/${car.id}/${index}-small.jpeg`)).status).toBe(200);
  });
});

import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '#src/seed/seed-database.server.ts';
import { resetDatabase } from '#src/seed/reset-database.server.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../support/test-databases.ts';

const NOW = new Date('2026-11-01T10:00:00Z');

async function fingerprint(t: TestDatabase): Promise<string> {
  const rows = await t.handle.db.selectFrom('listings').selectAll().orderBy('id').execute();
  const sellers = await t.handle.db.selectFrom('sellers').selectAll().orderBy('id').execute();
  const prices = await t.handle.db.selectFrom('listing_price_history').selectAll().orderBy('id').execute();
  return createHash('sha256')
    .update(JSON.stringify([rows, sellers, prices]))
    .digest('hex');
}

describe.each(DIALECTS)('demo inventory seed on %s', (dialect) => {
  const dbs: TestDatabase[] = [];
  afterAll(async () => {
    for (const d of dbs) await d.drop();
  });

  it('creates plausible, consistent listings and the same data for the same seed', async () => {
    const t = await createTestDatabase(dialect);
    dbs.push(t);
    await seedDatabase(t.handle, { listings: 1500, seed: 42, now: NOW });
    const first = await fingerprint(t);

    // 1,500 cars online, 8 % as many sold and 5 % run out unsold (status active, expiry passed).
    const listed = await t.handle.db.selectFrom('listings').selectAll().where('status', '=', 'active').execute();
    const active = listed.filter((l) => Date.parse(l.expires_at) > NOW.getTime());
    expect(active).toHaveLength(1500);
    expect(listed.length - active.length).toBe(75);
    const sold = await t.handle.db.selectFrom('listings').select('id').where('status', '=', 'sold').execute();
    expect(sold.length).toBe(120);
    // Earlier prices are stored for some cars, each higher than the price that followed.
    const history = await t.handle.db.selectFrom('listing_price_history').selectAll().execute();
    expect(history.length).toBeGreaterThan(100);
    const priceOf = new Map(listed.map((l) => [l.id, l.price]));
    for (const h of history) if (priceOf.has(h.listing_id)) expect(h.price).toBeGreaterThan(priceOf.get(h.listing_id) as number);
    const sellerTypes = await t.handle.db.selectFrom('sellers').select('type').distinct().execute();
    expect(sellerTypes.map((s) => s.type).sort()).toEqual(['C', 'D', 'P']);
    for (const l of active) {
      if (l.fuel === 'E') {
        expect(l.co2).toBe(0);
        expect(l.electric_range).toBeGreaterThan(0);
      } else {
        expect(l.co2).toBeGreaterThan(0);
      }
      expect(l.price).toBeGreaterThan(0);
      expect(l.photo_count).toBeLessThanOrEqual(15);
      if (l.first_registration) {
        const age = NOW.getUTCFullYear() - Number(l.first_registration.slice(0, 4));
        // Mileage fits the age: at most ~60,000 km a year.
        expect(l.mileage).toBeLessThanOrEqual((age + 1) * 60_000);
      }
    }
    const cities = await t.handle.db.selectFrom('cities').select('id').execute();
    expect(cities.length).toBeGreaterThanOrEqual(200);

    await resetDatabase(t.handle);
    await seedDatabase(t.handle, { listings: 1500, seed: 42, now: NOW });
    expect(await fingerprint(t)).toBe(first);

    await resetDatabase(t.handle);
    await seedDatabase(t.handle, { listings: 1500, seed: 43, now: NOW });
    expect(await fingerprint(t)).not.toBe(first);
  });
});

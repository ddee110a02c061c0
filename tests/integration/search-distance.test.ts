/** Issue 17 §4: with a place the API carries each car's distance and sorts by it; without one distanceKm is null. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceKm } from '#src/domain/geo/distance.ts';
import { createApiHarness, type ApiHarness } from '../support/api-harness.ts';
import { DIALECTS } from '../support/test-databases.ts';

interface DistanceListing {
  id: number;
  distanceKm: number | null;
}
const GRAZ = { lat: 47.0707, lon: 15.4395 };

describe.each(DIALECTS)('distance from the search place on %s', (dialect) => {
  let h: ApiHarness;
  beforeAll(async () => {
    h = await createApiHarness(dialect, 1500);
  });
  afterAll(async () => {
    await h.close();
  });

  const listings = async (query: string) => {
    const res = await h.get(`/api/v2/search-listings?${query}`);
    expect(res.status).toBe(200);
    return (await res.json()) as { listings: DistanceListing[]; metadata: { totalItems: number } };
  };

  it("gives every car its distance, nearest first under sort=distance, matching the cars' coordinates", async () => {
    const near = await listings(`zip=Graz&lat=${GRAZ.lat}&lon=${GRAZ.lon}&zipr=150&sort=distance&size=50`);
    expect(near.listings.length).toBeGreaterThan(10);
    const km = near.listings.map((l) => l.distanceKm);
    expect(km.every((d) => d !== null && d <= 150)).toBe(true);
    expect([...km].sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(km);

    const ids = near.listings.map((l) => l.id);
    const rows = await h.database.db.selectFrom('listings').select(['id', 'lat', 'lon']).where('id', 'in', ids).execute();
    for (const row of rows) {
      const expected = Math.round(distanceKm(GRAZ.lat, GRAZ.lon, Number(row.lat), Number(row.lon)) * 10) / 10;
      expect(near.listings.find((l) => l.id === row.id)?.distanceKm).toBeCloseTo(expected, 1);
    }
    // Descending: the farthest within the radius first.
    const far = await listings(`zip=Graz&lat=${GRAZ.lat}&lon=${GRAZ.lon}&zipr=150&sort=distance&desc=1&size=5`);
    expect(far.listings[0]?.distanceKm).toBeGreaterThanOrEqual(km.at(-1) ?? 0);
  });

  it('says null without a place, and still answers sort=distance with every match', async () => {
    const plain = await listings('size=10');
    expect(plain.listings.every((l) => l.distanceKm === null)).toBe(true);
    const distanceSorted = await listings('sort=distance&size=10');
    const newest = await listings('sort=age&desc=1&size=10');
    expect(distanceSorted.metadata.totalItems).toBe(newest.metadata.totalItems);
    expect(distanceSorted.listings.every((l) => l.distanceKm === null)).toBe(true);
  });
});

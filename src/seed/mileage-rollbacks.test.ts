/**
 * Issue 37 point 2 in the demo inventory: a handful of relisted dealer cars came back with a lower
 * mileage than their earlier listing, so a visitor can see the mileage check; the same seed always
 * gives the same cars, and every earlier reading is one the car could have had.
 */
import { describe, expect, it } from 'vitest';
import { mileageWarning } from '../domain/listing/mileage-check.ts';
import { planInventory } from './seed-database.server.ts';

const NOW = new Date('2026-11-29T08:00:00Z');

function flaggedActiveCars(seed: number) {
  const plan = planInventory({ listings: 4000, seed, now: NOW });
  const flagged: { id: number; mileage: number; earlier: number }[] = [];
  for (const { row, earlierSightings } of plan.listings) {
    const warning = mileageWarning(
      { sellerId: row.seller_id, mileage: row.mileage, seenAt: row.created_at },
      earlierSightings.map((e) => ({ sellerId: row.seller_id, mileage: e.mileage, seenAt: e.seen_at })),
    );
    if (warning && row.status === 'active') flagged.push({ id: row.id, mileage: row.mileage, earlier: warning.earlierMileage });
  }
  return flagged;
}

describe('rolled-back counters in the demo inventory', () => {
  it('seeds a handful of relisted cars with a lower mileage than before, the same ones every time', () => {
    const flagged = flaggedActiveCars(1);
    expect(flagged.length).toBeGreaterThanOrEqual(5);
    // A handful: well under one car in a hundred.
    expect(flagged.length).toBeLessThan(40);
    for (const car of flagged) {
      expect(car.earlier - car.mileage).toBeGreaterThanOrEqual(15_000);
      expect(car.earlier).toBeLessThan(500_000);
    }
    expect(flaggedActiveCars(1)).toEqual(flagged);
  });
});

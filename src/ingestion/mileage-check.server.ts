import type { Transaction } from 'kysely';
import type { Database, ListingUpdate, NewListing } from '../db/schema.ts';
import { mileageWarning, type MileageSighting } from '../domain/listing/mileage-check.ts';
import {
  findMileageSightings,
  findSightedCar,
  insertMileageSightings,
  insertMileageWarnings,
  type MileageWarningRow,
} from '../repositories/mileage-check.repository.ts';

type StoredCar = Pick<NewListing, 'seller_id' | 'offer_reference' | 'vin' | 'mileage'> & { id: number };

const sightingOf = (row: { seller_id: number; mileage: number; seen_at: string }): MileageSighting => ({
  sellerId: row.seller_id,
  mileage: row.mileage,
  seenAt: row.seen_at,
});

/**
 * The mileage check across relistings (issue 37 point 2), in the transaction that stored new cars (partner
 * API or feed): each is compared with the earlier sightings of the same car (same seller and offer
 * reference, or same VIN), a car that does not fit them gets its warning, and each is remembered as a
 * sighting for the cars that come after it.
 */
export async function checkMileageOfNewCars(trx: Transaction<Database>, cars: readonly StoredCar[], at: Date): Promise<void> {
  if (cars.length === 0) return;
  const seenAt = at.toISOString();
  const warnings: MileageWarningRow[] = [];
  for (const sellerId of new Set(cars.map((c) => c.seller_id))) {
    const own = cars.filter((c) => c.seller_id === sellerId);
    const earlier = await findMileageSightings(
      trx,
      sellerId,
      own.flatMap((c) => (c.offer_reference != null ? [c.offer_reference] : [])),
      own.flatMap((c) => (c.vin != null ? [c.vin] : [])),
    );
    for (const car of own) {
      const same = earlier.filter(
        (s) => (car.vin != null && s.vin === car.vin) || (car.offer_reference != null && s.seller_id === sellerId && s.offer_reference === car.offer_reference),
      );
      const warning = mileageWarning({ sellerId, mileage: car.mileage, seenAt }, same.map(sightingOf));
      if (warning)
        warnings.push({
          listing_id: car.id,
          kind: warning.kind,
          mileage: car.mileage,
          earlier_mileage: warning.earlierMileage,
          earlier_seen_at: warning.earlierSeenAt,
          flagged_at: seenAt,
        });
    }
  }
  await insertMileageWarnings(trx, warnings);
  await insertMileageSightings(
    trx,
    cars.map((c) => ({ seller_id: c.seller_id, offer_reference: c.offer_reference ?? null, vin: c.vin ?? null, mileage: c.mileage, seen_at: seenAt })),
  );
}

/**
 * After a stored car was written again: a sold car sent again is back on offer, a relisting like a new
 * car, and is checked the same way; a car on offer whose mileage changed is only remembered with it (its
 * seller corrects the live ad, often a typo, which is no earlier listing to hold it against).
 */
export async function checkMileageOfUpdatedCar(trx: Transaction<Database>, listingId: number, set: ListingUpdate, at: Date): Promise<void> {
  const backOnOffer = set.status === 'active';
  if (!backOnOffer && typeof set.mileage !== 'number') return;
  const car = await findSightedCar(trx, listingId);
  if (!car) return;
  if (backOnOffer) await checkMileageOfNewCars(trx, [car], at);
  else
    await insertMileageSightings(trx, [
      { seller_id: car.seller_id, offer_reference: car.offer_reference, vin: car.vin, mileage: car.mileage, seen_at: at.toISOString() },
    ]);
}

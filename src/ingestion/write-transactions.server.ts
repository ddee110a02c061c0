import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { insertListing, updateListing } from '../repositories/ingestion.repository.ts';
import { recordListingChange } from '../repositories/listing-change.repository.ts';
import { checkMileageOfNewCars, checkMileageOfUpdatedCar } from './mileage-check.server.ts';
import type { ListingPlan } from './listing-plan.ts';
import { checkScamTextOfCars, checkScamTextOfUpdatedCar } from './scam-text-check.server.ts';

/* Writing cars safely next to other writers (API requests, feed imports, other processes). */

/** Two writers inserting the same new reference at once: the loser retries and finds the winner's row. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * SQLite lets one process write at a time; a transaction that read before another process (the feed
 * import, a second server) committed cannot write and must start again (SQLITE_BUSY_SNAPSHOT).
 */
function isWriteConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return isUniqueViolation(error) || (typeof code === 'string' && code.startsWith('SQLITE_BUSY'));
}

const WRITE_ATTEMPTS = 3;

/** Runs a write transaction again after a conflict with a concurrent writer; its reads then see the other's result. */
export async function retryWriteConflicts<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= WRITE_ATTEMPTS || !isWriteConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
    }
  }
}

/** Applies a plan inside the caller's transaction, with the change row search freshness depends on; returns the listing id. */
export async function applyListingPlan(trx: Transaction<Database>, plan: ListingPlan, now: Date): Promise<number> {
  if (plan.outcome === 'unchanged') {
    if (!plan.set) return plan.id;
    await updateListing(trx, plan.id, plan.set);
    await recordListingChange(trx, plan.id, now);
    return plan.id;
  }
  const id = plan.outcome === 'created' ? await insertListing(trx, plan.row) : plan.id;
  if (plan.outcome === 'created') {
    await checkMileageOfNewCars(trx, [{ ...plan.row, id }], now);
    await checkScamTextOfCars(trx, [id], now);
  } else {
    await updateListing(trx, id, plan.set);
    await checkMileageOfUpdatedCar(trx, id, plan.set, now);
    await checkScamTextOfUpdatedCar(trx, id, plan.set, now);
  }
  await recordListingChange(trx, id, now);
  return id;
}

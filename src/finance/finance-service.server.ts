/** `services.finance`: the finance example of one car (SPEC: annuity, see src/domain/finance/). */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { annuityExample } from '../domain/finance/annuity-example.ts';
import { financeComparison, type FinanceComparison } from '../domain/finance/finance-comparison.ts';
import { findListingById } from '../repositories/listing-read.repository.ts';

export type FinanceComparisonResult =
  | { status: 'ok'; listingId: number; comparison: FinanceComparison }
  | { status: 'not-found' }
  /** the price is too low for a finance example */
  | { status: 'no-example' };

export interface FinanceService {
  comparison(listingId: number): Promise<FinanceComparisonResult>;
}

export function createFinanceService(db: Kysely<Database>): FinanceService {
  return {
    async comparison(listingId) {
      const row = await findListingById(db, listingId);
      if (!row) return { status: 'not-found' };
      const example = annuityExample(row.price);
      if (!example) return { status: 'no-example' };
      return { status: 'ok', listingId: row.id, comparison: financeComparison(example) };
    },
  };
}

/**
 * Which cars count as 'similar' to a car that is no longer for sale (issue 19 point 15): the same
 * make and model, a price within a quarter of its price and a first registration within two years.
 * A buyer who followed an old link gets cars they could still buy instead of a dead end.
 */
import { createFilters, type SearchFilters } from '../search/search-filters.ts';

export const SIMILAR_CARS_SHOWN = 4;
const PRICE_SPREAD = 0.25;
const YEAR_SPREAD = 2;

export interface SimilarCarSubject {
  makeId: number;
  modelId: number | null;
  price: number;
  /** 'MM/YYYY' */
  firstRegistrationDate: string | null;
}

function registrationYear(date: string | null): number | null {
  const year = date ? Number(date.slice(-4)) : Number.NaN;
  return Number.isInteger(year) && year > 1900 ? year : null;
}

/** The strict search first, then the same model at any price and age when the strict one finds too few. */
export function similarCarSearches(car: SimilarCarSubject): SearchFilters[] {
  const makeModels = [{ make: car.makeId, model: car.modelId }];
  const year = registrationYear(car.firstRegistrationDate);
  const strict = createFilters({
    makeModels,
    priceFrom: car.price > 0 ? Math.floor(car.price * (1 - PRICE_SPREAD)) : null,
    priceTo: car.price > 0 ? Math.ceil(car.price * (1 + PRICE_SPREAD)) : null,
    regFrom: year === null ? null : year - YEAR_SPREAD,
    regTo: year === null ? null : year + YEAR_SPREAD,
  });
  return [strict, createFilters({ makeModels })];
}

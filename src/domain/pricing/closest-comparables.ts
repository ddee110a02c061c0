/**
 * The comparables a valuation names (issue 36 §5): the sold cars among the value's comparables
 * nearest the seller's car in first registration and mileage, up to five. With fewer than three, the
 * nearest other sold cars of the model (same fuel) fill up, then the nearest comparables for sale:
 * a sold car's price is what a buyer paid, so it is the better evidence, and a car for sale can at
 * least be opened.
 */
import { registrationMonth, type PricedCar } from './comparables.ts';
import type { PricingGroup } from './market-value.ts';

export const NAMED_COMPARABLES = { min: 3, max: 5 } as const;

/** A year of age weighs as much as this mileage: about what a car in Austria drives in a year. */
const KM_PER_YEAR = 15_000;

/** How far `other` is from `car`, in years (mileage counted as years of driving). */
export function nearness(car: Pick<PricedCar, 'firstRegistration' | 'mileage'>, other: Pick<PricedCar, 'firstRegistration' | 'mileage'>): number {
  const months = Math.abs((registrationMonth(car.firstRegistration) ?? 0) - (registrationMonth(other.firstRegistration) ?? 0));
  return months / 12 + Math.abs(car.mileage - other.mileage) / KM_PER_YEAR;
}

export function closestComparables(car: PricedCar, group: PricingGroup, indices: readonly number[]): PricedCar[] {
  const cars = group.cars;
  const at = (i: number) => cars[i] as PricedCar;
  const nearest = (list: number[]) => list.sort((a, b) => nearness(car, at(a)) - nearness(car, at(b)) || at(a).id - at(b).id);
  const inValue = new Set(indices);
  const picked = nearest(indices.filter((i) => at(i).sold)).slice(0, NAMED_COMPARABLES.max);
  const fillFrom = (candidates: number[]) => {
    if (picked.length < NAMED_COMPARABLES.min) picked.push(...nearest(candidates).slice(0, NAMED_COMPARABLES.min - picked.length));
  };
  fillFrom(cars.flatMap((c, i) => (c.sold && !inValue.has(i) ? [i] : [])));
  fillFrom(indices.filter((i) => !at(i).sold));
  return nearest(picked).map(at);
}

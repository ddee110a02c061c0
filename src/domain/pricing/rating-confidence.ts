/**
 * How sure a market value is (issue 28 §5), published on 'So bewerten wir Preise'. The estimate is
 * the median of the comparables' adjusted prices; its own uncertainty is the standard error of that
 * median: about 1.25 · σ / √n, σ the spread of the adjusted prices. Few comparables or widely spread
 * ones are said on the detail page ('unsichere Bewertung: …'); beyond the threshold no grade is given,
 * because then the estimate's own error alone could move a car by a whole grade.
 */
import { formatNumber } from '../format/number-format.ts';

/** Fewer comparables than this: 'nur N vergleichbare Fahrzeuge'. */
export const CONFIDENT_COMPARABLES = 10;
/** The middle 80 % of the adjusted prices span more than this share of the market value: 'große Preisspanne'. */
export const WIDE_SPREAD = 0.45;
/** No grade when the market value's standard error exceeds this share ('Fairer Preis' spans ±5 %). */
export const MAX_UNCERTAINTY = 0.05;

/** p90 − p10 of a normal distribution in standard deviations. */
const P10_P90_SIGMAS = 2.563;
/** Standard error of a median relative to that of a mean (√(π/2)). */
const MEDIAN_EFFICIENCY = 1.2533;

/** The relative standard error of the market value from the comparables' count and spread ((p90 − p10) / median). */
export function uncertainty(count: number, spread: number): number {
  if (count <= 0) return Number.POSITIVE_INFINITY;
  return (MEDIAN_EFFICIENCY * (spread / P10_P90_SIGMAS)) / Math.sqrt(count);
}

/** The q-quantile of ascending `sorted` values (linear between neighbours). */
export function quantile(sorted: ArrayLike<number>, q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.min(sorted.length - 1, lo + 1);
  return (sorted[lo] as number) + ((sorted[hi] as number) - (sorted[lo] as number)) * (pos - lo);
}

/** What makes a rating uncertain, in words ('nur 6 vergleichbare Fahrzeuge', 'große Preisspanne'); empty when nothing does. */
export function uncertaintyCauses(count: number, spread: number): string[] {
  const causes: string[] = [];
  if (count < CONFIDENT_COMPARABLES) causes.push(`nur ${formatNumber(count)} vergleichbare${count === 1 ? 's Fahrzeug' : ' Fahrzeuge'}`);
  if (spread > WIDE_SPREAD) causes.push('große Preisspanne');
  return causes;
}

/** 'Unsichere Bewertung: nur 6 vergleichbare Fahrzeuge, große Preisspanne' or null when the rating is sure enough. */
export function uncertaintyText(count: number, spread: number): string | null {
  const causes = uncertaintyCauses(count, spread);
  return causes.length === 0 ? null : `Unsichere Bewertung: ${causes.join(', ')}`;
}

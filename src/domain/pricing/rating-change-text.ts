/**
 * 'Bewertung geändert: …' (issue 28 §5): a logged grade change in words, with its reason — the
 * car's own price moved, or its market value did (new or sold comparables, a newly learnt adjustment).
 */
import { formatPrice } from '../format/number-format.ts';
import { gradeDefinition, isPriceGrade, NO_RATING_LABEL } from './price-rating.ts';

export interface LoggedRatingChange {
  changedAt: string;
  oldGrade: number | null;
  newGrade: number | null;
  oldMarketValue: number | null;
  newMarketValue: number | null;
  oldPrice: number | null;
  newPrice: number | null;
}

const label = (grade: number | null) => (grade !== null && isPriceGrade(grade) ? gradeDefinition(grade).label : NO_RATING_LABEL);

function because(c: LoggedRatingChange): string {
  if (c.oldPrice !== null && c.newPrice !== null && c.oldPrice !== c.newPrice) {
    return `Preis von ${formatPrice(c.oldPrice)} auf ${formatPrice(c.newPrice)} ${c.newPrice < c.oldPrice ? 'gesenkt' : 'erhöht'}`;
  }
  if (c.oldMarketValue !== null && c.newMarketValue !== null && c.oldMarketValue !== c.newMarketValue) {
    return `Marktwert von ${formatPrice(c.oldMarketValue)} auf ${formatPrice(c.newMarketValue)} ${c.newMarketValue < c.oldMarketValue ? 'gesunken' : 'gestiegen'}`;
  }
  return 'die Vergleichsfahrzeuge haben sich geändert';
}

/** 'Bewertung geändert: Fairer Preis → Guter Preis (Preis von € 19.990 auf € 18.490 gesenkt)' */
export function ratingChangeText(c: LoggedRatingChange): string {
  return `Bewertung geändert: ${label(c.oldGrade)} → ${label(c.newGrade)} (${because(c)})`;
}

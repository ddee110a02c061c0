/**
 * A stored appraisal → the `priceRating` a buyer and an API client see (the contract's shape):
 * the grade with its figures, or 'Keine Preisbewertung' with the reason in words. A car the
 * background job has not reached yet says so ('pending').
 */
import { gradeDefinition, isPriceGrade, NO_RATING_LABEL, NO_RATING_REASONS, type MatchLevel, type NoRatingReason, type PriceRating } from './price-rating.ts';
import { uncertaintyText } from './rating-confidence.ts';

/** What is stored of a car's appraisal (see PriceAppraisal); read back from the database, so loosely typed. */
export interface StoredAppraisal {
  grade: number | null;
  marketValue: number | null;
  deviation: number | null;
  reason: string | null;
  comparablesCount: number;
  rangeLow: number | null;
  rangeHigh: number | null;
  yearSpan: number | null;
  match: string | null;
  forSaleCount: number;
  spread: number | null;
}

function isReason(value: string | null): value is NoRatingReason {
  return value !== null && Object.hasOwn(NO_RATING_REASONS, value);
}

export function noRating(reason: NoRatingReason, reasonText = NO_RATING_REASONS[reason]): PriceRating {
  return { grade: null, label: NO_RATING_LABEL, reason, reasonText };
}

/** 'Unsichere Bewertung: nur 6 vergleichbare Fahrzeuge, große Preisspanne. Unter unserer …': the causes first, then why there is no grade. */
function uncertainReason(appraisal: StoredAppraisal): PriceRating {
  const causes = appraisal.spread === null ? null : uncertaintyText(appraisal.comparablesCount, appraisal.spread);
  return noRating('uncertain', causes ? `${causes}. Unter unserer Sicherheitsschwelle vergeben wir keine Note.` : NO_RATING_REASONS.uncertain);
}

export function priceRatingOf(appraisal: StoredAppraisal | undefined): PriceRating {
  if (!appraisal) return noRating('pending');
  const { grade, marketValue, deviation, rangeLow, rangeHigh, yearSpan } = appraisal;
  if (grade === null || !isPriceGrade(grade) || marketValue === null || deviation === null || rangeLow === null || rangeHigh === null || yearSpan === null) {
    if (appraisal.reason === 'uncertain') return uncertainReason(appraisal);
    return noRating(isReason(appraisal.reason) ? appraisal.reason : 'pending');
  }
  return {
    grade,
    label: gradeDefinition(grade).label,
    marketValue,
    deviation,
    comparablesCount: appraisal.comparablesCount,
    range: { low: rangeLow, high: rangeHigh },
    registrationYearSpan: yearSpan,
    match: (appraisal.match === 'model-fuel' ? 'model-fuel' : 'like-for-like') satisfies MatchLevel,
    listedCount: appraisal.forSaleCount + 1,
    uncertainty: appraisal.spread === null ? null : uncertaintyText(appraisal.comparablesCount, appraisal.spread),
  };
}

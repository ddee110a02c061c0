/**
 * The price rating a buyer sees (issue 17): five grades by how far the asking price lies from the
 * car's market value, the published thresholds, and the reasons a car gets no grade. Pure data and
 * functions: the estimate itself is computed in the background (src/pricing/), the pages and the API
 * only read what is stored.
 */

/** 1 = best price … 5 = highest price; the URL parameter `pricerating` carries these numbers. */
export type PriceGrade = 1 | 2 | 3 | 4 | 5;

export interface PriceGradeDefinition {
  grade: PriceGrade;
  label: string;
  /** upper bound of the deviation (price / market value − 1) that still earns this grade, inclusive */
  maxDeviation: number;
}

/**
 * Published thresholds ('So bewerten wir Preise'): the deviation of the asking price from the
 * market value, e.g. −0.1 = 10 % below it. 'Fairer Preis' spans ±5 %, a little more than the
 * estimate's typical error (median absolute error 3.9 %, 91 % of estimates within ±10 %, in the
 * 5-fold cross-validation of the demo inventory): a car is called cheaper or dearer only when it lies
 * further from its market value than the estimate usually errs.
 */
export const PRICE_GRADES: readonly PriceGradeDefinition[] = [
  { grade: 1, label: 'Sehr guter Preis', maxDeviation: -0.1 },
  { grade: 2, label: 'Guter Preis', maxDeviation: -0.05 },
  { grade: 3, label: 'Fairer Preis', maxDeviation: 0.05 },
  { grade: 4, label: 'Erhöhter Preis', maxDeviation: 0.1 },
  { grade: 5, label: 'Hoher Preis', maxDeviation: Number.POSITIVE_INFINITY },
];

export const NO_RATING_LABEL = 'Keine Preisbewertung';

/**
 * How alike a car's comparables are: 'like-for-like' (same gearbox and body group too) first, then
 * 'model-fuel' (any gearbox and body) when like for like finds too few even within ±3 years.
 */
export type MatchLevel = 'like-for-like' | 'model-fuel';

/** Why a car has no grade; each reason has one sentence a buyer reads. */
export type NoRatingReason = 'too-few-comparables' | 'uncertain' | 'accident' | 'oldtimer' | 'new-car' | 'pending';

export const NO_RATING_REASONS: Readonly<Record<NoRatingReason, string>> = {
  'too-few-comparables': 'Zu wenige vergleichbare Fahrzeuge für eine verlässliche Bewertung.',
  uncertain: 'Die vergleichbaren Fahrzeuge sind zu wenige oder ihre Preise zu verschieden: unter unserer Sicherheitsschwelle vergeben wir keine Note.',
  accident: 'Unfallfahrzeuge bewerten wir nicht: ihr Preis hängt vom Schaden ab.',
  oldtimer: 'Oldtimer bewerten wir nicht: ihr Preis hängt vom Zustand und der Geschichte ab.',
  'new-car': 'Neufahrzeuge bewerten wir nicht: ihr Preis folgt dem Listenpreis des Herstellers.',
  pending: 'Die Bewertung wird gerade berechnet.',
};

/** What the API (`priceRating`) and the pages carry per listing. */
export type PriceRating =
  | {
      grade: PriceGrade;
      label: string;
      /** estimated market value in euro, rounded to 100 */
      marketValue: number;
      /** (price − marketValue) / marketValue, rounded to 3 decimals */
      deviation: number;
      comparablesCount: number;
      /** lowest and highest price of the comparables (euro) */
      range: { low: number; high: number };
      /**
       * the comparables' first registration lies within ± this many years of the car's (2, or 3 when
       * ±2 found too few): with the car's own data it gives their search (comparablesFilters)
       */
      registrationYearSpan: number;
      /** 'like-for-like': the comparables share gearbox and body group; 'model-fuel': too few did, so any gearbox and body */
      match: MatchLevel;
      /** the cars 'Vergleichbare Fahrzeuge ansehen' lists: the comparables for sale now and this car */
      listedCount: number;
      /** 'Unsichere Bewertung: nur 6 vergleichbare Fahrzeuge, große Preisspanne', null when the rating is sure enough */
      uncertainty: string | null;
    }
  | { grade: null; label: typeof NO_RATING_LABEL; reason: NoRatingReason; reasonText: string };

export function gradeFor(deviation: number): PriceGradeDefinition {
  return PRICE_GRADES.find((g) => deviation <= g.maxDeviation) ?? (PRICE_GRADES[PRICE_GRADES.length - 1] as PriceGradeDefinition);
}

export function gradeDefinition(grade: PriceGrade): PriceGradeDefinition {
  return PRICE_GRADES[grade - 1] as PriceGradeDefinition;
}

export function isPriceGrade(value: number): value is PriceGrade {
  return Number.isInteger(value) && value >= 1 && value <= 5;
}

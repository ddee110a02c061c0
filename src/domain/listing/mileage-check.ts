/**
 * The mileage check across relistings (issue 37 point 2). Rolled-back odometers are the classic
 * used-car fraud (the EU estimates 5–12 % of used cars; ÖAMTC up to €300M a year in Austria); a car
 * that comes back under the same VIN, or from the same seller under the same offer reference, can be
 * compared with the mileage it was listed with before.
 *
 * What counts, chosen so honest cars are almost never flagged:
 * - 'lower': below any earlier sighting by more than LOWER_TOLERANCE_KM. A counter never goes back; the
 *   tolerance absorbs a seller's rounding ('ca. 85.000 km' then the exact 84.870 km).
 * - 'little-growth': the car changed hands (the earlier sighting is another seller's, so it came back by
 *   VIN), at least LITTLE_GROWTH_MIN_MONTHS passed, and it grew by less than LITTLE_GROWTH_KM_PER_MONTH
 *   a month (1,200 km a year, under a tenth of the ~13,000 km an Austrian car drives a year). A rollback
 *   after a year of use shows as such a gap; a dealer's car that stood unsold on the lot does not grow
 *   either, which is why the same seller's sightings never count for this rule, and a six-month gap is
 *   too often a car parked for the winter.
 */
import { formatViennaDate } from '../format/date-format.ts';
import { formatKm } from '../format/number-format.ts';

/** A counter may read lower by this much without a warning (rounding). */
export const LOWER_TOLERANCE_KM = 1_000;
/** 'little growth' needs at least this many months between the sightings */
export const LITTLE_GROWTH_MIN_MONTHS = 12;
/** less than this a month since another seller's sighting is implausible */
export const LITTLE_GROWTH_KM_PER_MONTH = 100;

const MONTH_MS = (365.25 / 12) * 86_400_000;

export interface MileageSighting {
  sellerId: number;
  mileage: number;
  /** ISO instant the car was listed with this mileage */
  seenAt: string;
}

export type MileageWarningKind = 'lower' | 'little-growth';

export interface MileageWarning {
  kind: MileageWarningKind;
  earlierMileage: number;
  earlierSeenAt: string;
}

/** The warning for a car listed now with `current`, given its earlier sightings (any order); null when it fits them. */
export function mileageWarning(current: MileageSighting, earlier: readonly MileageSighting[]): MileageWarning | null {
  const before = earlier.filter((s) => s.seenAt < current.seenAt);
  // The highest earlier reading the car undercuts: the plainest evidence (the latest of equal ones).
  let highest: MileageSighting | null = null;
  for (const s of before) {
    if (
      s.mileage - current.mileage > LOWER_TOLERANCE_KM &&
      (highest === null || s.mileage > highest.mileage || (s.mileage === highest.mileage && s.seenAt > highest.seenAt))
    )
      highest = s;
  }
  if (highest) return { kind: 'lower', earlierMileage: highest.mileage, earlierSeenAt: highest.seenAt };
  // The latest sighting by another seller: what the car read when it last changed hands.
  let handover: MileageSighting | null = null;
  for (const s of before) if (s.sellerId !== current.sellerId && (handover === null || s.seenAt > handover.seenAt)) handover = s;
  if (handover === null) return null;
  const months = (Date.parse(current.seenAt) - Date.parse(handover.seenAt)) / MONTH_MS;
  if (months < LITTLE_GROWTH_MIN_MONTHS) return null;
  const grown = current.mileage - handover.mileage;
  return grown < LITTLE_GROWTH_KM_PER_MONTH * months ? { kind: 'little-growth', earlierMileage: handover.mileage, earlierSeenAt: handover.seenAt } : null;
}

/** The detail page's words: the sentence with the earlier date, then what the car said then. */
export function mileageWarningText(warning: MileageWarning): string {
  const day = formatViennaDate(warning.earlierSeenAt);
  const then = `Damals angegeben: ${formatKm(warning.earlierMileage)}.`;
  return warning.kind === 'lower'
    ? `Kilometerstand niedriger als bei einem früheren Inserat dieses Fahrzeugs am ${day}. ${then}`
    : `Kilometerstand seit einem früheren Inserat dieses Fahrzeugs am ${day} kaum gestiegen. ${then}`;
}

/**
 * What each number a buyer types may be so the search API takes it (issue 36): the limits are the
 * one search codec's (SEARCH_NUMBER_MAX, the registration years 1900–2100), so a reading can never
 * give a parameter /api/v2/search-listings refuses. A number outside them is no filter; the reader
 * shows it back in `unrecognized` with the note this module writes.
 */
import { formatKm, formatNumber, formatPrice } from '../format/number-format.ts';
import { SEARCH_NUMBER_MAX } from '../search/search-params.ts';

export type NumberKind = 'price' | 'year' | 'age' | 'mileage' | 'power-ps' | 'power-kw' | 'seats' | 'zip' | 'radius' | 'ev-range' | 'dc';

/** the registration years the codec takes */
const YEAR_MIN = 1900;
const YEAR_MAX = 2100;

const bounds = (kind: NumberKind, currentYear: number): readonly [min: number, max: number] => {
  switch (kind) {
    case 'power-ps':
    case 'power-kw':
      return [0, SEARCH_NUMBER_MAX.power];
    case 'ev-range':
      return [1, SEARCH_NUMBER_MAX.evRangeKm];
    case 'dc':
      return [1, SEARCH_NUMBER_MAX.dcKw];
    case 'radius':
      return [1, SEARCH_NUMBER_MAX.radiusKm];
    case 'seats':
      return [1, SEARCH_NUMBER_MAX.count];
    case 'year':
      return [YEAR_MIN, YEAR_MAX];
    case 'age':
      // 'nicht älter als N Jahre' becomes a registration year, which must stay a year the codec takes
      return [0, currentYear - YEAR_MIN];
    default:
      return [0, SEARCH_NUMBER_MAX.amount];
  }
};

/** Whether `value` is a whole number the filter of `kind` takes. */
export function withinFilterRange(kind: NumberKind, value: number, currentYear: number): boolean {
  const [min, max] = bounds(kind, currentYear);
  return Number.isSafeInteger(value) && value >= min && value <= max;
}

/** The note shown after a number no filter takes: what the filter does take. */
export function outOfRangeNote(kind: NumberKind, currentYear: number): string {
  const [min, max] = bounds(kind, currentYear);
  switch (kind) {
    case 'price':
      return `Preis höchstens ${formatPrice(max)}`;
    case 'mileage':
      return `Kilometerstand höchstens ${formatKm(max)}`;
    case 'power-ps':
      return `Leistung höchstens ${formatNumber(max)} PS`;
    case 'power-kw':
      return `Leistung höchstens ${formatNumber(max)} kW`;
    case 'ev-range':
      return `Reichweite ${formatNumber(min)} bis ${formatKm(max)}`;
    case 'dc':
      return `DC-Laden ${formatNumber(min)} bis ${formatNumber(max)} kW`;
    case 'radius':
      return `Umkreis ${formatNumber(min)} bis ${formatKm(max)}`;
    case 'seats':
      return `Sitze ${min} bis ${max}`;
    case 'age':
      return `Alter höchstens ${max} Jahre`;
    default:
      return `Baujahr ${YEAR_MIN} bis ${currentYear + 1}`;
  }
}

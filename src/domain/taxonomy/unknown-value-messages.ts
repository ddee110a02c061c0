/**
 * SPEC §5 form rules: what a form or API says when a value names no listed make, model or place.
 * The spec's exact words (its 'Unbekannte Modell' included), used by the search form, the
 * partner feed and the API alike.
 */
export const UNKNOWN_MAKE_MESSAGE = 'Unbekannte Marke';
export const UNKNOWN_MODEL_MESSAGE = 'Unbekannte Modell';
export const UNKNOWN_CITY_MESSAGE = 'Unbekannte Stadt oder PLZ';

/**
 * Number formatting of SPEC §5: dot as thousands separator, comma as decimal separator
 * ('14.990', '6,99'). Written by hand because Intl 'de-AT' groups with a (narrow) space.
 */

/** '1234567.891' with 2 digits → '1.234.567,89'. Negative numbers keep their sign. */
export function formatNumber(value: number, fractionDigits = 0): string {
  if (!Number.isFinite(value)) return '';
  const fixed = Math.abs(value).toFixed(fractionDigits);
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  return fraction ? `${sign}${grouped},${fraction}` : `${sign}${grouped}`;
}

/** '€ 14.990' for whole euros; amounts with cents keep two decimals ('€ 214,37'). */
export function formatPrice(value: number): string {
  return `€ ${formatNumber(value, Number.isInteger(value) ? 0 : 2)}`;
}

/** '45.000 km' */
export function formatKm(value: number): string {
  return `${formatNumber(value)} km`;
}

/** '6,99 %' */
export function formatPercent(value: number, fractionDigits = 2): string {
  return `${formatNumber(value, fractionDigits)} %`;
}

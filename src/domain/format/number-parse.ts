/**
 * Reads numbers as Austrian dealer systems write them (the reverse of number-format.ts): a dot, a
 * space or an apostrophe groups thousands ('19.000', '19 000'), a comma starts the decimals
 * ('19.000,50'), ',-' means whole euros ('19.000,-'), and a unit the field allows may stand before
 * or after ('€ 19.000', '84.000 km'). A dot followed by anything but groups of three digits is a
 * decimal point ('5.4'), as spreadsheets export it.
 *
 * What could mean two values 1,000 apart is refused rather than guessed: '19,000' is 19 in Austria
 * but 19000 in an English export; so is mixing separators ('19,000.00').
 */

/** Thousands separators: dot, space, no-break space, narrow no-break space (Intl 'de-AT'), apostrophe. */
const GROUPED = /^([1-9]\d{0,2})((?:([. \u00a0\u202f'’])\d{3})(?:\3\d{3})*)(?:,(\d+))?$/;
const PLAIN = /^\d+$/;
const DECIMAL_COMMA = /^(\d+),(\d+)$/;
const DECIMAL_POINT = /^(\d+)\.(\d+)$/;
/** '19,000': a comma before exactly three digits after a number that could be a thousands group. */
const AMBIGUOUS_COMMA = /^[1-9]\d{0,2},\d{3}$/;

/**
 * The number `text` stands for, or undefined when it is not one of the forms above. `units` are the
 * units this field may carry ('€', 'EUR', 'km'), matched without regard to case.
 */
export function parseAustrianNumber(text: string, units: readonly string[] = []): number | undefined {
  let s = text.trim();
  for (const unit of units) {
    const lower = s.toLowerCase();
    const u = unit.toLowerCase();
    if (lower.startsWith(u)) s = s.slice(u.length).trim();
    else if (lower.endsWith(u)) s = s.slice(0, -u.length).trim();
  }
  s = s.replace(/,[-–]{1,2}$/, '');
  const negative = /^[-−]/.test(s);
  if (negative) s = s.slice(1);
  const value = unsigned(s);
  return value === undefined ? undefined : negative ? -value : value;
}

function unsigned(s: string): number | undefined {
  if (PLAIN.test(s)) return Number(s);
  const grouped = GROUPED.exec(s);
  if (grouped) return Number(`${grouped[1]}${(grouped[2] ?? '').replace(/\D/g, '')}${grouped[4] ? `.${grouped[4]}` : ''}`);
  if (AMBIGUOUS_COMMA.test(s)) return undefined;
  const comma = DECIMAL_COMMA.exec(s);
  if (comma) return Number(`${comma[1]}.${comma[2]}`);
  if (DECIMAL_POINT.test(s)) return Number(s);
  return undefined;
}

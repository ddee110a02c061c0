/** Largest id a PostgreSQL `integer` column holds; a larger one cannot name a seller. */
export const MAX_SELLER_ID = 2_147_483_647;

/**
 * A seller's marketplace id as an operator (`--seller`) or a feed record (`sellerId`) writes it: a
 * JSON integer or digits. `Number()` alone would take '1e3' as seller 1000 and '0x5' as seller 5.
 */
export function parseSellerId(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*[1-9]\d{0,9}\s*$/.test(value) ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n >= 1 && n <= MAX_SELLER_ID ? n : undefined;
}

/** One virtual number of the pool: as shown ('+43 800 201 100') and as dialled ('+43800201100'). */
export interface PoolNumber {
  formatted: string;
  raw: string;
}

/**
 * Reads CALL_TRACKING_POOL: comma-separated numbers as they should be displayed. Entries that are
 * not phone numbers (6 to 15 digits, optional leading +) are rejected so a typo fails at start.
 */
export function parseNumberPool(config: string): PoolNumber[] {
  const seen = new Set<string>();
  const out: PoolNumber[] = [];
  for (const entry of config.split(',')) {
    const formatted = entry.trim().replace(/\s+/g, ' ');
    if (formatted === '') continue;
    if (!/^\+?[0-9 ()/-]+$/.test(formatted)) throw new Error(`CALL_TRACKING_POOL: '${formatted}' is not a phone number`);
    const digits = formatted.replace(/\D/g, '');
    if (digits.length < 6 || digits.length > 15) throw new Error(`CALL_TRACKING_POOL: '${formatted}' needs 6 to 15 digits`);
    const raw = `${formatted.startsWith('+') ? '+' : ''}${digits}`;
    if (seen.has(raw)) continue;
    seen.add(raw);
    out.push({ formatted, raw });
  }
  return out;
}

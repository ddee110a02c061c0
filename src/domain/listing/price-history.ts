/**
 * A car's price history as buyers see it (issue 17 §3): 'Preisverlauf' on the detail page and
 * 'Preis gesenkt' on cards when the price fell within the last 30 days.
 */
export const RECENT_REDUCTION_DAYS = 30;
const DAY_MS = 86_400_000;

/** One earlier asking price, valid from `validFrom` until `validTo` (ISO instants). */
export interface EarlierPrice {
  price: number;
  validFrom: string;
  validTo: string;
}

/** Every price the car had, oldest first, ending with the current one (`since` = when it took effect). */
export interface PriceStep {
  price: number;
  since: string;
}

export function priceSteps(earlier: readonly EarlierPrice[], current: { price: number; since: string }): PriceStep[] {
  const steps = [...earlier].sort((a, b) => a.validFrom.localeCompare(b.validFrom)).map((e) => ({ price: e.price, since: e.validFrom }));
  const lastChange = earlier.reduce<string | null>((latest, e) => (latest === null || e.validTo > latest ? e.validTo : latest), null);
  return [...steps, { price: current.price, since: lastChange ?? current.since }];
}

/**
 * The price before the latest change, when that change lowered the price within the last 30 days;
 * null otherwise (no change, a rise, or an older reduction).
 */
export function recentReduction(earlier: readonly EarlierPrice[], currentPrice: number, now: Date): { previousPrice: number; since: string } | null {
  const latest = earlier.reduce<EarlierPrice | null>((found, e) => (found === null || e.validTo > found.validTo ? e : found), null);
  if (latest === null || latest.price <= currentPrice) return null;
  if (now.getTime() - Date.parse(latest.validTo) > RECENT_REDUCTION_DAYS * DAY_MS) return null;
  return { previousPrice: latest.price, since: latest.validTo };
}

/**
 * When the contact form shows the calm 'Sicher kaufen' box (issue 27 point 8). Watchlist Internet and
 * the Europäische Verbraucherzentrum Österreich describe fake car ads as priced far below the market,
 * often from sellers who appeared only days ago, asking for a deposit or a "transport fee" first.
 */
import type { PriceRating } from '../pricing/price-rating.ts';

/** 30 % or more below the estimated market value */
export const FAR_BELOW_MARKET_SHARE = 0.7;
/** a seller who joined within this many days counts as new */
export const NEW_SELLER_DAYS = 14;

/** 'scam-text': the listing's text carries the words of advance-payment fraud (issue 37 point 1) */
export type ScamSignal = 'far-below-market' | 'new-seller' | 'scam-text';

export interface ScamSignalInput {
  price: number;
  priceRating: PriceRating;
  /** when the seller joined (ISO-8601) */
  sellerSince: string;
  now: Date;
  /** the scam shield flagged the listing's text (src/domain/fraud/scam-text-signals.ts) */
  textFlagged?: boolean;
}

/** the price is 30 % or more below a known market value */
export function farBelowMarket(price: number, marketValue: number | null): boolean {
  return marketValue !== null && marketValue > 0 && price > 0 && price <= marketValue * FAR_BELOW_MARKET_SHARE;
}

export function scamSignals({ price, priceRating, sellerSince, now, textFlagged = false }: ScamSignalInput): ScamSignal[] {
  const signals: ScamSignal[] = [];
  if (priceRating.grade !== null && farBelowMarket(price, priceRating.marketValue)) signals.push('far-below-market');
  const joined = Date.parse(sellerSince);
  if (Number.isFinite(joined) && now.getTime() - joined < NEW_SELLER_DAYS * 86_400_000) signals.push('new-seller');
  if (textFlagged) signals.push('scam-text');
  return signals;
}

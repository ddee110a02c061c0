/**
 * Austrian average energy prices the running costs are computed with, kept with their date. Update
 * this one table (and its date) when the prices move; every page and the API read it.
 */
export const ENERGY_PRICES = {
  /** the date the prices describe, shown next to every energy cost */
  asOf: '2025-12-23',
  /** € per litre; annual average 2025 (VCÖ's Spritpreisbilanz 2025, reported by krone.at on 23 Dec 2025) */
  super: 1.52,
  /** € per litre; annual average 2025 (same source) */
  diesel: 1.54,
  /**
   * € per kWh: 80 % charged at home, 20 % in public (the split the Arbeiterkammer's charging-price analysis
   * takes as average use). Home: about 29 ct per kWh for households (Eurostat, mid-2025, as reported by
   * diesubstanz.at); public: 55 ct per kWh, our estimate of the contract tariffs of the large Austrian
   * networks (AC and DC mixed).
   */
  electricityHome: 0.29,
  electricityPublic: 0.55,
  homeChargingShare: 0.8,
} as const;

/** € per kWh of the home/public charging mix. */
export function electricityMixPrice(prices = ENERGY_PRICES): number {
  return prices.electricityHome * prices.homeChargingShare + prices.electricityPublic * (1 - prices.homeChargingShare);
}

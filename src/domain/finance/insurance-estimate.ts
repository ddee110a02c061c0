/**
 * A rough monthly insurance example for the detail page's insurance widget: a flat liability
 * premium plus Austria's engine-related insurance tax (motorbezogene Versicherungssteuer).
 * Tax: cars first registered before Oct 2020 pay (kW − 24) × 0.682 € a month (at least 10 kW);
 * newer ones (kW − 65) × 0.72 € plus (CO2 − 115 g/km) × 0.72 €, each part at least 0;
 * electric cars are exempt. The premium is an indicative figure, not an offer.
 */
export const BASE_LIABILITY_PREMIUM = 32;

export function monthlyInsuranceEstimate(input: { powerKw: number; co2: number | null; fuel: string; firstRegistration: string | null }): number {
  if (input.fuel === 'E') return BASE_LIABILITY_PREMIUM;
  const newRules = input.firstRegistration === null || input.firstRegistration >= '2020-10';
  const tax = newRules
    ? Math.max(0, input.powerKw - 65) * 0.72 + Math.max(0, (input.co2 ?? 0) - 115) * 0.72
    : Math.max(10, input.powerKw - 24) * 0.682;
  return Math.round((BASE_LIABILITY_PREMIUM + tax) * 100) / 100;
}

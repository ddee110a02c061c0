/**
 * A rough monthly insurance example for the detail page's insurance widget: a flat liability
 * premium plus Austria's engine-related insurance tax (motorbezogene Versicherungssteuer, computed
 * by src/domain/costs/motor-tax.ts; 0 when unknown). The premium is an indicative figure, not an offer.
 */
export const BASE_LIABILITY_PREMIUM = 32;

export function monthlyInsuranceEstimate(motorTaxMonthly: number | null): number {
  return Math.round((BASE_LIABILITY_PREMIUM + (motorTaxMonthly ?? 0)) * 100) / 100;
}

/**
 * What a car costs to keep in Austria, from its own facts: motor tax, energy at a yearly mileage,
 * the NoVA an unregistered import still owes, and the next Pickerl. The API's `ownershipCosts`, the
 * detail section 'Was kostet das Auto im Monat?', the compare rows, and the search's monthly-cost sort
 * and filter all come from here.
 */
import { DEFAULT_KM_PER_YEAR, energyCost, isEnergyCost, type EnergyInput } from './energy-cost.ts';
import { ENERGY_PRICES } from './energy-prices.ts';
import { isMotorTax, motorTax, type MotorTax, type MotorTaxInput } from './motor-tax.ts';
import { isNova, nova } from './nova.ts';
import { monthsUntil, nextPickerlDue } from './pickerl.ts';

export interface CarCostFacts extends MotorTaxInput, EnergyInput {
  price: number;
  /** false: an import not yet registered in Austria (owes the NoVA) */
  registeredInAustria: boolean;
}

export interface OwnershipCosts {
  kmPerYear: number;
  motorTax: MotorTax | null;
  energy: { monthly: number; basis: string; pricesAsOf: string } | null;
  nova: { amount: number; basis: string } | null;
  /** 'YYYY-MM' of the next § 57a inspection */
  pickerlDue: string | null;
  pickerlDueInMonths: number | null;
  /** motor tax + energy per month (what the cost sort and filter use); null when either is unknown */
  totalMonthly: number | null;
  /** why a part is null */
  reasons: { motorTax: string | null; energy: string | null; nova: string | null };
}

const cents = (value: number) => Math.round(value * 100 + 1e-9) / 100;

export function ownershipCosts(car: CarCostFacts, now: Date, kmPerYear = DEFAULT_KM_PER_YEAR): OwnershipCosts {
  const tax = motorTax(car, now);
  const energy = energyCost(car, kmPerYear);
  const novaResult = car.registeredInAustria ? { reason: 'Bereits in Österreich zugelassen' } : nova(car, now);
  const pickerlDue = nextPickerlDue(car.firstRegistration, now);
  const taxPart = isMotorTax(tax) ? tax : null;
  const energyPart = isEnergyCost(energy) ? { ...energy, pricesAsOf: ENERGY_PRICES.asOf } : null;
  return {
    kmPerYear,
    motorTax: taxPart,
    energy: energyPart,
    nova: isNova(novaResult) ? novaResult : null,
    pickerlDue,
    pickerlDueInMonths: pickerlDue === null ? null : monthsUntil(pickerlDue, now),
    totalMonthly: taxPart && energyPart ? cents(taxPart.monthly + energyPart.monthly) : null,
    reasons: {
      motorTax: isMotorTax(tax) ? null : tax.reason,
      energy: isEnergyCost(energy) ? null : energy.reason,
      nova: isNova(novaResult) ? null : novaResult.reason,
    },
  };
}

/** Tax + energy per month at the default mileage, in whole cents, for the search index (null: unknown). */
export function monthlyCostCents(car: CarCostFacts, now: Date): number | null {
  const total = ownershipCosts(car, now).totalMonthly;
  return total === null ? null : Math.round(total * 100);
}

/**
 * Energy cost per month of a car at a yearly mileage: its combined consumption × km × the Austrian
 * average price of its energy (energy-prices.ts). Plug-in hybrids use their weighted WLTP consumption
 * of fuel and electricity; other hybrids are priced as Super;
 * 'Sonstige' (CNG, LPG, hydrogen) have no average price here.
 */
import { formatNumber } from '../format/number-format.ts';
import { ENERGY_PRICES, electricityMixPrice } from './energy-prices.ts';

export const DEFAULT_KM_PER_YEAR = 13_000;
/** The detail page's query parameter for the yearly mileage. */
export const KM_PER_YEAR_PARAM = 'kmjahr';
export const MIN_KM_PER_YEAR = 1_000;
export const MAX_KM_PER_YEAR = 100_000;

/** The page parameter `kmjahr`: whole km within the bounds, rounded to 100 km; anything else is the default. */
export function parseKmPerYear(text: string | null | undefined): number {
  if (!text || !/^\d{1,6}$/.test(text.trim())) return DEFAULT_KM_PER_YEAR;
  const km = Math.round(Number(text) / 100) * 100;
  return km >= MIN_KM_PER_YEAR && km <= MAX_KM_PER_YEAR ? km : DEFAULT_KM_PER_YEAR;
}

export interface EnergyCost {
  monthly: number;
  basis: string;
}
export type EnergyCostMissing = { reason: string };

export interface EnergyInput {
  fuel: string;
  /** combined consumption: l/100 km, or kWh/100 km for electric cars */
  consumption: number | null;
  /** plug-in hybrids: weighted WLTP fuel (l/100 km) and electricity (kWh/100 km) consumption */
  consumptionWeighted: number | null;
  electricConsumptionWeighted: number | null;
}

const price = (value: number) => `€ ${formatNumber(value, 3).replace(/0$/, '')}`;
const cents = (value: number) => Math.round(value * 100 + 1e-9) / 100;

export function energyCost(input: EnergyInput, kmPerYear: number): EnergyCost | EnergyCostMissing {
  const km = `${formatNumber(kmPerYear)} km/Jahr`;
  const electricity = electricityMixPrice();
  if (input.fuel === 'H' && input.consumptionWeighted !== null && input.electricConsumptionWeighted !== null) {
    const perKm = (input.consumptionWeighted * ENERGY_PRICES.super + input.electricConsumptionWeighted * electricity) / 100;
    return {
      monthly: cents((perKm * kmPerYear) / 12),
      basis: `${formatNumber(input.consumptionWeighted, 1)} l/100 km × ${price(ENERGY_PRICES.super)} + ${formatNumber(input.electricConsumptionWeighted, 1)} kWh/100 km × ${price(electricity)} (gewichtet, Plug-in) bei ${km}`,
    };
  }
  if (input.fuel === 'O') return { reason: 'Kein Durchschnittspreis für Erdgas, Autogas oder Wasserstoff hinterlegt' };
  if (input.consumption === null) return { reason: 'Verbrauch unbekannt' };
  const [unit, unitPrice] = input.fuel === 'E' ? ['kWh', electricity] : input.fuel === 'D' ? ['l', ENERGY_PRICES.diesel] : ['l', ENERGY_PRICES.super];
  return {
    monthly: cents(((input.consumption / 100) * unitPrice * kmPerYear) / 12),
    basis: `${formatNumber(input.consumption, 1)} ${unit}/100 km × ${price(unitPrice)}/${unit} bei ${km}`,
  };
}

export function isEnergyCost(value: EnergyCost | EnergyCostMissing): value is EnergyCost {
  return 'monthly' in value;
}

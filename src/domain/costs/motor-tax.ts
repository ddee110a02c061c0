/**
 * Motorbezogene Versicherungssteuer (§ 6 Abs. 3 VersStG 1953) of an M1 car as in force in 2026,
 * per month (annual payment; the surcharges for paying more often, which cars first registered
 * before 1 October 2020 still owe, are left out) and per year.
 *
 * Sources (also on the page 'So berechnen wir die Kosten'):
 * - BMF, motorbezogene Versicherungssteuer:
 *   https://www.bmf.gv.at/themen/steuern/kraftfahrzeuge/motorbezogene-versicherungsteuer.html
 *   and its 'Bemessungsgrundlage' page (kW of the combustion engine, WLTP CO₂, values of the
 *   registration certificate).
 * - the law: https://www.ris.bka.gv.at/GeltendeFassung.wxe?Abfrage=Bundesnormen&Gesetzesnummer=10004742
 * - electric cars from 1 April 2025: Budgetsanierungsmaßnahmengesetz 2025 (BGBl. I Nr. 7/2025).
 *
 * Three rules:
 * - first registered before 1 October 2020: (kW − 24) tiered 0,682 / 0,726 / 0,781 € per kW,
 *   at least 6,82 € (10 kW);
 * - from 1 October 2020: (kW of the combustion engine − deduction) × 0,72 € + (WLTP CO₂ − deduction)
 *   × 0,72 €, each at least 5; the deductions (65 kW, 115 g/km) fall by 1 kW and 3 g/km with each
 *   first-registration year from 2021. Hybrids use the combustion engine's power and, plug-ins, the
 *   weighted WLTP CO₂;
 * - electric cars (whenever first registered) since 1 April 2025: (continuous power − 45 kW, at least
 *   10) tiered 0,25 / 0,35 / 0,45 € + (kerb weight − 900 kg, at least 200) tiered 0,015 / 0,030 / 0,045 €.
 */
import { formatNumber } from '../format/number-format.ts';

export type MotorTaxRule = 'leistung-vor-10-2020' | 'leistung-co2-ab-10-2020' | 'elektro-ab-04-2025';

export interface MotorTax {
  /** euros per month, to the cent */
  monthly: number;
  /** euros per year (12 × monthly) */
  yearly: number;
  rule: MotorTaxRule;
  /** the calculation in words, e.g. '110 kW − 24 kW = 86 kW: 66 × 0,682 € + 20 × 0,726 €' */
  basis: string;
}

export type MotorTaxMissing = { reason: string };

export interface MotorTaxInput {
  /** 'B' | 'D' | 'E' | 'H' | 'O' */
  fuel: string;
  /** 'YYYY-MM'; null for a new car not yet registered (taxed as registered now) */
  firstRegistration: string | null;
  /** the car's (system) power in kW */
  powerKw: number;
  /** kW of the combustion engine of a hybrid (the tax's basis); null for other cars */
  combustionPowerKw: number | null;
  /** WLTP CO₂ combined, g/km */
  wltpCo2: number | null;
  /** WLTP CO₂ weighted (plug-in hybrids), g/km */
  wltpCo2Weighted: number | null;
  /** continuous (30-minute) power of an electric car, kW */
  continuousPowerKw: number | null;
  /** kerb weight (Eigengewicht), kg */
  kerbWeightKg: number | null;
}

interface Tier {
  width: number;
  rate: number;
}

/** Sum of a value spread over tiers; the last tier has an infinite width. */
function tiered(value: number, tiers: readonly Tier[]): { amount: number; parts: string[] } {
  let rest = value;
  let amount = 0;
  const parts: string[] = [];
  for (const tier of tiers) {
    if (rest <= 0) break;
    const taken = Math.min(rest, tier.width);
    amount += taken * tier.rate;
    parts.push(`${formatNumber(taken)} × ${formatNumber(tier.rate, 3).replace(/0$/, '')} €`);
    rest -= taken;
  }
  return { amount, parts };
}

const cents = (value: number) => Math.round(value * 100 + 1e-9) / 100;

function result(monthly: number, rule: MotorTaxRule, basis: string): MotorTax {
  const m = cents(monthly);
  return { monthly: m, yearly: cents(m * 12), rule, basis };
}

export const OLD_RULE_TIERS: readonly Tier[] = [
  { width: 66, rate: 0.682 },
  { width: 20, rate: 0.726 },
  { width: Infinity, rate: 0.781 },
];
const OLD_RULE_FREE_KW = 24;
const OLD_RULE_MIN_KW = 10;

export const EV_POWER_TIERS: readonly Tier[] = [
  { width: 35, rate: 0.25 },
  { width: 25, rate: 0.35 },
  { width: Infinity, rate: 0.45 },
];
export const EV_WEIGHT_TIERS: readonly Tier[] = [
  { width: 500, rate: 0.015 },
  { width: 700, rate: 0.03 },
  { width: Infinity, rate: 0.045 },
];
const EV_POWER_DEDUCTION = 45;
const EV_POWER_MIN = 10;
const EV_WEIGHT_DEDUCTION = 900;
const EV_WEIGHT_MIN = 200;

const NEW_RULE_RATE = 0.72;
const NEW_RULE_MIN = 5;

/** The deductions of the rule from 1 October 2020 for a first-registration year: 2020 65 kW/115 g, 2021 64/112 … */
export function newRuleDeductions(year: number): { kw: number; co2: number } {
  const steps = Math.max(0, year - 2020);
  return { kw: 65 - steps, co2: 115 - 3 * steps };
}

function electricTax(input: MotorTaxInput): MotorTax | MotorTaxMissing {
  if (input.continuousPowerKw === null) return { reason: 'Dauerleistung des Elektromotors unbekannt' };
  if (input.kerbWeightKg === null) return { reason: 'Eigengewicht unbekannt' };
  const kw = Math.max(EV_POWER_MIN, input.continuousPowerKw - EV_POWER_DEDUCTION);
  const kg = Math.max(EV_WEIGHT_MIN, input.kerbWeightKg - EV_WEIGHT_DEDUCTION);
  const power = tiered(kw, EV_POWER_TIERS);
  const weight = tiered(kg, EV_WEIGHT_TIERS);
  const basis =
    `Dauerleistung ${formatNumber(input.continuousPowerKw)} kW − 45 kW = ${formatNumber(kw)} kW: ${power.parts.join(' + ')}; ` +
    `Eigengewicht ${formatNumber(input.kerbWeightKg)} kg − 900 kg = ${formatNumber(kg)} kg: ${weight.parts.join(' + ')}`;
  return result(power.amount + weight.amount, 'elektro-ab-04-2025', basis);
}

/** The tax of one car, or why it cannot be computed from the car's facts. */
export function motorTax(input: MotorTaxInput, now: Date): MotorTax | MotorTaxMissing {
  if (input.fuel === 'E') return electricTax(input);
  const registration = input.firstRegistration ?? `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const kwBase = input.fuel === 'H' ? input.combustionPowerKw : input.powerKw;
  if (kwBase === null) return { reason: 'Leistung des Verbrennungsmotors unbekannt' };
  if (registration < '2020-10') {
    const kw = Math.max(OLD_RULE_MIN_KW, kwBase - OLD_RULE_FREE_KW);
    const { amount, parts } = tiered(kw, OLD_RULE_TIERS);
    return result(amount, 'leistung-vor-10-2020', `${formatNumber(kwBase)} kW − 24 kW = ${formatNumber(kw)} kW: ${parts.join(' + ')}`);
  }
  const co2 = input.wltpCo2Weighted ?? input.wltpCo2;
  if (co2 === null) return { reason: 'WLTP-CO₂-Wert unbekannt' };
  const deduction = newRuleDeductions(Number(registration.slice(0, 4)));
  const kw = Math.max(NEW_RULE_MIN, kwBase - deduction.kw);
  const grams = Math.max(NEW_RULE_MIN, co2 - deduction.co2);
  const basis = `(${formatNumber(kwBase)} kW − ${deduction.kw} kW = ${formatNumber(kw)} kW) × 0,72 € + (${formatNumber(co2)} g/km − ${deduction.co2} g/km = ${formatNumber(grams)} g/km) × 0,72 €`;
  return result((kw + grams) * NEW_RULE_RATE, 'leistung-co2-ab-10-2020', basis);
}

export function isMotorTax(value: MotorTax | MotorTaxMissing): value is MotorTax {
  return 'monthly' in value;
}

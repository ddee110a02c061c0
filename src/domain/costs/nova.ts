/**
 * Normverbrauchsabgabe (NoVA, § 6 NoVAG 1991) of an M1 car that is not yet registered in Austria:
 * due once, at its first Austrian registration. The rate follows the formula of the year of the car's
 * first registration (in the EU); the basis is the price without VAT.
 *
 * Rate = (WLTP CO₂ − deduction) / 5 %, rounded to whole percent, capped; plus a malus per gram above a
 * threshold; minus an Abzugsbetrag of 350 €; never below 0. Sources:
 * - BMF, Normverbrauchsabgabe: https://www.bmf.gv.at/themen/steuern/kraftfahrzeuge/normverbrauchsabgabe.html
 * - 2020: verkehrswirtschaft.at, 'Bei NoVA neue Berechnungsformel ab 1. Jänner 2020' (115 g, malus above 275 g at 40 €)
 * - 2021/2022: opel.at/nova.html (112 g, 50 %, 200 g at 50 €; 107 g, 60 %, 185 g at 60 €; 350 € deduction)
 * - 2023: 102 g, 70 %, 170 g at 70 €; 2024: 97 g, 80 %, 155 g at 80 €; 2025: 94 g (dealer notes of
 *   Porsche Austria's marketplace quoting § 6 NoVAG); 2026 keeps the 2025 values (no further step is in the law).
 * Cars first registered before 2020 carry NEDC values, which the formula does not take: no amount for them.
 */
import { formatNumber } from '../format/number-format.ts';

export interface Nova {
  amount: number;
  basis: string;
}
export type NovaMissing = { reason: string };

interface NovaYear {
  deduction: number;
  maxRate: number;
  malusFrom: number;
  malusPerGram: number;
}

const NOVA_YEARS: ReadonlyMap<number, NovaYear> = new Map([
  [2020, { deduction: 115, maxRate: 32, malusFrom: 275, malusPerGram: 40 }],
  [2021, { deduction: 112, maxRate: 50, malusFrom: 200, malusPerGram: 50 }],
  [2022, { deduction: 107, maxRate: 60, malusFrom: 185, malusPerGram: 60 }],
  [2023, { deduction: 102, maxRate: 70, malusFrom: 170, malusPerGram: 70 }],
  [2024, { deduction: 97, maxRate: 80, malusFrom: 155, malusPerGram: 80 }],
  [2025, { deduction: 94, maxRate: 80, malusFrom: 155, malusPerGram: 80 }],
]);
const LATEST_YEAR = 2025;
const DEDUCTION_AMOUNT = 350;
const VAT = 0.2;

export interface NovaInput {
  fuel: string;
  /** 'YYYY-MM'; null for a new car (this year's formula) */
  firstRegistration: string | null;
  /** asking price in euros, VAT included */
  price: number;
  wltpCo2: number | null;
  wltpCo2Weighted: number | null;
}

export function novaYear(year: number): NovaYear | null {
  if (year < 2020) return null;
  return NOVA_YEARS.get(Math.min(year, LATEST_YEAR)) ?? null;
}

const euros = (value: number) => Math.round(value * 100) / 100;

export function nova(input: NovaInput, now: Date): Nova | NovaMissing {
  if (input.fuel === 'E') return { amount: 0, basis: 'Elektroautos sind von der NoVA befreit' };
  const year = input.firstRegistration === null ? now.getUTCFullYear() : Number(input.firstRegistration.slice(0, 4));
  const rules = novaYear(year);
  if (!rules) return { reason: 'Erstzulassung vor 2020: die NoVA-Formel braucht WLTP-Werte' };
  const co2 = input.wltpCo2Weighted ?? input.wltpCo2;
  if (co2 === null) return { reason: 'WLTP-CO₂-Wert unbekannt' };
  const rate = Math.min(rules.maxRate, Math.max(0, Math.round((co2 - rules.deduction) / 5)));
  const net = input.price / (1 + VAT);
  const malus = Math.max(0, co2 - rules.malusFrom) * rules.malusPerGram;
  const amount = euros(Math.max(0, (net * rate) / 100 + malus - DEDUCTION_AMOUNT));
  const malusText = malus > 0 ? ` + Malus (${formatNumber(co2)} − ${rules.malusFrom} g/km) × ${rules.malusPerGram} €` : '';
  const basis = `(${formatNumber(co2)} g/km − ${rules.deduction} g/km) / 5 = ${rate} % (höchstens ${rules.maxRate} %, Formel ${Math.min(year, LATEST_YEAR)}) von € ${formatNumber(net, 2)} ohne USt.${malusText} − 350 € Abzugsbetrag`;
  return { amount, basis };
}

export function isNova(value: Nova | NovaMissing): value is Nova {
  return 'amount' in value;
}

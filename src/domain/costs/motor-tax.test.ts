import { describe, expect, it } from 'vitest';
import { isMotorTax, motorTax, newRuleDeductions, type MotorTaxInput } from './motor-tax.ts';

const NOW = new Date('2026-11-26T12:00:00Z');
const car = (over: Partial<MotorTaxInput>): MotorTaxInput => ({
  fuel: 'B',
  firstRegistration: '2019-05',
  powerKw: 100,
  combustionPowerKw: null,
  wltpCo2: null,
  wltpCo2Weighted: null,
  continuousPowerKw: null,
  kerbWeightKg: null,
  ...over,
});
const ev = (continuousPowerKw: number, kerbWeightKg: number) =>
  car({ fuel: 'E', firstRegistration: '2023-03', powerKw: continuousPowerKw * 2, continuousPowerKw, kerbWeightKg });

function taxOf(input: MotorTaxInput) {
  const tax = motorTax(input, NOW);
  if (!isMotorTax(tax)) throw new Error(tax.reason);
  return tax;
}

describe('motorbezogene Versicherungssteuer: reference cases', () => {
  // Electric cars since 1 April 2025.
  it('EV 100 kW continuous, 2,000 kg: € 41,25 a month, € 495 a year', () => {
    // Source: pollysteuerfrei.at, 'Motorbezogene Versicherungssteuer für E-Autos ab 1.4.2025' (8 July 2025),
    // https://www.pollysteuerfrei.at/2025/07/08/motorbezogene-versicherungssteuer-fuer-e-autos-ab-1-4-2025
    const tax = taxOf(ev(100, 2000));
    expect(tax).toMatchObject({ monthly: 41.25, yearly: 495, rule: 'elektro-ab-04-2025' });
    expect(tax.basis).toBe(
      'Dauerleistung 100 kW − 45 kW = 55 kW: 35 × 0,25 € + 20 × 0,35 €; Eigengewicht 2.000 kg − 900 kg = 1.100 kg: 500 × 0,015 € + 600 × 0,03 €',
    );
  });
  it('EV 60 kW continuous, 1,450 kg: € 12,75 a month, € 153 a year', () => {
    // Source: kurier.at, 'Mit 1. April gilt die motorbezogene Versicherungssteuer auch für E-Fahrzeuge',
    // https://kurier.at/motor/e-mobility/motorbezogene-versicherungssteuer-e-fahrzeuge/403028375
    expect(taxOf(ev(60, 1450))).toMatchObject({ monthly: 12.75, yearly: 153 });
  });
  it('EV 80 kW continuous, 2,000 kg: € 411 a year', () => {
    // Source: kurier.at (as above).
    expect(taxOf(ev(80, 2000)).yearly).toBe(411);
  });
  it('Renault 5 E-Tech (78 kW continuous, 1,450 kg): € 207 a year', () => {
    // Source: kurier.at (as above), 'Konkretes Beispiel: Für einen elektrischen Renault 5'.
    expect(taxOf(ev(78, 1450)).yearly).toBe(207);
  });
  it('an EV first registered in 2016 pays by the same rule (the exemption ended for existing cars too)', () => {
    // Source: kurier.at (as above): 'sowohl Neu- als auch Bestandsfahrzeuge'. Figures computed from the law's text
    // (no published example): minimum 10 kW → 2,50 €; 1,100 kg − 900 = 200 kg (the minimum) → 3,00 €.
    expect(taxOf(car({ fuel: 'E', firstRegistration: '2016-04', continuousPowerKw: 50, kerbWeightKg: 1100 }))).toMatchObject({
      monthly: 5.5,
      rule: 'elektro-ab-04-2025',
    });
  });
  it('EV 150 kW continuous, 2,300 kg reaches the top tiers', () => {
    // Computed from the law's text (no published example): 105 kW → 35 × 0,25 + 25 × 0,35 + 45 × 0,45 = 37,75;
    // 1,400 kg → 500 × 0,015 + 700 × 0,03 + 200 × 0,045 = 37,50.
    expect(taxOf(ev(150, 2300)).monthly).toBe(75.25);
  });

  // From 1 October 2020: kW and WLTP CO₂.
  it('the minimum from October 2020 is 5 kW and 5 g at 0,72 €: € 7,20 a month, € 86,40 a year', () => {
    // Source: verkehrswirtschaft.at, 'Motorbezogene Versicherungssteuer neu ab 1. Okt 2020' ('Mindeststeuersatz von
    // 7,20 Euro pro Monat'); politikforen.net thread on the 2020 change ('Mindeststeuer von 86,40 € pro Jahr').
    expect(taxOf(car({ firstRegistration: '2020-11', powerKw: 55, wltpCo2: 100 }))).toMatchObject({
      monthly: 7.2,
      yearly: 86.4,
      rule: 'leistung-co2-ab-10-2020',
    });
  });
  it('October–December 2020: (kW − 65) × 0,72 + (CO₂ − 115) × 0,72', () => {
    // Formula: lex-press.at, 'Motorbezogene Versicherungssteuer neu ab 1.10.2020' ('(kW – 65) x 0,72 + (CO2 g/km – 115)
    // x 0,72 = monatliche Belastung'); figures computed: 45 kW + 35 g = 80 × 0,72.
    expect(taxOf(car({ firstRegistration: '2020-12', powerKw: 110, wltpCo2: 150 })).monthly).toBe(57.6);
  });
  it('first registered 2021: deductions 64 kW and 112 g/km', () => {
    // Computed from the law's text (§ 6 Abs. 3 VersStG: the deductions fall by 1 kW and 3 g/km a year from 2021);
    // no published example found: (85 − 64) + (130 − 112) = 39 × 0,72.
    expect(taxOf(car({ firstRegistration: '2021-06', powerKw: 85, wltpCo2: 130 })).monthly).toBe(28.08);
  });
  it('first registered 2023: deductions 62 kW and 106 g/km', () => {
    // Computed from the law's text (no published example): (110 − 62) + (145 − 106) = 87 × 0,72.
    const tax = taxOf(car({ fuel: 'D', firstRegistration: '2023-02', powerKw: 110, wltpCo2: 145 }));
    expect(tax.monthly).toBe(62.64);
    expect(tax.basis).toBe('(110 kW − 62 kW = 48 kW) × 0,72 € + (145 g/km − 106 g/km = 39 g/km) × 0,72 €');
  });
  it('first registered 2024: deductions 61 kW and 103 g/km, each part at least 5', () => {
    // Computed from the law's text (no published example): kW part 5 (minimum), CO₂ (120 − 103) = 17 → 22 × 0,72.
    expect(taxOf(car({ firstRegistration: '2024-09', powerKw: 59, wltpCo2: 120 })).monthly).toBe(15.84);
  });
  it('a full hybrid pays on its combustion engine, not the system power', () => {
    // BMF 'Bemessungsgrundlage': 'Leistung des Verbrennungsmotors'; verkehrswirtschaft.at: 'Für Hybridfahrzeuge ...
    // ist die Motorleistung des Verbrennungsmotors heranzuziehen'. Figures computed: 2022 deductions 63 kW / 109 g:
    // (72 − 63) + (102 − 109 → 5) = 14 × 0,72.
    expect(taxOf(car({ fuel: 'H', firstRegistration: '2022-04', powerKw: 103, combustionPowerKw: 72, wltpCo2: 102 })).monthly).toBe(10.08);
  });
  it('a plug-in hybrid uses the weighted WLTP CO₂', () => {
    // Computed from the law's text (no published example): 2025 deductions 60 kW / 100 g: (110 − 60) + 5 (minimum) = 55 × 0,72.
    expect(taxOf(car({ fuel: 'H', firstRegistration: '2025-01', powerKw: 160, combustionPowerKw: 110, wltpCo2: 140, wltpCo2Weighted: 30 })).monthly).toBe(39.6);
  });

  // Before 1 October 2020: kW only.
  it('before October 2020: 110 kW → 86 kW taxed, € 59,53 a month', () => {
    // Computed from the law's text (§ 6 Abs. 3 Z 1 VersStG: 24 kW free, 66 kW at 0,682 €, 20 kW at 0,726 €, the rest
    // at 0,781 €); no published example with these rates found.
    const tax = taxOf(car({ firstRegistration: '2019-05', powerKw: 110 }));
    expect(tax).toMatchObject({ monthly: 59.53, yearly: 714.36, rule: 'leistung-vor-10-2020' });
    expect(tax.basis).toBe('110 kW − 24 kW = 86 kW: 66 × 0,682 € + 20 × 0,726 €');
  });
  it('before October 2020: 150 kW reaches the top tier', () => {
    // Computed from the law's text: 126 kW = 66 × 0,682 + 20 × 0,726 + 40 × 0,781.
    expect(taxOf(car({ firstRegistration: '2015-03', powerKw: 150 })).monthly).toBe(90.77);
  });
  it('before October 2020: at least 6,82 € (10 kW)', () => {
    // Computed from the law's text ('mindestens 6,82 Euro').
    expect(taxOf(car({ firstRegistration: '2008-01', powerKw: 29 })).monthly).toBe(6.82);
  });
  it('September 2020 is still the old rule', () => {
    expect(taxOf(car({ firstRegistration: '2020-09', powerKw: 110, wltpCo2: 150 })).rule).toBe('leistung-vor-10-2020');
  });
});

describe('motor tax: missing facts and deductions', () => {
  it('names the missing fact', () => {
    expect(motorTax(car({ fuel: 'E', continuousPowerKw: null, kerbWeightKg: 1500 }), NOW)).toEqual({ reason: 'Dauerleistung des Elektromotors unbekannt' });
    expect(motorTax(car({ firstRegistration: '2022-01', wltpCo2: null }), NOW)).toEqual({ reason: 'WLTP-CO₂-Wert unbekannt' });
    expect(motorTax(car({ fuel: 'H', combustionPowerKw: null }), NOW)).toEqual({ reason: 'Leistung des Verbrennungsmotors unbekannt' });
  });
  it("a new car not yet registered is taxed by this year's deductions", () => {
    expect(taxOf(car({ firstRegistration: null, powerKw: 100, wltpCo2: 120 })).basis).toContain('− 59 kW');
  });
  it('the deductions fall by 1 kW and 3 g/km a year', () => {
    expect([2020, 2021, 2026].map(newRuleDeductions)).toEqual([
      { kw: 65, co2: 115 },
      { kw: 64, co2: 112 },
      { kw: 59, co2: 97 },
    ]);
  });
});

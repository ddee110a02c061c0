/**
 * The valuation in words (issue 28 §2): how it was made and what moves it (issue 36 §5), the same
 * sentences on the page, in the API's `basis` and `valueFactors` and in the 'Wertalarm' e-mail.
 */
import { formatKm, formatNumber, formatPrice } from '../format/number-format.ts';
import type { Valuation, ValueFactor, ValueFactorKind } from './valuation.ts';

export function valuationBasis(v: Pick<Valuation, 'comparablesCount' | 'forSaleCount' | 'match' | 'yearSpan' | 'rangeBasis'>, name: string): string {
  const kind = v.match === 'like-for-like' ? 'mit gleichem Getriebe und Aufbau' : 'mit beliebigem Getriebe und Aufbau (zu wenige mit gleichem)';
  const range =
    v.rangeBasis === 'evaluation'
      ? 'Die Spanne ist unser tatsächlicher Fehler bei verkauften Autos mit ähnlich vielen Vergleichsfahrzeugen: 80 % lagen darin.'
      : 'Die Spanne zeigt die mittleren 80 % der umgerechneten Preise der Vergleichsfahrzeuge (die erste Auswertung an verkauften Autos läuft noch).';
  return (
    `Marktwert bei Privatverkauf aus ${formatNumber(v.comparablesCount)} vergleichbaren ${name} ${kind}, Erstzulassung ±${v.yearSpan} Jahre: ` +
    `${formatNumber(v.forSaleCount)} im Angebot, ${formatNumber(v.comparablesCount - v.forSaleCount)} in den letzten 12 Monaten verkauft. ${range}`
  );
}

const years = (value: number) => `${formatNumber(value, 1)} Jahre`;

function difference(f: ValueFactor): string {
  switch (f.kind) {
    case 'age':
      return `Alter ${years(f.own)}, Vergleichsfahrzeuge im Mittel ${years(f.typical)}`;
    case 'mileage':
      return `Kilometerstand ${formatKm(Math.round(f.own))}, Vergleichsfahrzeuge im Mittel ${formatKm(Math.round(f.typical / 1000) * 1000)}`;
    case 'power':
      return `Leistung ${formatNumber(f.own)} kW, Vergleichsfahrzeuge im Mittel ${formatNumber(f.typical)} kW`;
    case 'equipment':
      return `Ausstattung: ${formatNumber(Math.round(f.own))} Ausstattungsmerkmale geschätzt, Vergleichsfahrzeuge im Mittel ${formatNumber(Math.round(f.typical))}`;
    case 'allWheel':
      return f.own === f.typical
        ? `Allradantrieb: ${f.own ? 'wie' : 'ohne, wie'} die meisten Vergleichsfahrzeuge`
        : `Allradantrieb: ${f.own ? 'ja' : 'nein'}, anders als die meisten Vergleichsfahrzeuge`;
  }
}

/** At most this many factors are named: the largest effects, the rest are small against the range. */
export const MAX_VALUE_FACTORS = 4;

/** Each factor's line when this car has more of it than the typical comparable, and when less. */
const FACTOR_LABELS: Record<ValueFactorKind, { above: string; below: string }> = {
  age: { above: 'Älter als der Schnitt', below: 'Jünger als der Schnitt' },
  mileage: { above: 'Kilometerstand über dem Schnitt', below: 'Kilometerstand unter dem Schnitt' },
  power: { above: 'Leistung über dem Schnitt', below: 'Leistung unter dem Schnitt' },
  equipment: { above: 'Ausstattung über dem Schnitt', below: 'Ausstattung unter dem Schnitt' },
  allWheel: { above: 'Allradantrieb, anders als die meisten Vergleichsfahrzeuge', below: 'Ohne Allradantrieb, anders als die meisten Vergleichsfahrzeuge' },
};

export interface ValueFactorLine {
  kind: ValueFactorKind;
  /** euro, rounded to 100 */
  effect: number;
  /** 'Kilometerstand über dem Schnitt: −€ 900' */
  text: string;
  /** the figures behind it: 'Kilometerstand 140.000 km, Vergleichsfahrzeuge im Mittel 118.000 km' */
  detail: string;
}

/** What moved the value (issue 36 §5): the up to four largest effects that round to at least € 100, largest first. */
export function valueFactorLines(factors: readonly ValueFactor[]): ValueFactorLine[] {
  return factors
    .map((f) => ({ f, effect: Math.round(f.effect / 100) * 100 }))
    .filter(({ effect }) => effect !== 0)
    .sort((a, b) => Math.abs(b.effect) - Math.abs(a.effect))
    .slice(0, MAX_VALUE_FACTORS)
    .map(({ f, effect }) => ({
      kind: f.kind,
      effect,
      text: `${FACTOR_LABELS[f.kind][f.own > f.typical ? 'above' : 'below']}: ${effect > 0 ? '+' : '−'}${formatPrice(Math.abs(effect))}`,
      detail: difference(f),
    }));
}

/** The region is not part of the model: said, not hidden. */
export const REGION_TEXT =
  'Region: Der Wert gilt für ganz Österreich – unser Modell vergleicht österreichweit und rechnet keine Preisunterschiede zwischen Regionen ein.';

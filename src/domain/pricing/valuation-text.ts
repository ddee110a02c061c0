/**
 * The valuation in words (issue 28 §2): how it was made and what moves it, the same sentences on
 * the page, in the API's `basis` and in the 'Wertalarm' e-mail.
 */
import { formatKm, formatNumber, formatPrice } from '../format/number-format.ts';
import type { Valuation, ValueFactor } from './valuation.ts';

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

/** 'Kilometerstand 140.000 km, Vergleichsfahrzeuge im Mittel 118.000 km: − € 640' */
export function factorText(f: ValueFactor): string {
  const effect = f.effect === 0 ? 'kein Einfluss' : `${f.effect > 0 ? '+' : '−'} ${formatPrice(Math.abs(f.effect))}`;
  return `${difference(f)}: ${effect}`;
}

/** The region is not part of the model: said, not hidden. */
export const REGION_TEXT =
  'Region: Der Wert gilt für ganz Österreich – unser Modell vergleicht österreichweit und rechnet keine Preisunterschiede zwischen Regionen ein.';

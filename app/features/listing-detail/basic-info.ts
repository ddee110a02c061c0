/**
 * The data rows of the detail page (SPEC §2 'Labels'): grouped, each row shown only when its value
 * is non-empty (a non-zero number, non-empty text or a non-empty list). Values are formatted here
 * with the shared number format so every row reads the same.
 */
import { formatKm, formatNumber } from '#src/domain/format/number-format.ts';
import type { EquipmentItem, VehicleDetail, VehicleDetailFacts } from '#src/domain/listing/listing-types.ts';
import { dayText, monthText } from '#src/domain/costs/cost-texts.ts';

export type RowValue = string | number | readonly string[] | null | undefined;

export interface InfoRow {
  label: string;
  value: string | readonly string[];
}
export interface InfoGroup {
  title: string;
  rows: InfoRow[];
}

/** The empty-row rule: 0, NaN, '', whitespace, [] and null are empty. */
export function isNonEmpty(value: RowValue): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'number') return Number.isFinite(value) && value !== 0;
  if (typeof value === 'string') return value.trim() !== '';
  return value.some((v) => v.trim() !== '');
}

const unit = (value: number | null, suffix: string, digits = 0) => (value === null || value === 0 ? null : `${formatNumber(value, digits)} ${suffix}`);

/** 'PS (kW)': '150 PS (110 kW)'. */
export function powerText(ps: number, kw: number): string | null {
  return kw > 0 ? `${formatNumber(ps)} PS (${formatNumber(kw)} kW)` : null;
}

function wltpLines(w: VehicleDetail['wltp'], fuel: string): string[] {
  const energy = fuel === 'E' ? 'kWh' : 'l';
  return [
    w.co2EmissionsCombined !== null ? `CO₂-Emissionen kombiniert: ${formatNumber(w.co2EmissionsCombined)} g/km` : '',
    w.co2EmissionsCombinedWeighted !== null ? `CO₂-Emissionen gewichtet kombiniert: ${formatNumber(w.co2EmissionsCombinedWeighted)} g/km` : '',
    w.consumptionCombined !== null ? `Verbrauch kombiniert: ${formatNumber(w.consumptionCombined, 1)} ${energy}/100 km` : '',
    w.consumptionCombinedWeighted !== null ? `Verbrauch gewichtet kombiniert: ${formatNumber(w.consumptionCombinedWeighted, 1)} l/100 km` : '',
    w.consumptionElectricCombined !== null ? `Stromverbrauch kombiniert: ${formatNumber(w.consumptionElectricCombined, 1)} kWh/100 km` : '',
    w.consumptionElectricCombinedWeighted !== null
      ? `Stromverbrauch gewichtet kombiniert: ${formatNumber(w.consumptionElectricCombinedWeighted, 1)} kWh/100 km`
      : '',
  ].filter((l) => l !== '');
}

function rangeText(range: number | null, city: number | null): string | null {
  if (!range) return null;
  return city ? `${formatKm(range)} (Stadt: ${formatKm(city)})` : formatKm(range);
}

function gearboxText(d: VehicleDetailFacts): string | null {
  if (!d.transmissionType) return null;
  return d.numberOfGears ? `${d.transmissionType} (${d.numberOfGears} Gänge)` : d.transmissionType;
}

function consumptionText(d: VehicleDetailFacts): string | null {
  if (d.consumptionCombined === null || d.consumptionCombined === 0) return null;
  return `${formatNumber(d.consumptionCombined, 1)} ${d.fuel.raw === 'E' ? 'kWh' : 'l'}/100 km (kombiniert)`;
}

function group(title: string, rows: [label: string, value: RowValue][]): InfoGroup {
  return {
    title,
    rows: rows
      .filter(([, v]) => isNonEmpty(v))
      .map(([label, value]) => ({ label, value: typeof value === 'number' ? String(value) : (value as string | readonly string[]) })),
  };
}

/** Every label of SPEC §2 in four groups; empty groups are dropped. */
export function basicInfoGroups(d: VehicleDetailFacts): InfoGroup[] {
  return [
    group('Basisdaten', [
      ['Erstzulassung', d.firstRegistrationDate],
      ['Kilometerstand', d.mileageKm > 0 ? formatKm(d.mileageKm) : null],
      ['Leistung', powerText(d.powerInPS, d.powerInKW)],
      ['Treibstoff', d.fuel.formatted],
      ['Farbe', d.bodyColor],
      ['Unfallfahrzeug', d.hadAccident ? 'Ja' : 'Nein'],
      ['Vorbesitzer', d.numberOfPreviousOwners],
      ['Online seit', dayText(d.createdAt)],
      ['Nächstes Pickerl', d.ownershipCosts.pickerlDue === null ? null : monthText(d.ownershipCosts.pickerlDue)],
      ['In Österreich zugelassen', d.registeredInAustria ? 'Ja' : 'Nein (NoVA bei der Zulassung fällig)'],
      ['Angebotsnummer', d.offerReference],
      ['Kategorie', d.offerType.formatted],
    ]),
    group('Elektroantrieb', [
      ['Nutzbare Batterie', unit(d.electric?.batteryCapacityKWh ?? null, 'kWh', 1)],
      ['Dauerleistung', unit(d.electric?.continuousPowerInKW ?? null, 'kW')],
      ['DC-Laden bis', unit(d.electric?.maxDcChargingKW ?? null, 'kW')],
      ['AC-Laden bis', unit(d.electric?.maxAcChargingKW ?? null, 'kW', 1)],
      ['Wärmepumpe', d.electric?.heatPump === null || d.electric?.heatPump === undefined ? null : d.electric.heatPump ? 'Ja' : 'Nein'],
    ]),
    group('Technische Daten', [
      ['Aufbau', d.bodyType.name],
      ['Getriebe', gearboxText(d)],
      ['Antrieb', d.driveTrain],
      ['Türen', d.numberOfDoors],
      ['Sitze', d.numberOfSeats],
      ['Hubraum', unit(d.engineDisplacement, 'cm³')],
      ['Leergewicht', unit(d.emptyWeight, 'kg')],
      ['Leistung Verbrennungsmotor', unit(d.combustionPowerInKW, 'kW')],
    ]),
    group('Umwelt und Verbrauch', [
      ['CO₂-Emissionen', unit(d.co2, 'g/km')],
      ['WLTP-Werte', wltpLines(d.wltp, d.fuel.raw)],
      ['Elektrische Reichweite', rangeText(d.electricRange, d.electricRangeCity)],
      ['Schadstoffklasse', d.euEmissionStandard],
      ['Verbrauch', consumptionText(d)],
    ]),
    group('Innenraum und Herkunft', [
      ['Innenausstattung', d.interiorDecoration],
      ['Ursprungsmarkt', d.originalMarket],
    ]),
  ].filter((g) => g.rows.length > 0);
}

/** SPEC §2: equipment in columns of ceil(count / 3) items. */
export function equipmentColumns(items: readonly EquipmentItem[], columns = 3): EquipmentItem[][] {
  if (items.length === 0) return [];
  const perColumn = Math.ceil(items.length / columns);
  const out: EquipmentItem[][] = [];
  for (let i = 0; i < items.length; i += perColumn) out.push(items.slice(i, i + perColumn));
  return out;
}

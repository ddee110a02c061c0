/**
 * The compare table's data (SPEC §2 Compare page): one column per car, the spec's rows, the
 * equipment union and, beyond the spec, which cell holds the best value of a comparable row.
 * Pure: the loader maps vehicle details to CompareCar on the server, so the page ships only what the
 * table shows.
 */
import { formatNumber } from '#src/domain/format/number-format.ts';
import type { ListingImage, SellerTypeCode, VehicleDetail } from '#src/domain/listing/listing-types.ts';
import { deviationText } from '#src/domain/pricing/price-deviation-text.ts';
import type { PriceRating } from '#src/domain/pricing/price-rating.ts';
import { euros, pickerlText } from '#src/domain/costs/cost-texts.ts';
import type { OwnershipCosts } from '#src/domain/costs/ownership-costs.ts';

/** SPEC §4/§9: remove is disabled at 3 or fewer cars. */
export const COMPARE_REMOVE_MIN = 3;
/** SPEC §2: heading '{n} {compare label}'. */
export const COMPARE_LABEL = 'Fahrzeuge im Vergleich';

export interface CompareCar {
  id: number;
  title: string;
  makeModel: string;
  detailURL: string;
  images: ListingImage[];
  price: { raw: number; formatted: string };
  firstRegistration: string;
  mileage: { raw: number; formatted: string };
  power: { kw: number; ps: number };
  fuel: string;
  construction: string;
  transmission: string;
  co2: number | null;
  consumption: { value: number; unit: 'l/100 km' | 'kWh/100 km' } | null;
  vatDeductible: boolean;
  equipment: { id: number; name: string }[];
  seller: {
    type: SellerTypeCode;
    isPrivateSeller: boolean;
    companyName: string | null;
    contactName: string | null;
    street: string | null;
    zipCity: string;
  };
  isSold: boolean;
  priceRating: PriceRating;
  ownershipCosts: OwnershipCosts;
}

const DASH = '–';

export function toCompareCar(d: VehicleDetail): CompareCar {
  const consumption = d.consumptionCombined ?? d.wltp.consumptionCombined;
  return {
    id: d.id,
    title: d.title,
    makeModel: [d.make.formatted, d.model.formatted].filter(Boolean).join(' '),
    detailURL: d.detailURL,
    images: d.images,
    price: d.price,
    firstRegistration: d.firstRegistrationDate ?? d.offerType.formatted,
    mileage: d.mileage,
    power: { kw: d.powerInKW, ps: d.powerInPS },
    fuel: d.fuel.formatted,
    construction: d.bodyType.name || DASH,
    transmission: d.transmissionType ?? DASH,
    co2: d.co2 ?? d.wltp.co2EmissionsCombined,
    consumption: consumption === null ? null : { value: consumption, unit: d.fuel.raw === 'E' ? 'kWh/100 km' : 'l/100 km' },
    vatDeductible: d.vatDeductible,
    equipment: d.equipments,
    seller: {
      type: d.seller.type,
      isPrivateSeller: d.seller.isPrivateSeller,
      companyName: d.seller.companyName,
      contactName: d.seller.contactName,
      street: d.seller.address.street,
      zipCity: [d.seller.address.zip, d.seller.address.city].filter(Boolean).join(' '),
    },
    isSold: d.isSold,
    priceRating: d.priceRating,
    ownershipCosts: d.ownershipCosts,
  };
}

/**
 * Indexes of the best values of a row: only when at least two cars have a value and they differ
 * (highlighting one of two equal prices would suggest a difference that is not there).
 */
export function bestIndexes(values: readonly (number | null)[], better: 'low' | 'high'): Set<number> {
  const present = values.filter((v): v is number => v !== null);
  if (present.length < 2) return new Set();
  const best = better === 'low' ? Math.min(...present) : Math.max(...present);
  if (present.every((v) => v === best)) return new Set();
  return new Set(values.flatMap((v, i) => (v === best ? [i] : [])));
}

/** Consumption compares only within one unit: litres and kilowatt-hours are not comparable. */
export function bestConsumption(cars: readonly CompareCar[]): Set<number> {
  const units = new Set(cars.flatMap((c) => (c.consumption ? [c.consumption.unit] : [])));
  const out = new Set<number>();
  for (const unit of units) {
    const values = cars.map((c) => (c.consumption?.unit === unit ? c.consumption.value : null));
    for (const i of bestIndexes(values, 'low')) out.add(i);
  }
  return out;
}

/** Whether every car shows the same value, so 'Nur Unterschiede anzeigen' hides the row (issue 19). */
export function sameForAll(values: readonly (string | boolean)[]): boolean {
  return values.length > 1 && values.every((v) => v === values[0]);
}

export interface CompareRow {
  key: string;
  label: string;
  cells: string[];
  /** columns holding the row's best value */
  best: Set<number>;
}

/** 'Guter Preis · 6 % unter dem Marktwert', or 'Keine Preisbewertung'. */
function ratingCell(rating: PriceRating): string {
  return rating.grade === null ? rating.label : `${rating.label} · ${deviationText(rating.deviation)}`;
}

/** How far each rated car's price lies from its market value (null: no rating). */
function deviations(cars: readonly CompareCar[]): (number | null)[] {
  return cars.map((c) => (c.priceRating.grade === null ? null : c.priceRating.deviation));
}

/**
 * SPEC §2 rows (first registration, mileage, power in PS and kW, fuel, construction, transmission, CO2,
 * consumption, VAT note) after issue 17's price rating, best where the price lies lowest against the
 * car's own market value.
 */
export function compareRows(cars: readonly CompareCar[]): CompareRow[] {
  const none = new Set<number>();
  return [
    { key: 'price-rating', label: 'Preisbewertung', cells: cars.map((c) => ratingCell(c.priceRating)), best: bestIndexes(deviations(cars), 'low') },
    { key: 'registration', label: 'Erstzulassung', cells: cars.map((c) => c.firstRegistration), best: none },
    {
      key: 'mileage',
      label: 'Kilometerstand',
      cells: cars.map((c) => c.mileage.formatted),
      best: bestIndexes(
        cars.map((c) => c.mileage.raw),
        'low',
      ),
    },
    {
      key: 'power',
      label: 'Leistung',
      cells: cars.map((c) => `${formatNumber(c.power.ps)} PS (${formatNumber(c.power.kw)} kW)`),
      best: bestIndexes(
        cars.map((c) => c.power.kw),
        'high',
      ),
    },
    { key: 'fuel', label: 'Treibstoff', cells: cars.map((c) => c.fuel), best: none },
    { key: 'construction', label: 'Aufbau', cells: cars.map((c) => c.construction), best: none },
    { key: 'transmission', label: 'Getriebe', cells: cars.map((c) => c.transmission), best: none },
    { key: 'co2', label: 'CO₂-Emissionen', cells: cars.map((c) => (c.co2 === null ? DASH : `${formatNumber(c.co2)} g/km`)), best: none },
    {
      key: 'consumption',
      label: 'Verbrauch (kombiniert)',
      cells: cars.map((c) => (c.consumption ? `${formatNumber(c.consumption.value, 1)} ${c.consumption.unit}` : DASH)),
      best: bestConsumption(cars),
    },
    { key: 'vat', label: 'MwSt.', cells: cars.map((c) => (c.vatDeductible ? 'MwSt. ausweisbar' : DASH)), best: none },
    ...costRows(cars),
  ];
}

/** Issue 26: what each car costs to keep, at the default mileage; lowest monthly costs best. */
function costRows(cars: readonly CompareCar[]): CompareRow[] {
  const none = new Set<number>();
  const costs = cars.map((c) => c.ownershipCosts);
  return [
    {
      key: 'motor-tax',
      label: 'Versicherungssteuer/Monat',
      cells: costs.map((c) => (c.motorTax ? euros(c.motorTax.monthly) : DASH)),
      best: bestIndexes(
        costs.map((c) => c.motorTax?.monthly ?? null),
        'low',
      ),
    },
    {
      key: 'energy',
      label: `Energie/Monat (${formatNumber(costs[0]?.kmPerYear ?? 0)} km/Jahr)`,
      cells: costs.map((c) => (c.energy ? euros(c.energy.monthly) : DASH)),
      best: bestIndexes(
        costs.map((c) => c.energy?.monthly ?? null),
        'low',
      ),
    },
    {
      key: 'monthly-costs',
      label: 'Steuer und Energie/Monat',
      cells: costs.map((c) => (c.totalMonthly === null ? DASH : euros(c.totalMonthly))),
      best: bestIndexes(
        costs.map((c) => c.totalMonthly),
        'low',
      ),
    },
    { key: 'nova', label: 'NoVA bei Zulassung', cells: costs.map((c) => (c.nova ? euros(c.nova.amount) : DASH)), best: none },
    { key: 'pickerl', label: 'Pickerl', cells: costs.map((c) => pickerlText(c) ?? DASH), best: none },
  ];
}

/**
 * Columns with the best-value price (shown in the column head). A low price alone may buy an older
 * or worn car, so once at least two cars have a price rating the best value is the price lowest
 * against its own market value (issue 17); without that, the lowest price.
 */
export function bestPrice(cars: readonly CompareCar[]): Set<number> {
  const byRating = bestIndexes(deviations(cars), 'low');
  const rated = deviations(cars).filter((d) => d !== null).length;
  return rated >= 2
    ? byRating
    : bestIndexes(
        cars.map((c) => c.price.raw),
        'low',
      );
}

/** SPEC §2: one row per equipment item found on any car, alphabetical. */
export function equipmentUnion(cars: readonly CompareCar[]): { id: number; name: string; has: boolean[] }[] {
  const names = new Map<number, string>();
  for (const car of cars) for (const e of car.equipment) names.set(e.id, e.name);
  return [...names]
    .sort((a, b) => a[1].localeCompare(b[1], 'de'))
    .map(([id, name]) => ({ id, name, has: cars.map((c) => c.equipment.some((e) => e.id === id)) }));
}

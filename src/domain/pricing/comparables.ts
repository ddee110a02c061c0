/**
 * Which cars a car's market value is learnt from (issue 17 §1, like for like since issue 28 §5), and
 * the search that shows them. Comparables: the same model and fuel, the same gearbox group and body
 * group, first registered within ±2 years (±3 when that finds too few), a mileage within a band
 * around the car's, power within ±20 %, no accident car, no new car, no Oldtimer, for sale now or
 * sold within the last year. When even ±3 years find too few cars of the same gearbox and body,
 * gearbox and body are left out, and the rating says so. Every bound is an ordinary search filter,
 * so 'Vergleichbare Fahrzeuge ansehen' lists exactly the comparables for sale (and the car itself).
 */
import type { VehicleDetail } from '../listing/listing-types.ts';
import { createFilters, type SearchFilters } from '../search/search-filters.ts';
import type { MatchLevel, NoRatingReason } from './price-rating.ts';

export type { MatchLevel };

/** What the estimate knows of a car: the listing's price-relevant facts. */
export interface PricedCar {
  id: number;
  makeId: number;
  modelId: number;
  /** 'YYYY-MM'; null for a new car without registration */
  firstRegistration: string | null;
  mileage: number;
  powerKw: number;
  /** fuel code (B, D, E, H, O) */
  fuel: string;
  /** asking price, or the last price of a sold car (euro) */
  price: number;
  offerType: string;
  hadAccident: boolean;
  privateSeller: boolean;
  /** equipment items other than four-wheel drive, warranty and service book */
  equipmentCount: number;
  allWheelDrive: boolean;
  /** sold (its last price counts as a market price) rather than for sale now */
  sold: boolean;
  /** transmission id (1 Schaltgetriebe, 2 Automatik, 3 Halbautomatik); null when unknown */
  gearbox: number | null;
  bodyType: number;
  /** days from going online to the sale (sold cars only): what the time-to-sale model learns from */
  daysOnline: number | null;
  /** ISO time of the sale (sold cars only) */
  soldAt: string | null;
  /** how many of the valuation's value items (VALUE_EQUIPMENT but four-wheel drive) the car has */
  valueItems: number;
}

/**
 * Gearbox groups: a Halbautomatik sells like an automatic. Body groups: bodies whose prices differ
 * little within a model (a hatchback and a saloon) share a group; an estate, an SUV, an open or
 * two-door car, a van each form their own.
 */
export const GEARBOX_GROUPS: readonly (readonly number[])[] = [[1], [2, 3]];
export const BODY_GROUPS: readonly (readonly number[])[] = [[1, 6], [5], [4], [2, 3], [12, 13]];

function groupOf(groups: readonly (readonly number[])[], id: number | null): readonly number[] | null {
  return id === null ? null : (groups.find((g) => g.includes(id)) ?? [id]);
}
export const gearboxGroupOf = (gearbox: number | null) => groupOf(GEARBOX_GROUPS, gearbox);
export const bodyGroupOf = (bodyType: number) => groupOf(BODY_GROUPS, bodyType) as readonly number[];

/** The comparables' search steps, most alike first. */ export const MATCH_STEPS: readonly { match: MatchLevel; yearSpan: number }[] = [
  { match: 'like-for-like', yearSpan: 2 },
  { match: 'like-for-like', yearSpan: 3 },
  { match: 'model-fuel', yearSpan: 2 },
  { match: 'model-fuel', yearSpan: 3 },
];

/** The first registration window: ±2 years, widened to ±3 when fewer than MIN_COMPARABLES are found. */
export const YEAR_SPANS = [2, 3] as const;
export type YearSpan = (typeof YEAR_SPANS)[number];
/** Power within ±20 % of the car's. */
export const POWER_SPREAD = 0.2;
/** Mileage within ±35 % of the car's, at least ±20,000 km (bounds rounded outwards to 1,000 km). */
export const MILEAGE_SPREAD = 0.35;
export const MIN_MILEAGE_BAND_KM = 20_000;
/** A sold car counts for a year after its sale. */
export const SOLD_LOOKBACK_DAYS = 365;
export const OLDTIMER_YEARS = 30;
/** Offer types that are never rated nor compared with: new cars and day registrations follow list prices, Oldtimer their condition. */
const NEW_OFFER_TYPES = new Set(['N', 'S']);
const OLDTIMER_OFFER_TYPE = 'O';
/** The offer types a comparable can have (Gebrauchtwagen, Jahreswagen, Vorführwagen). */
export const COMPARABLE_OFFER_TYPES: readonly string[] = ['U', 'J', 'D'];

/** Months since year 0 of a 'YYYY-MM' date (null when absent or malformed). */
export function registrationMonth(firstRegistration: string | null): number | null {
  if (firstRegistration === null) return null;
  const year = Number(firstRegistration.slice(0, 4));
  const month = Number(firstRegistration.slice(5, 7));
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) return null;
  return year * 12 + month - 1;
}

/** Age in years at `now` (0 for a car registered this month or without registration). */
export function ageInYears(firstRegistration: string | null, now: Date): number {
  const reg = registrationMonth(firstRegistration);
  if (reg === null) return 0;
  return Math.max(0, (now.getUTCFullYear() * 12 + now.getUTCMonth() - reg) / 12);
}

/** Why a car gets no rating whatever its comparables (null: it can be rated). */
export function ineligibility(car: Pick<PricedCar, 'hadAccident' | 'offerType' | 'firstRegistration'>, now: Date): NoRatingReason | null {
  if (car.hadAccident) return 'accident';
  if (car.offerType === OLDTIMER_OFFER_TYPE || ageInYears(car.firstRegistration, now) >= OLDTIMER_YEARS) return 'oldtimer';
  if (NEW_OFFER_TYPES.has(car.offerType) || registrationMonth(car.firstRegistration) === null) return 'new-car';
  return null;
}

/** The bounds of a car's comparables, in the units of the search filters (years, km, kW). */
export interface ComparableWindow {
  regFrom: number;
  regTo: number;
  kmFrom: number;
  kmTo: number;
  powerFrom: number;
  powerTo: number;
}

export interface ComparableSubject {
  makeId: number;
  modelId: number;
  fuel: string;
  registrationYear: number;
  mileage: number;
  powerKw: number;
  gearbox: number | null;
  bodyType: number;
}

export function comparableWindow(car: Pick<ComparableSubject, 'registrationYear' | 'mileage' | 'powerKw'>, yearSpan: number): ComparableWindow {
  const band = Math.max(MIN_MILEAGE_BAND_KM, car.mileage * MILEAGE_SPREAD);
  return {
    regFrom: car.registrationYear - yearSpan,
    regTo: car.registrationYear + yearSpan,
    kmFrom: Math.max(0, Math.floor((car.mileage - band) / 1000) * 1000),
    kmTo: Math.ceil((car.mileage + band) / 1000) * 1000,
    powerFrom: Math.floor(car.powerKw * (1 - POWER_SPREAD)),
    powerTo: Math.ceil(car.powerKw * (1 + POWER_SPREAD)),
  };
}

export function subjectOf(car: PricedCar): ComparableSubject | null {
  const reg = registrationMonth(car.firstRegistration);
  return reg === null
    ? null
    : {
        makeId: car.makeId,
        modelId: car.modelId,
        fuel: car.fuel,
        registrationYear: Math.floor(reg / 12),
        mileage: car.mileage,
        powerKw: car.powerKw,
        gearbox: car.gearbox,
        bodyType: car.bodyType,
      };
}

/** Whether `car` agrees with `subject` in gearbox and body group (a car or subject without gearbox agrees in gearbox with every car). */
export function sameKind(subject: Pick<ComparableSubject, 'gearbox' | 'bodyType'>, car: Pick<PricedCar, 'gearbox' | 'bodyType'>): boolean {
  const gearboxes = gearboxGroupOf(subject.gearbox);
  return bodyGroupOf(subject.bodyType).includes(car.bodyType) && (gearboxes === null || (car.gearbox !== null && gearboxes.includes(car.gearbox)));
}

/** Comparables share model and fuel: one group per pair. */
export function comparableGroupKey(car: Pick<PricedCar, 'modelId' | 'fuel'>): string {
  return `${car.modelId}|${car.fuel}`;
}

/**
 * The search of a car's comparables ('Vergleichbare Fahrzeuge ansehen'): make and model, the fuel,
 * like for like also the gearbox and body group, the registration years, the mileage band and the
 * power in kW, without accident cars (the default), only used cars, Jahreswagen and Vorführwagen.
 * It finds every active comparable, and the car itself.
 */
export function comparablesFilters(car: ComparableSubject, yearSpan: number, match: MatchLevel): SearchFilters {
  const w = comparableWindow(car, yearSpan);
  const gearboxes = match === 'like-for-like' ? gearboxGroupOf(car.gearbox) : null;
  return createFilters({
    makeModels: [{ make: car.makeId, model: car.modelId }],
    fuels: [car.fuel],
    ...(match === 'like-for-like' ? { bodyTypes: [...bodyGroupOf(car.bodyType)] } : {}),
    ...(gearboxes ? { gearboxes: [...gearboxes] } : {}),
    regFrom: w.regFrom,
    regTo: w.regTo,
    kmFrom: w.kmFrom === 0 ? null : w.kmFrom,
    kmTo: w.kmTo,
    powerFrom: w.powerFrom,
    powerTo: w.powerTo,
    powerUnit: 'kw',
    offerTypes: [...COMPARABLE_OFFER_TYPES],
  });
}

/** The comparables search of a listing as pages and the API show it; null when it has no grade. */
export function comparablesFiltersOf(
  listing: Pick<VehicleDetail, 'make' | 'model' | 'fuel' | 'firstRegistrationDate' | 'mileage' | 'powerInKW' | 'priceRating' | 'gearboxId' | 'bodyType'>,
): SearchFilters | null {
  const rating = listing.priceRating;
  const year = Number(listing.firstRegistrationDate?.slice(-4));
  if (rating.grade === null || !Number.isInteger(year) || year < 1900) return null;
  return comparablesFilters(
    {
      makeId: Number(listing.make.raw),
      modelId: Number(listing.model.raw),
      fuel: listing.fuel.raw,
      registrationYear: year,
      mileage: listing.mileage.raw,
      powerKw: listing.powerInKW,
      gearbox: listing.gearboxId,
      bodyType: listing.bodyType.id,
    },
    rating.registrationYearSpan,
    rating.match,
  );
}

import type { NewListing, Tier } from '../db/schema.ts';
import { createSeededRandom, createWeightedPicker, type SeededRandom } from '../domain/random/seeded-random.ts';
import { electricDriveFacts, hybridCombustionPowerKw } from '../domain/taxonomy/electric-facts.ts';
import { demoBatteryCertificate } from './battery-certificate.ts';
import { MAKES, type FuelCode, type MakeSpec, type ModelSpec } from '../domain/taxonomy/vehicle-catalogue.ts';
import { generationsIn, modelCatalogue, trimsFor, variantsIn, type EngineVariant, type Generation } from '../domain/taxonomy/variants/vehicle-variants.ts';
import { CITY_CARS } from '../domain/taxonomy/variants/naming-data.ts';
import { gearboxFor } from './gearbox.ts';
import { kerbWeight } from './kerb-weight.ts';
import { drawSale, saleTimeScale } from './sale-timing.ts';
import { askingPrice, fuelWeight, roundAskingPrice, typicalYearlyKm, usedMileage } from './market-model.ts';
import { BODY_COLORS, EQUIPMENT, POLLUTION_CLASSES } from '../domain/taxonomy/reference-data.ts';
import { composeDescription } from './compose-description.ts';
import { listingExpiry } from '../domain/listing/listing-lifetime.ts';
import type { GeneratedSeller } from './generate-sellers.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** One listing in five is a private seller's (the Austrian market: 15–30 %). */
export const PRIVATE_EVERY = 5;
const PREMIUM_MAKES = new Set([
  'audi',
  'bmw',
  'mercedes-benz',
  'porsche',
  'land-rover',
  'jaguar',
  'volvo',
  'lexus',
  'tesla',
  'maserati',
  'polestar',
  'bentley',
  'aston-martin',
  'ferrari',
  'lamborghini',
]);
const ORIGINAL_MARKETS = [
  { name: 'Österreich', w: 80 },
  { name: 'Deutschland', w: 14 },
  { name: 'Italien', w: 2 },
  { name: 'Schweiz', w: 1 },
  { name: 'Tschechien', w: 1 },
  { name: 'Sonstige EU', w: 2 },
] as const;

const pickMake = createWeightedPicker(MAKES, (m) => m.weight);
const pickColor = createWeightedPicker(BODY_COLORS, (c) => c.weight);
const pickMarket = createWeightedPicker(ORIGINAL_MARKETS, (m) => m.w);
const modelPickers = new Map<number, (r: SeededRandom) => ModelSpec>(MAKES.map((m) => [m.id, createWeightedPicker(m.models, (x) => x.weight)]));

const pollutionId = (name: string) => POLLUTION_CLASSES.find((p) => p.name === name)?.id ?? null;

function pollutionClassFor(year: number, fuel: FuelCode): number | null {
  if (fuel === 'E') return null;
  const name =
    year >= 2021
      ? 'Euro 6d'
      : year >= 2019
        ? 'Euro 6d-TEMP'
        : year >= 2015
          ? 'Euro 6'
          : year >= 2010
            ? 'Euro 5'
            : year >= 2005
              ? 'Euro 4'
              : year >= 2000
                ? 'Euro 3'
                : year >= 1996
                  ? 'Euro 2'
                  : year >= 1992
                    ? 'Euro 1'
                    : null;
  return name ? pollutionId(name) : null;
}

/** An earlier asking price of a listing (see the listing_price_history table). */
export interface GeneratedPrice {
  price: number;
  valid_from: string;
  valid_to: string;
}
export interface GeneratedListing {
  row: NewListing & { id: number };
  priceHistory: GeneratedPrice[];
  /** the mileage a relisted car was listed with before, by the same seller and reference (issue 37 point 2) */
  earlierSightings: { mileage: number; seen_at: string }[];
}

/** Where a listing is in its life: online now, sold, or run out unsold. */
export type ListingFate = 'active' | 'sold' | 'expired';

interface ListingContext {
  random: SeededRandom;
  now: Date;
  currentYear: number;
}

/** The registration year: used stock is mostly 2 to 12 years old, private cars a little older. */
function drawYear(ctx: ListingContext, model: ModelSpec, isPrivate: boolean): number {
  const { random, currentYear } = ctx;
  const fromYear = Math.max(model.years[0], currentYear - 60);
  const toYear = Math.min(model.years[1] ?? currentYear, currentYear);
  if (!isPrivate && random.next() < 0.08 && toYear >= currentYear - 1) return random.int(Math.max(fromYear, currentYear - 1), toYear);
  const year = Math.round(Math.min(toYear, toYear - Math.abs(random.normal(0, 6)) - (isPrivate ? 3 : 1)));
  // A year before the model existed is drawn again within its years; clamping it to the launch year
  // piled young models' cars up there (Kamiq 2019: 131 cars, 2021: 36).
  return year >= fromYear ? year : random.int(fromYear, toYear);
}

/** A generation built in `year`; for years in a production gap the nearest generation, with the year moved into it. */
function drawGeneration(random: SeededRandom, modelId: number, year: number, currentYear: number): { generation: Generation; year: number } {
  const here = generationsIn(modelId, year);
  if (here.length > 0) return { generation: random.pick(here), year };
  let best: Generation | undefined;
  let bestYear = year;
  for (const g of modelCatalogue(modelId).generations) {
    if (g.variants.length === 0 || g.from > currentYear) continue;
    const y = Math.min(Math.max(year, g.from), Math.min(g.to, currentYear));
    if (!best || Math.abs(y - year) < Math.abs(bestYear - year)) [best, bestYear] = [g, y];
  }
  if (!best) throw new Error(`no generation for model ${modelId}`);
  return { generation: best, year: bestYear };
}

/**
 * The variant: fuel by the market mix of the year, then cheaper versions more often than strong
 * ones. Each fuel weighs the same however many versions of it are listed, so a make with one
 * diesel engine sells as many diesels as one with four.
 */
function drawVariant(random: SeededRandom, variants: readonly EngineVariant[], year: number): EngineVariant {
  const cheapest = Math.min(...variants.map((v) => v.newPrice));
  const appeal = (v: EngineVariant) => Math.pow(cheapest / v.newPrice, 2.2);
  const fuelAppeal = new Map<string, number>();
  for (const v of variants) fuelAppeal.set(v.fuel, Math.max(fuelAppeal.get(v.fuel) ?? 0, appeal(v)));
  const fuelTotal = new Map<string, number>();
  for (const v of variants) fuelTotal.set(v.fuel, (fuelTotal.get(v.fuel) ?? 0) + appeal(v));
  // A fuel's share: its market weight times the appeal of its cheapest version (a costly plug-in sells less).
  return random.weighted(variants, (v) => (fuelWeight(v.fuel, year) * (fuelAppeal.get(v.fuel) as number) * appeal(v)) / (fuelTotal.get(v.fuel) as number));
}

function drawBody(random: SeededRandom, bodies: readonly number[]): number {
  if (bodies.length === 1 || random.chance(0.72)) return bodies[0] as number;
  return random.pick(bodies.slice(1));
}

/** Earlier prices of a listing online for `daysOnline` days: dealers cut 3–8 % after 2–6 weeks. */
function priceReductions(random: SeededRandom, finalPrice: number, createdAt: Date, until: Date): { initial: number; history: GeneratedPrice[] } {
  const history: GeneratedPrice[] = [];
  const cuts: Date[] = [];
  let at = createdAt.getTime();
  while (cuts.length < 3) {
    at += random.int(14, 42) * DAY + random.int(0, 86_399) * 1000;
    if (at >= until.getTime() || !random.chance(cuts.length === 0 ? 0.55 : 0.4)) break;
    cuts.push(new Date(at));
  }
  // Walk back from the final price: each earlier price was 3–8 % higher.
  const prices = [finalPrice];
  for (let i = 0; i < cuts.length; i++) {
    const later = prices[0] as number;
    const exact = later / (1 - random.int(30, 80) / 1000);
    const rounded = roundAskingPrice(exact);
    // Cheap cars: the 90-ending would make the cut too small or too big, so keep tens.
    prices.unshift(rounded / later - 1 >= 0.031 && rounded / later - 1 <= 0.087 ? rounded : Math.round(exact / 10) * 10);
  }
  let from = createdAt;
  cuts.forEach((cut, i) => {
    history.push({ price: prices[i] as number, valid_from: from.toISOString(), valid_to: cut.toISOString() });
    from = cut;
  });
  return { initial: prices[0] as number, history };
}

/** One plausible car: a variant of its model built in its year, mileage and price from the market model. */
function generateListing(ctx: ListingContext, id: number, seller: GeneratedSeller, fate: ListingFate): GeneratedListing {
  const { random, now, currentYear } = ctx;
  const make: MakeSpec = pickMake(random);
  const model = (modelPickers.get(make.id) as (r: SeededRandom) => ModelSpec)(random);
  const isPrivate = seller.row.type === 'P';
  const premium = PREMIUM_MAKES.has(make.safeValue);
  const drawn = drawGeneration(random, model.id, drawYear(ctx, model, isPrivate), currentYear);
  const { generation } = drawn;
  const year = drawn.year;
  const variant = drawVariant(random, variantsIn(model.id, year, generation), year);
  const fuel = variant.fuel;
  const powerKw = variant.kw;
  const bodyType = drawBody(random, generation.bodies);
  const age = currentYear - year;
  const month = age === 0 ? random.int(1, Math.max(1, now.getUTCMonth() + 1)) : random.int(1, 12);
  const ageYears = Math.max(0, age + (now.getUTCMonth() + 1 - month) / 12);

  let offerType = 'U';
  let mileage: number;
  const yearlyKm = typicalYearlyKm({ fuel, bodyType, premium });
  if (age === 0 && !isPrivate && random.chance(0.45)) {
    offerType = random.pick(['N', 'S', 'D']);
    mileage = offerType === 'N' ? random.int(0, 50) : offerType === 'S' ? random.int(10, 150) : random.int(500, 9500);
  } else {
    mileage = usedMileage(random, { ageYears, fuel, bodyType, premium });
    if (age <= 1 && !isPrivate) offerType = 'J';
    if (age >= 30) offerType = 'O';
  }

  const color = pickColor(random);
  const { transmissionId, gears } = gearboxFor(random, {
    make: make.name,
    label: variant.label,
    fuel,
    gearboxes: variant.gearboxes,
    kw: powerKw,
    ccm: variant.ccm,
    year,
    premium,
    cityCar: CITY_CARS.has(`${make.name}|${model.name}`),
  });
  const driveTrain =
    variant.drives.length === 1
      ? (variant.drives[0] as string)
      : random.chance(bodyType === 4 ? 0.35 : premium ? 0.3 : 0.08)
        ? 'A'
        : (variant.drives[0] as string);
  const allWheel = driveTrain === 'A';
  const powerShare = Math.min(1, Math.max(0, (powerKw - model.powerKw[0]) / Math.max(1, model.powerKw[1] - model.powerKw[0])));

  // Consumption and emissions follow the fuel: electric cars have a range and no CO2.
  let consumption: number;
  let co2: number | null;
  let electricRange: number | null = null;
  let electricConsumption: number | null = null;
  if (fuel === 'E') {
    consumption = Math.round((13 + powerKw * 0.025 + (bodyType === 4 ? 2 : 0)) * 10) / 10;
    co2 = 0;
    const [rMin, rMax] = model.electricRangeKm ?? [250, 450];
    electricRange = Math.round(rMin + random.next() * (rMax - rMin));
    electricConsumption = consumption;
  } else {
    const base = 4.2 + powerKw * 0.022 + (bodyType === 4 || bodyType === 12 || bodyType === 13 ? 1.1 : 0) + Math.max(0, 2015 - year) * 0.06;
    const factor = fuel === 'D' ? 0.82 : fuel === 'H' ? 0.72 : fuel === 'O' ? 1.1 : 1;
    consumption = Math.round(base * factor * random.normal(1, 0.04) * 10) / 10;
    co2 = Math.round(consumption * (fuel === 'D' ? 26.4 : fuel === 'O' ? 16.5 : 23.6));
    if (variant.plugIn) {
      const [rMin, rMax] = model.plugInRangeKm ?? (model.fuels.includes('E') ? undefined : model.electricRangeKm) ?? [40, 60];
      electricRange = Math.round(rMin + random.next() * (rMax - rMin));
      electricConsumption = Math.round(random.normal(17, 1.5) * 10) / 10;
    }
  }
  const wltp = year >= 2018;
  const plugIn = variant.plugIn;

  const equipment = new Set<number>();
  const richness = (PREMIUM_MAKES.has(make.safeValue) ? 1.25 : 1) * (0.75 + powerShare * 0.5);
  for (const item of EQUIPMENT) {
    if (item.id === 11 || item.id === 37 || item.id === 49) continue;
    if (item.since && year < item.since) continue;
    const ageFade = Math.max(0.25, 1 - Math.max(0, 2018 - year) * 0.04);
    if (random.chance(Math.min(0.98, item.rate * richness * ageFade))) equipment.add(item.id);
  }
  if (allWheel) equipment.add(11);
  const warranty = !isPrivate && (age < 8 ? random.chance(0.7) : random.chance(0.2));
  const fullService = random.chance(age < 10 ? 0.55 : 0.3);
  if (warranty) equipment.add(37);
  if (fullService) equipment.add(49);
  const vatDeductible = !isPrivate && age <= 4 && random.chance(0.4);

  const trims = trimsFor(make.name, year, variant);
  const trimLine = trims.length > 0 ? random.weighted(trims, (t) => t.weight) : null;
  const trim = trimLine?.name ?? null;
  const version = trim ? `${variant.label} ${trim}` : variant.label;
  // Equipment every car of its registration month has; no leather or massage on an entry line; no roof on a cabrio.
  const registered = offerType === 'N' ? now.toISOString().slice(0, 7) : `${year}-${String(month).padStart(2, '0')}`;
  for (const item of EQUIPMENT) {
    if (item.standardFrom && registered >= item.standardFrom) equipment.add(item.id);
    if ((item.notOnEntryTrims && trimLine?.level === 'entry') || (item.roof && bodyType === 2)) equipment.delete(item.id);
  }
  // A name is not said twice: a variant carrying the model's name ('GLC 220 d', 'Cooper S') follows the
  // make directly, a model carrying the make's name ('DS 4', 'Mini (Classic)') stands alone.
  const startsWith = (text: string, name: string) => text === name || text.startsWith(`${name} `);
  const named = startsWith(version, model.name) ? version : `${model.name} ${version}`.trim();
  const title = startsWith(named, make.name) ? named : `${make.name} ${named}`;

  // Life of the ad: active ones went online within the 126-day lifetime, expired ones ran their
  // full lifetime unsold; sold ones after days to months, by their price and kind (sale-timing.ts).
  const lifetimeDays = 126;
  const onlineSince =
    fate === 'active'
      ? new Date(now.getTime() - Math.floor(Math.pow(random.next(), 1.3) * 120 * DAY) - random.int(0, 86_399) * 1000)
      : fate === 'expired'
        ? new Date(now.getTime() - random.int(lifetimeDays + 1, 420) * DAY - random.int(0, 86_399) * 1000)
        : null;

  const equipmentScore = Math.min(1, equipment.size / 30);
  const hadAccident = random.chance(0.03) ? 1 : 0;
  const { price, marketValue } = askingPrice(random, {
    newPrice: variant.newPrice * (allWheel && variant.drives.length > 1 ? 1.06 : 1),
    ageYears,
    mileage,
    fuel,
    offerType,
    equipment: equipmentScore,
    hadAccident: hadAccident === 1,
    privateSeller: isPrivate,
    typicalYearlyKm: yearlyKm,
  });
  const { createdAt, soldAt } = onlineSince
    ? { createdAt: onlineSince, soldAt: null }
    : drawSale(
        random,
        {
          timeScale: saleTimeScale({
            modelId: model.id,
            deviation: price / marketValue - 1,
            marketValue,
            ageYears,
            fuel,
            bodyType,
            mileage,
            typicalYearlyKm: yearlyKm,
          }),
          bodyType,
        },
        now,
        lifetimeDays,
      );
  const offlineAt = soldAt ?? (fate === 'expired' ? new Date(createdAt.getTime() + lifetimeDays * DAY) : now);
  // Private sellers rarely re-price; dealers do.
  const { history } = isPrivate && random.chance(0.7) ? { history: [] } : priceReductions(random, price, createdAt, offlineAt);
  const updatedAt = history.length > 0 ? (history[history.length - 1] as GeneratedPrice).valid_to : createdAt.toISOString();
  // Dealers show at least the six views (front, side, rear, interior, cockpit, boot); private sellers a few less at times.
  const photoCount = random.chance(0.02) ? 0 : isPrivate ? random.int(3, 8) : random.int(6, 15);
  const equipmentIds = [...equipment].sort((a, b) => a - b);
  const previousOwners = offerType === 'N' ? 0 : Math.min(6, Math.max(1, Math.round(age / 4 + random.next())));
  const tier = listingTier(random, isPrivate);
  const originalMarket = pickMarket(random).name;
  // Facts added later (issue 26) draw from a stream of their own, so the rest of the inventory stays as it was.
  const factsRandom = createSeededRandom(id * 7919 + 26);
  const electric =
    fuel === 'E' && electricRange !== null ? electricDriveFacts(factsRandom, { kw: powerKw, rangeKm: electricRange, consumptionKwh: consumption, year }) : null;
  // Dealers import young cars from other markets and sell half of them before registering them here (the buyer pays the NoVA).
  const registeredInAustria = isPrivate || originalMarket === 'Österreich' || year < 2020 || offerType === 'N' || !factsRandom.chance(0.5);
  const drawnUpholstery = PREMIUM_MAKES.has(make.safeValue) && random.chance(0.55) ? random.pick([2, 3]) : random.chance(0.8) ? 1 : random.pick([2, 4, 6]);
  // Leather (full or part) is no entry line's upholstery: cloth instead.
  const upholstery = trimLine?.level === 'entry' && (drawnUpholstery === 2 || drawnUpholstery === 3) ? 1 : drawnUpholstery;
  // Days on market (issue 27 §7, own stream): a few dealer cars were online before, went offline and came back under their reference.
  const relistRandom = createSeededRandom(id * 7919 + 27);
  const firstSeen = !isPrivate && relistRandom.chance(0.06) ? new Date(createdAt.getTime() - relistRandom.int(14, 90) * DAY) : createdAt;
  // The mileage check across relistings (issue 37 point 2, own stream): a relisted car was listed before with
  // the mileage it has now (it stood on the lot); one in 25 used ones with 15,000–60,000 km more (a rolled-back counter),
  // never to an earlier reading past 500,000 km, which no such car reaches.
  const rollbackRandom = createSeededRandom(id * 7919 + 37);
  const rolledBack = mileage >= 20_000 && mileage < 440_000 && rollbackRandom.chance(0.04);
  const earlierSightings =
    firstSeen < createdAt ? [{ mileage: rolledBack ? mileage + rollbackRandom.int(150, 600) * 100 : mileage, seen_at: firstSeen.toISOString() }] : [];
  // Battery certificates (issue 37 point 5, own stream): about half the used electric cars have one.
  const certificate =
    fuel === 'E'
      ? demoBatteryCertificate(createSeededRandom(id * 7919 + 375), {
          ageYears,
          mileage,
          firstRegistration: offerType === 'N' ? null : `${year}-${String(month).padStart(2, '0')}`,
          listedAt: createdAt,
        })
      : null;
  const row: NewListing & { id: number } = {
    id,
    old_id: 4_000_000 + id,
    seller_id: seller.row.id,
    offer_reference: isPrivate ? null : `REF-${seller.row.id}-${id}`,
    offer_type: offerType,
    status: fate === 'sold' ? 'sold' : 'active',
    tier,
    make_id: make.id,
    model_id: model.id,
    title,
    version,
    price,
    vat_deductible: vatDeductible ? 1 : 0,
    first_registration: offerType === 'N' ? null : `${year}-${String(month).padStart(2, '0')}`,
    mileage,
    power_kw: powerKw,
    fuel,
    body_color_id: color.id,
    had_accident: hadAccident,
    body_type_id: bodyType,
    transmission_id: transmissionId,
    number_of_gears: gears,
    drive_train: driveTrain,
    // A Kombi has five doors, a coupé or cabrio two and at most four seats.
    doors: bodyType === 2 || bodyType === 3 ? 2 : bodyType === 5 ? 5 : bodyType === 1 && year < 2000 && model.doors === 5 ? 3 : model.doors,
    seats: bodyType === 2 || bodyType === 3 ? Math.min(4, model.seats) : model.seats,
    previous_owners: previousOwners,
    original_market: originalMarket,
    engine_displacement: variant.ccm,
    empty_weight: kerbWeight({ model, bodyType, fuel, plugIn, kw: powerKw, ccm: variant.ccm, year, batteryKwh: electric?.batteryKwh ?? null }),
    upholstery_id: upholstery,
    co2,
    pollution_class_id: pollutionClassFor(year, fuel),
    consumption,
    wltp_co2_combined: wltp ? co2 : null,
    wltp_co2_combined_weighted: wltp && plugIn ? Math.round((co2 ?? 0) * 0.3) : null,
    wltp_consumption_combined: wltp && fuel !== 'E' ? consumption : null,
    wltp_consumption_combined_weighted: wltp && plugIn ? Math.round(consumption * 0.3 * 10) / 10 : null,
    wltp_consumption_electric_combined: wltp ? electricConsumption : null,
    wltp_consumption_electric_combined_weighted: wltp && plugIn ? electricConsumption : null,
    electric_range: electricRange,
    electric_range_city: electricRange ? Math.round(electricRange * 1.25) : null,
    registered_in_austria: registeredInAustria ? 1 : 0,
    combustion_power_kw: fuel === 'H' ? hybridCombustionPowerKw(powerKw) : null,
    continuous_power_kw: electric?.continuousPowerKw ?? null,
    battery_kwh: electric?.batteryKwh ?? null,
    dc_charge_kw: electric?.dcChargeKw ?? null,
    ac_charge_kw: electric?.acChargeKw ?? null,
    heat_pump: electric ? (electric.heatPump ? 1 : 0) : null,
    battery_soh: certificate?.stateOfHealthPercent ?? null,
    battery_soh_tested_on: certificate?.testedOn ?? null,
    battery_soh_provider: certificate?.testProvider ?? null,
    warranty: warranty ? 1 : 0,
    full_service: fullService ? 1 : 0,
    equipment_ids: equipmentIds.join(','),
    description: random.chance(0.03)
      ? null
      : composeDescription(random, { make: make.name, model: model.name, isPrivate, age, mileage, previousOwners, equipmentIds }),
    photo_count: photoCount,
    photo_source: 'generated',
    photo_seed: random.int(1, 1_000_000),
    zip: seller.row.zip ?? null,
    city: seller.row.city ?? null,
    state_slug: seller.row.state_slug ?? null,
    lat: seller.row.lat ?? null,
    lon: seller.row.lon ?? null,
    created_at: createdAt.toISOString(),
    first_seen_at: firstSeen.toISOString(),
    updated_at: updatedAt,
    expires_at: listingExpiry(createdAt),
    sold_at: soldAt?.toISOString() ?? null,
    confirmed_at: lastConfirmation(id, isPrivate, createdAt, offlineAt),
  };
  return { row, priceHistory: history, earlierSightings };
}

/**
 * When the seller last confirmed the car (issue 37 point 3), as it would stand had it been delivered: a
 * dealer's feed within the last day and a half before the car went offline (or now), a private seller
 * answering the monthly question a day or two after it was asked. Drawn from the id, not the random
 * stream, so every other value of the demo stays as it was.
 */
function lastConfirmation(id: number, isPrivate: boolean, createdAt: Date, offlineAt: Date): string {
  const spread = (id * 2_654_435_761) % 4_294_967_296;
  if (!isPrivate) return new Date(Math.max(createdAt.getTime(), offlineAt.getTime() - (spread % 36) * HOUR)).toISOString();
  const asked = createdAt.getTime() + Math.floor((offlineAt.getTime() - createdAt.getTime()) / (30 * DAY)) * 30 * DAY;
  const answered = asked === createdAt.getTime() ? asked : asked + (spread % 48) * HOUR;
  return new Date(Math.min(answered, offlineAt.getTime())).toISOString();
}

/** Paid placement per ad as on a real portal: a few percent top ads, about a tenth highlighted. */
function listingTier(random: SeededRandom, isPrivate: boolean): Tier {
  const r = random.next();
  if (isPrivate) return r < 0.005 ? 'T40' : r < 0.015 ? 'T30' : r < 0.07 ? 'T20' : 'T10';
  return r < 0.022 ? 'T40' : r < 0.05 ? 'T30' : r < 0.16 ? 'T20' : 'T10';
}

export interface ListingCounts {
  active: number;
  sold: number;
  expired: number;
}

/**
 * Generates the active listings, then the sold and the expired ones, over the sellers: every
 * private seller gets one car (a few two), dealers and agents share the rest by size.
 * Yields in order so callers can insert in batches.
 */
export function* generateListings(random: SeededRandom, sellers: readonly GeneratedSeller[], counts: ListingCounts, now: Date): Generator<GeneratedListing> {
  const ctx: ListingContext = { random, now, currentYear: now.getUTCFullYear() };
  const privates = sellers.filter((s) => s.row.type === 'P');
  const pickTrader = createWeightedPicker(
    sellers.filter((s) => s.row.type !== 'P'),
    (s) => s.size,
  );
  const total = counts.active + counts.sold + counts.expired;
  let id = 1;
  let privateIdx = 0;
  for (let i = 0; i < total; i++) {
    const fate: ListingFate = i < counts.active ? 'active' : i < counts.active + counts.sold ? 'sold' : 'expired';
    // Private cars are spread evenly over the whole run (one in PRIVATE_EVERY), each private seller in turn.
    const seller = privates.length > 0 && i % PRIVATE_EVERY === 0 ? (privates[privateIdx++ % privates.length] as GeneratedSeller) : pickTrader(random);
    yield generateListing(ctx, id++, seller, fate);
  }
}

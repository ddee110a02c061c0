import type { NewListing } from '../db/schema.ts';
import { createWeightedPicker, type SeededRandom } from '../domain/random/seeded-random.ts';
import { MAKES, type FuelCode, type MakeSpec, type ModelSpec } from '../domain/taxonomy/vehicle-catalogue.ts';
import { BODY_COLORS, EQUIPMENT, POLLUTION_CLASSES } from '../domain/taxonomy/reference-data.ts';
import { composeDescription } from './compose-description.ts';
import { listingExpiry } from '../domain/listing/listing-lifetime.ts';
import type { GeneratedSeller } from './generate-sellers.ts';

const DAY = 86_400_000;
const PREMIUM_MAKES = new Set(['audi', 'bmw', 'mercedes-benz', 'porsche', 'land-rover', 'jaguar', 'volvo', 'lexus', 'tesla', 'maserati', 'polestar']);
const REAR_DRIVE_MAKES = new Set(['bmw', 'mercedes-benz', 'porsche', 'jaguar', 'maserati', 'ferrari', 'lamborghini']);
const TRIMS = ['Comfortline', 'Style', 'Active', 'Elegance', 'Business', 'Sport', 'Premium', 'Ambition', 'Highline', 'Trendline', 'Executive', 'Limited', 'Edition', 'Design', 'Plus'];
const ORIGINAL_MARKETS = [
  { name: 'Österreich', w: 80 }, { name: 'Deutschland', w: 14 }, { name: 'Italien', w: 2 }, { name: 'Schweiz', w: 1 }, { name: 'Tschechien', w: 1 }, { name: 'Sonstige EU', w: 2 },
] as const;

const pickMake = createWeightedPicker(MAKES, (m) => m.weight);
const pickColor = createWeightedPicker(BODY_COLORS, (c) => c.weight);
const pickMarket = createWeightedPicker(ORIGINAL_MARKETS, (m) => m.w);
const modelPickers = new Map<number, (r: SeededRandom) => ModelSpec>(MAKES.map((m) => [m.id, createWeightedPicker(m.models, (x) => x.weight)]));

const pollutionId = (name: string) => POLLUTION_CLASSES.find((p) => p.name === name)?.id ?? null;

function pollutionClassFor(year: number, fuel: FuelCode): number | null {
  if (fuel === 'E') return null;
  const name = year >= 2021 ? 'Euro 6d' : year >= 2019 ? 'Euro 6d-TEMP' : year >= 2015 ? 'Euro 6' : year >= 2010 ? 'Euro 5' : year >= 2005 ? 'Euro 4' : year >= 2000 ? 'Euro 3' : year >= 1996 ? 'Euro 2' : year >= 1992 ? 'Euro 1' : null;
  return name ? pollutionId(name) : null;
}

function roundPrice(value: number): number {
  if (value < 1000) return Math.max(300, Math.round(value / 50) * 50);
  if (value < 10_000) return Math.round(value / 100) * 100 - 10;
  return Math.round(value / 500) * 500 - 10;
}

const DISPLACEMENTS = [999, 1197, 1248, 1395, 1461, 1498, 1598, 1798, 1968, 1984, 1995, 2143, 2487, 2993, 2998, 3982, 4395];
function displacementFor(kw: number, fuel: FuelCode): number {
  const target = fuel === 'D' ? kw * 18 : kw * 14;
  let best = DISPLACEMENTS[0] as number;
  for (const d of DISPLACEMENTS) if (Math.abs(d - target) < Math.abs(best - target)) best = d;
  return best;
}

const BODY_WEIGHT: Record<number, number> = { 1: 1050, 2: 1350, 3: 1400, 4: 1550, 5: 1450, 6: 1400, 12: 1750, 13: 1950 };

export interface GeneratedListing { row: NewListing & { id: number } }

interface ListingContext { random: SeededRandom; now: Date; currentYear: number }

/** One plausible car: price from make, model, age, mileage and power; data consistent with the fuel. */
function generateListing(ctx: ListingContext, id: number, seller: GeneratedSeller, status: 'active' | 'sold'): GeneratedListing {
  const { random, now, currentYear } = ctx;
  const make: MakeSpec = pickMake(random);
  const model = (modelPickers.get(make.id) as (r: SeededRandom) => ModelSpec)(random);
  const fromYear = Math.max(model.years[0], currentYear - 40);
  const toYear = Math.min(model.years[1] ?? currentYear, currentYear);
  const isPrivate = seller.row.type === 'P';
  // Used-car stock is mostly 2 to 12 years old; dealers also sell new and nearly new cars.
  let year: number;
  const ageDraw = random.next();
  if (!isPrivate && ageDraw < 0.08 && toYear >= currentYear - 1) year = random.int(Math.max(fromYear, currentYear - 1), toYear);
  else year = Math.round(Math.min(toYear, Math.max(fromYear, toYear - Math.abs(random.normal(0, 6)) - (isPrivate ? 3 : 1))));
  const age = currentYear - year;
  const month = age === 0 ? random.int(1, Math.max(1, now.getUTCMonth() + 1)) : random.int(1, 12);

  let offerType = 'U';
  let mileage: number;
  if (age === 0 && !isPrivate && random.chance(0.45)) {
    offerType = random.pick(['N', 'S', 'D']);
    mileage = offerType === 'N' ? random.int(0, 50) : random.int(10, 3500);
  } else {
    const yearly = Math.max(2500, random.normal(isPrivate ? 13_000 : 14_500, 5_000));
    mileage = Math.max(500, Math.round((age + random.next()) * yearly / 100) * 100);
    if (age <= 1 && !isPrivate) offerType = 'J';
    if (age >= 30) offerType = 'O';
  }

  const fuel: FuelCode = model.fuels.length > 1 && random.chance(0.35) ? random.pick(model.fuels) : (model.fuels[0] as FuelCode);
  const [pMin, pMax] = model.powerKw;
  const powerKw = Math.round(pMin + Math.pow(random.next(), 1.6) * (pMax - pMin));
  const powerShare = pMax > pMin ? (powerKw - pMin) / (pMax - pMin) : 0.5;

  const depreciation = age === 0 ? (offerType === 'N' ? 1 : 0.88) : 0.8 * Math.pow(0.885, age - 1);
  const expectedKm = Math.max(1, age * 14_000);
  const kmFactor = Math.min(1.12, Math.max(0.72, 1 - 0.16 * (mileage / expectedKm - 1)));
  let value = model.newPrice * (0.85 + powerShare * 0.45) * depreciation * (age > 0 ? kmFactor : 1);
  if (age >= 30) value = model.newPrice * (0.25 + random.next() * 0.9); // classics gain value again
  value *= random.normal(1, 0.07);
  const hadAccident = random.chance(0.03) ? 1 : 0;
  if (hadAccident) value *= 0.7;
  const price = roundPrice(Math.max(value, 400));

  const color = pickColor(random);
  const bodyType = model.bodyTypes.length > 1 && random.chance(0.25) ? random.pick(model.bodyTypes) : (model.bodyTypes[0] as number);
  const automatic = fuel === 'E' || fuel === 'H' || random.chance(Math.min(0.9, 0.15 + (year - 2000) * 0.025 + (PREMIUM_MAKES.has(make.safeValue) ? 0.25 : 0)));
  const transmissionId = automatic ? 2 : 1;
  const gears = fuel === 'E' ? 1 : automatic ? random.pick([6, 7, 8, 9]) : random.pick([5, 6, 6]);
  const allWheel = bodyType === 4 ? random.chance(0.45) : random.chance(PREMIUM_MAKES.has(make.safeValue) ? 0.2 : 0.04);
  const driveTrain = allWheel ? 'A' : REAR_DRIVE_MAKES.has(make.safeValue) ? 'R' : 'F';

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
    if (fuel === 'H' && model.electricRangeKm) {
      const [rMin, rMax] = model.electricRangeKm;
      electricRange = Math.round(rMin + random.next() * (rMax - rMin));
      electricConsumption = Math.round(random.normal(17, 1.5) * 10) / 10;
    }
  }
  const wltp = year >= 2018;
  const plugIn = fuel === 'H' && electricRange !== null;

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

  const trim = random.pick(TRIMS);
  const version = fuel === 'E' ? `${powerKw} kW ${trim}` : `${(displacementFor(powerKw, fuel) / 1000).toFixed(1)} ${fuel === 'D' ? 'Diesel' : fuel === 'H' ? (plugIn ? 'Plug-in-Hybrid' : 'Hybrid') : ''} ${trim}`.replace(/\s+/g, ' ');
  const title = `${make.name} ${model.name} ${version}`.trim();
  const createdAt = new Date(now.getTime() - Math.floor(random.next() * 120 * DAY) - random.int(0, 86_399) * 1000);
  const photoCount = random.chance(0.02) ? 0 : isPrivate ? random.int(1, 8) : random.int(4, 15);
  const equipmentIds = [...equipment].sort((a, b) => a - b);
  const previousOwners = offerType === 'N' ? 0 : Math.min(6, Math.max(1, Math.round(age / 4 + random.next())));
  const row: NewListing & { id: number } = {
    id,
    old_id: 4_000_000 + id,
    seller_id: seller.row.id,
    offer_reference: isPrivate ? null : `REF-${seller.row.id}-${id}`,
    offer_type: offerType,
    status,
    tier: seller.row.tier,
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
    doors: bodyType === 2 || bodyType === 3 ? 2 : model.doors,
    seats: model.seats,
    previous_owners: previousOwners,
    original_market: pickMarket(random).name,
    engine_displacement: fuel === 'E' ? null : displacementFor(powerKw, fuel),
    empty_weight: Math.round(((BODY_WEIGHT[bodyType] ?? 1400) + powerKw * 1.6 + (fuel === 'E' ? 350 : 0)) / 5) * 5,
    upholstery_id: PREMIUM_MAKES.has(make.safeValue) && random.chance(0.55) ? random.pick([2, 3]) : random.chance(0.8) ? 1 : random.pick([2, 4, 6]),
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
    warranty: warranty ? 1 : 0,
    full_service: fullService ? 1 : 0,
    equipment_ids: equipmentIds.join(','),
    description: random.chance(0.03) ? null : composeDescription(random, { make: make.name, model: model.name, isPrivate, age, mileage, previousOwners, equipmentIds }),
    photo_count: photoCount,
    photo_source: 'generated',
    photo_seed: random.int(1, 1_000_000),
    zip: seller.row.zip ?? null,
    city: seller.row.city ?? null,
    state_slug: seller.row.state_slug ?? null,
    lat: seller.row.lat ?? null,
    lon: seller.row.lon ?? null,
    created_at: createdAt.toISOString(),
    updated_at: createdAt.toISOString(),
    expires_at: listingExpiry(createdAt),
    sold_at: status === 'sold' ? new Date(createdAt.getTime() + random.int(1, 30) * DAY).toISOString() : null,
  };
  return { row };
}

/**
 * Generates `count` active listings plus `soldCount` sold ones, distributed over the sellers
 * (private sellers get one or two cars, dealers many). Yields in order so callers can insert in batches.
 */
export function* generateListings(random: SeededRandom, sellers: readonly GeneratedSeller[], count: number, soldCount: number, now: Date): Generator<GeneratedListing> {
  const ctx: ListingContext = { random, now, currentYear: now.getUTCFullYear() };
  const privates = sellers.filter((s) => s.row.type === 'P');
  const traders = sellers.filter((s) => s.row.type !== 'P');
  const pickTrader = createWeightedPicker(traders, (s) => s.size);
  let id = 1;
  // Every private seller first gets one car (some two), then dealers and agents get the rest.
  const privateShare = Math.min(privates.length * 1.3, count * 0.05);
  let privateIdx = 0;
  for (let i = 0; i < count + soldCount; i++) {
    const status = i >= count ? 'sold' : 'active';
    let seller: GeneratedSeller;
    if (i < privateShare && privates.length > 0) {
      seller = privates[privateIdx % privates.length] as GeneratedSeller;
      privateIdx++;
    } else seller = pickTrader(random);
    yield generateListing(ctx, id++, seller, status);
  }
}

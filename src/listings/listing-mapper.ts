/**
 * Database rows → the public listing shapes of src/domain/listing/listing-types.ts (SPEC §3
 * Listing, Vehicle detail, Seller). The API and every page use these functions, so a car looks the
 * same everywhere.
 */
import { daysOnline, firstSeenAt } from '../domain/listing/days-online.ts';
import { photoUrls } from '../domain/listing/listing-photos.ts';
import { priceSteps, recentReduction, type EarlierPrice } from '../domain/listing/price-history.ts';
import { mileageWarningText, type MileageWarning } from '../domain/listing/mileage-check.ts';
import { batteryHealthOf } from '../domain/listing/battery-health.ts';
import type { ListingRow, SellerRow } from '../db/schema.ts';
import type { AnswerFigures } from '../domain/dealers/answer-times.ts';
import type { PriceRating } from '../domain/pricing/price-rating.ts';
import { noRating } from '../domain/pricing/price-rating-view.ts';
import { annuityExample, type AnnuityExample } from '../domain/finance/annuity-example.ts';
import { monthlyInsuranceEstimate } from '../domain/finance/insurance-estimate.ts';
import { isMotorTax, motorTax } from '../domain/costs/motor-tax.ts';
import { ownershipCosts } from '../domain/costs/ownership-costs.ts';
import { costFactsOf } from './cost-facts.ts';
import { formatKm, formatNumber, formatPrice } from '../domain/format/number-format.ts';
import type {
  EquipmentCategoryGroup,
  FinanceWidget,
  FinancingInfo,
  Listing,
  ListingImage,
  Seller,
  SellerContact,
  VehicleDetail,
} from '../domain/listing/listing-types.ts';
import { detailPath } from '../domain/listing/title-slug.ts';
import { kwToPs } from '../domain/search/search-options.ts';
import type { SellerWithContacts } from '../repositories/seller.repository.ts';
import { LRUCache } from 'lru-cache';
import type { Taxonomy } from '../taxonomy/taxonomy.server.ts';

/** Partner pages the finance and insurance widgets link to (demo partners). */
export const FINANCE_PARTNER_URL = 'https://finanzierung.gebrauchtwagen.at/rechner';
export const INSURANCE_PARTNER_URL = 'https://versicherung.gebrauchtwagen.at/rechner';

export interface MapperContext {
  taxonomy: Taxonomy;
  now: Date;
  /** earlier prices of the cars being mapped (cars without an entry never changed their price) */
  earlierPrices?: ReadonlyMap<number, readonly EarlierPrice[]>;
  /** stored price ratings of the cars being mapped (a car without one is still 'pending') */
  priceRatings?: ReadonlyMap<number, PriceRating>;
  /** mileage warnings of the cars being mapped (issue 37 point 2; cars without an entry fit their earlier sightings) */
  mileageWarnings?: ReadonlyMap<number, MileageWarning>;
  /** the yearly mileage running costs are computed at (default 13,000 km) */
  kmPerYear?: number;
}

// Prices repeat a lot (dealers round them) and the effective-rate search is the costly part of
// mapping a car, so examples are remembered per price.
// (Boxed: the cache holds no null, and a price without an example is worth remembering too.)
const examplesByPrice = new LRUCache<number, { example: AnnuityExample | null }>({ max: 20_000 });
function financeExample(price: number): AnnuityExample | null {
  let kept = examplesByPrice.get(price);
  if (kept === undefined) {
    kept = { example: annuityExample(price) };
    examplesByPrice.set(price, kept);
  }
  return kept.example;
}

/** The answer-time figures stored on a seller row (issue 37 point 4). */
export function sellerAnswerFigures(s: Pick<SellerRow, 'answer_enquiries' | 'answer_median_minutes' | 'answer_within_day_percent'>): AnswerFigures {
  return { enquiries: s.answer_enquiries, medianMinutes: s.answer_median_minutes, withinDayPercent: s.answer_within_day_percent };
}

export function mapSeller({ seller: s, contacts }: SellerWithContacts): Seller {
  return {
    id: s.id,
    type: s.type,
    tier: s.tier,
    companyName: s.company_name,
    address: { street: s.street, zip: s.zip, city: s.city },
    coordinates: s.lat !== null && s.lon !== null ? { lat: s.lat, lon: s.lon } : null,
    contacts: contacts.map((c): SellerContact => ({
      phoneType: c.phone_type,
      formattedNumber: c.formatted_number,
      callTo: c.call_to,
      display: c.phone_type !== 'Tracker',
    })),
    homepage: s.homepage,
    contactName: s.contact_name,
    isPrivateSeller: s.type === 'P',
    logo: s.logo_url,
    dealerRatings: {
      ratingsCount: s.ratings_count,
      ratingsStars: s.ratings_stars,
      ratingsEnabled: s.ratings_enabled === 1,
      ratingsReviewUrl: s.ratings_review_url,
    },
    answerTimes: sellerAnswerFigures(s),
    callTracking: s.call_tracking === 1,
    companyRegister: s.company_register,
    vatId: s.vat_id,
    memberSince: s.created_at,
  };
}

/** Photo URLs of the image endpoint; `v` is the photo seed so a replaced photo gets a new URL. */
export function listingImages(row: Pick<ListingRow, 'id' | 'photo_count' | 'photo_seed'>): ListingImage[] {
  return photoUrls({ listingId: row.id, count: row.photo_count, version: row.photo_seed });
}

/** 'YYYY-MM' → 'MM/YYYY' */
export function registrationDate(value: string | null): string | null {
  if (!value) return null;
  const [y, m] = value.split('-');
  return y && m ? `${m}/${y}` : null;
}

/** Combined consumption and CO2 lines, e.g. ['5,4 l/100 km (kombiniert)', '142 g CO₂/km (kombiniert)']. */
function consumptionLines(row: ListingRow): string[] {
  const lines: string[] = [];
  if (row.consumption !== null) lines.push(`${formatNumber(row.consumption, 1)} ${row.fuel === 'E' ? 'kWh' : 'l'}/100 km (kombiniert)`);
  if (row.wltp_consumption_electric_combined !== null && row.fuel !== 'E')
    lines.push(`${formatNumber(row.wltp_consumption_electric_combined, 1)} kWh/100 km (kombiniert, elektrisch)`);
  if (row.co2 !== null) lines.push(`${formatNumber(row.co2)} g CO₂/km (kombiniert)`);
  return lines;
}

export function financingInfo(example: AnnuityExample | null): FinancingInfo | null {
  if (!example) return null;
  const formatted = formatPrice(example.monthlyRate);
  return { monthlyRate: { raw: example.monthlyRate, formatted }, text: `ab ${formatted} mtl.` };
}

function financeWidgets(row: ListingRow, example: AnnuityExample | null, now: Date): FinanceWidget[] {
  const widgets: FinanceWidget[] = [];
  if (example) {
    // The trailing '_0' is the part a partner link replaces with the click time (SPEC §2 finance box).
    widgets.push({
      productType: 'finance',
      stage: {
        rate: { raw: example.monthlyRate, formatted: formatPrice(example.monthlyRate) },
        linkUrl: `${FINANCE_PARTNER_URL}?betrag=${example.creditAmount}&laufzeit=${example.months}&ref=gw_${row.id}_0`,
      },
    });
  }
  const tax = motorTax(costFactsOf(row), now);
  const premium = monthlyInsuranceEstimate(isMotorTax(tax) ? tax.monthly : null);
  widgets.push({
    productType: 'insurance',
    stage: { rate: { raw: premium, formatted: formatPrice(premium) }, linkUrl: `${INSURANCE_PARTNER_URL}?kw=${row.power_kw}&ref=gw_${row.id}` },
  });
  return widgets;
}

export function isListingAvailable(row: Pick<ListingRow, 'status' | 'expires_at'>, now: Date): boolean {
  return row.status === 'active' && row.expires_at > now.toISOString();
}

export function mapListing(row: ListingRow, seller: Seller, ctx: MapperContext): Listing {
  const { taxonomy } = ctx;
  const make = taxonomy.makeById.get(row.make_id);
  const model = taxonomy.modelById.get(row.model_id);
  const images = listingImages(row);
  const example = financeExample(row.price);
  const price = { raw: row.price, formatted: formatPrice(row.price) };
  const mileage = { raw: row.mileage, formatted: formatKm(row.mileage) };
  const firstRegistrationDate = registrationDate(row.first_registration);
  const makeName = make?.name ?? '';
  const consumption = consumptionLines(row);
  return {
    id: row.id,
    oldId: row.old_id,
    images,
    title: row.title,
    detailURL: detailPath(row.title, row.id),
    fuel: { raw: row.fuel, formatted: taxonomy.names.fuel.get(row.fuel) ?? row.fuel },
    thumbnail: images[0]?.small ?? null,
    location: [row.zip, row.city].filter(Boolean).join(' '),
    envkv: consumption.length > 0 ? consumption.join(', ') : null,
    sellerType: seller.type,
    firstRegistrationDate,
    powerInKW: row.power_kw,
    powerInPS: kwToPs(row.power_kw),
    price,
    mileage,
    make: { raw: row.make_id, formatted: makeName, safeValue: make?.safeValue ?? '' },
    model: { raw: row.model_id, formatted: model?.name ?? '', safeValue: model?.safeValue ?? '' },
    seller,
    tier: row.tier,
    offerType: { raw: row.offer_type, formatted: taxonomy.names.offerType.get(row.offer_type) ?? row.offer_type },
    financingInfo: financingInfo(example),
    summary: {
      id: row.id,
      title: row.title,
      price: { raw: row.price },
      mileage: { raw: row.mileage },
      firstRegistrationDate,
      sellerType: seller.type,
      seller: { id: seller.id },
      tier: row.tier,
      make: { formatted: makeName },
      'price.formatted': price.formatted,
    },
    consumption,
    numberOfDoors: row.doors,
    numberOfSeats: row.seats,
    numberOfPreviousOwners: row.previous_owners,
    vatDeductible: row.vat_deductible === 1,
    hadAccident: row.had_accident === 1,
    createdAt: row.created_at,
    firstSeenAt: firstSeenAt(row),
    daysOnline: daysOnline(firstSeenAt(row), ctx.now),
    confirmedAt: row.confirmed_at,
    adTargeting: { equi: row.equipment_ids, acc: String(row.had_accident), stccm: row.engine_displacement === null ? '' : String(row.engine_displacement) },
    gtmData: {
      listingId: row.id,
      make: makeName,
      model: model?.name ?? '',
      price: row.price,
      mileage: row.mileage,
      firstRegistration: row.first_registration ?? '',
      fuel: row.fuel,
      offerType: row.offer_type,
      sellerType: seller.type,
      tier: row.tier,
    },
    financeIntegrations: { widgets: financeWidgets(row, example, ctx.now) },
    isSold: !isListingAvailable(row, ctx.now),
    priceReduction: reductionOf(row, ctx),
    priceRating: ctx.priceRatings?.get(row.id) ?? noRating('pending'),
  };
}

function equipmentOf(row: ListingRow, taxonomy: Taxonomy) {
  const ids = row.equipment_ids === '' ? [] : row.equipment_ids.split(',').map(Number);
  const items = ids.flatMap((id) => {
    const name = taxonomy.names.equipment.get(id);
    return name === undefined ? [] : [{ id, name }];
  });
  const byCategory: EquipmentCategoryGroup[] = [];
  for (const category of taxonomy.equipmentCategories) {
    const inCategory = new Set(taxonomy.equipment.filter((e) => e.categoryId === category.id).map((e) => e.id));
    const equipment = items.filter((i) => inCategory.has(i.id)).sort((a, b) => a.name.localeCompare(b.name, 'de'));
    if (equipment.length > 0) byCategory.push({ category: category.name, equipment });
  }
  return { items, byCategory };
}

function reductionOf(row: ListingRow, ctx: MapperContext): Listing['priceReduction'] {
  const reduction = recentReduction(ctx.earlierPrices?.get(row.id) ?? [], row.price, ctx.now);
  return reduction && { previousPrice: { raw: reduction.previousPrice, formatted: formatPrice(reduction.previousPrice) }, since: reduction.since };
}

export function mapVehicleDetail(row: ListingRow, seller: Seller, ctx: MapperContext): VehicleDetail {
  const { taxonomy } = ctx;
  const listing = mapListing(row, seller, ctx);
  const equipment = equipmentOf(row, taxonomy);
  return {
    ...listing,
    offerReference: row.offer_reference,
    mileageKm: row.mileage,
    bodyColor: row.body_color_id === null ? null : (taxonomy.names.bodyColor.get(row.body_color_id) ?? null),
    bodyType: { id: row.body_type_id, name: taxonomy.names.bodyType.get(row.body_type_id) ?? '' },
    transmissionType: row.transmission_id === null ? null : (taxonomy.names.transmission.get(row.transmission_id) ?? null),
    gearboxId: row.transmission_id,
    numberOfGears: row.number_of_gears,
    driveTrain: row.drive_train === null ? null : (taxonomy.names.driveTrain.get(row.drive_train) ?? null),
    originalMarket: row.original_market,
    engineDisplacement: row.engine_displacement,
    emptyWeight: row.empty_weight,
    interiorDecoration: row.upholstery_id === null ? null : (taxonomy.names.upholstery.get(row.upholstery_id) ?? null),
    co2: row.co2,
    euEmissionStandard: row.pollution_class_id === null ? null : (taxonomy.names.pollutionClass.get(row.pollution_class_id) ?? null),
    consumptionCombined: row.consumption,
    wltp: {
      co2EmissionsCombined: row.wltp_co2_combined,
      co2EmissionsCombinedWeighted: row.wltp_co2_combined_weighted,
      consumptionCombined: row.wltp_consumption_combined,
      consumptionCombinedWeighted: row.wltp_consumption_combined_weighted,
      consumptionElectricCombined: row.wltp_consumption_electric_combined,
      consumptionElectricCombinedWeighted: row.wltp_consumption_electric_combined_weighted,
    },
    electricRange: row.electric_range,
    electricRangeCity: row.electric_range_city,
    registeredInAustria: row.registered_in_austria !== 0,
    combustionPowerInKW: row.combustion_power_kw,
    electric:
      row.fuel === 'E' || row.battery_kwh !== null || row.battery_soh !== null
        ? {
            continuousPowerInKW: row.continuous_power_kw,
            batteryCapacityKWh: row.battery_kwh,
            maxDcChargingKW: row.dc_charge_kw,
            maxAcChargingKW: row.ac_charge_kw,
            heatPump: row.heat_pump === null ? null : row.heat_pump === 1,
            batteryHealth: batteryHealthOf(row),
          }
        : null,
    ownershipCosts: ownershipCosts(costFactsOf(row), ctx.now, ctx.kmPerYear),
    equipments: equipment.items,
    equipmentsByCategory: equipment.byCategory,
    description: row.description,
    highlights: { warranty: row.warranty === 1, vatDeductible: row.vat_deductible === 1, fullService: row.full_service === 1 },
    priceHistory: priceSteps(ctx.earlierPrices?.get(row.id) ?? [], { price: row.price, since: row.created_at }).map((step) => ({
      price: { raw: step.price, formatted: formatPrice(step.price) },
      since: step.since,
    })),
    mileageWarning: mileageWarningOf(ctx.mileageWarnings?.get(row.id)),
  };
}

function mileageWarningOf(warning: MileageWarning | undefined): VehicleDetail['mileageWarning'] {
  if (!warning) return null;
  return {
    kind: warning.kind,
    earlierMileage: { raw: warning.earlierMileage, formatted: formatKm(warning.earlierMileage) },
    earlierSeenAt: warning.earlierSeenAt,
    text: mileageWarningText(warning),
  };
}

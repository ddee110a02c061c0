import { z } from 'zod';
import type { ListingTable, Tier } from '../db/schema.ts';
import type { FieldIssue } from './ingest-error.ts';
import {
  optionalBoolean,
  optionalDecimal,
  optionalInt,
  optionalList,
  optionalRef,
  optionalText,
  requiredInt,
  requiredRef,
  requiredText,
  taxonomyRef,
  toFieldIssues,
  type TaxonomyRef,
} from './input-coercion.ts';
import type { IngestTaxonomy, TaxonomyLookup } from './taxonomy-lookup.ts';
import { VinSchema } from '../domain/listing/vin.ts';
import {
  BATTERY_FUELS,
  BATTERY_HEALTH_MESSAGES,
  parseTestDay,
  STATE_OF_HEALTH_MAX,
  STATE_OF_HEALTH_MIN,
  TEST_PROVIDER_MAX_LENGTH,
  testDayIssue,
} from '../domain/listing/battery-health.ts';
import { viennaDay } from '../domain/time/vienna-calendar.ts';
import { UNKNOWN_MAKE_MESSAGE, UNKNOWN_MODEL_MESSAGE } from '../domain/taxonomy/unknown-value-messages.ts';

/** Equipment ids that describe the offer rather than an extra (SPEC §9): they mirror fields of the listing. */
const FOUR_WHEEL_DRIVE = 11;
const WARRANTY = 37;
const FULL_SERVICE_HISTORY = 49;
const NEW_CAR_OFFER_TYPE = 'N';

/** The partner's own id of a car; unique per seller, it makes every upsert idempotent. */
export const OfferReferenceSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[^\u0000-\u001f\u007f]+$/);

/** Units a dealer export writes next to a number ('€ 19.000,-', '84.000 km'). */
const EURO = ['€', 'EUR'];
const KM = ['km'];

const TIERS = ['T10', 'T20', 'T30', 'T40'] as const satisfies readonly Tier[];

const WltpSchema = z.strictObject({
  co2EmissionsCombined: optionalDecimal(0, 2000),
  co2EmissionsCombinedWeighted: optionalDecimal(0, 2000),
  consumptionCombined: optionalDecimal(0, 200),
  consumptionCombinedWeighted: optionalDecimal(0, 200),
  consumptionElectricCombined: optionalDecimal(0, 200),
  consumptionElectricCombinedWeighted: optionalDecimal(0, 200),
});

/** A battery certificate (issue 37 point 5): all three fields or none; the day is checked against the calendar below. */
const BatteryHealthSchema = z.strictObject({
  stateOfHealthPercent: requiredInt(STATE_OF_HEALTH_MIN, STATE_OF_HEALTH_MAX, ['%']).describe(
    'Batteriezustand (State of Health) laut Zertifikat, ganze Prozent',
  ),
  testedOn: requiredText(10).describe("Prüfdatum 'JJJJ-MM-TT' oder 'TT.MM.JJJJ', nicht in der Zukunft"),
  testProvider: requiredText(TEST_PROVIDER_MAX_LENGTH).describe("Prüfer, z. B. 'DEKRA', 'TÜV Austria', 'Aviloo'"),
});

/** Electric-car facts (issue 26): the motor tax needs the continuous power; the rest are search filters. */
const ElectricSchema = z.strictObject({
  batteryHealth: BatteryHealthSchema.optional(),
  continuousPowerInKW: optionalInt(1, 1500),
  batteryCapacityKWh: optionalDecimal(1, 300),
  maxDcChargingKW: optionalInt(1, 1500),
  maxAcChargingKW: optionalDecimal(1, 50),
  heatPump: optionalBoolean(),
});

const HighlightsSchema = z.strictObject({
  warranty: optionalBoolean(),
  vatDeductible: optionalBoolean(),
  fullService: optionalBoolean(),
});

/**
 * One car as a partner sends it: the writable fields of the spec's Vehicle detail (SPEC §3), with
 * taxonomy values by id or by name. A PUT replaces the whole car, so an omitted optional field is empty.
 */
export const ListingInputSchema = z.strictObject({
  offerReference: z.preprocess((v) => (v === null || v === '' ? undefined : v), OfferReferenceSchema.optional()),
  /** optional; only recognises a car listed again (issue 27 §7), never shown publicly */
  vin: z
    .preprocess((v) => (v === null || v === '' ? undefined : v), VinSchema.optional())
    .describe('Fahrgestellnummer (FIN/VIN, ISO 3779: 17 Zeichen ohne I, O, Q); optional, nie öffentlich angezeigt'),
  offerType: optionalRef(),
  make: requiredRef(),
  model: requiredRef(),
  version: optionalText(100),
  title: optionalText(150),
  price: requiredInt(1, 10_000_000, EURO),
  firstRegistrationDate: optionalText(10),
  mileage: requiredInt(0, 2_000_000, KM),
  powerInKW: requiredInt(1, 1500),
  fuel: requiredRef(),
  bodyColor: optionalRef(),
  hadAccident: optionalBoolean(),
  bodyType: requiredRef(),
  transmissionType: optionalRef(),
  numberOfGears: optionalInt(1, 12),
  driveTrain: optionalRef(),
  numberOfDoors: optionalInt(1, 9),
  numberOfSeats: optionalInt(1, 20),
  numberOfPreviousOwners: optionalInt(0, 99),
  originalMarket: optionalText(60),
  engineDisplacement: optionalInt(1, 20_000),
  emptyWeight: optionalInt(100, 20_000),
  interiorDecoration: optionalRef(),
  co2: optionalInt(0, 2000),
  euEmissionStandard: optionalRef(),
  consumption: optionalDecimal(0, 200),
  wltp: WltpSchema.optional(),
  electricRange: optionalInt(0, 3000, KM),
  electricRangeCity: optionalInt(0, 3000, KM),
  /** false: an import not yet registered in Austria (the NoVA is still due); omitted means registered */
  registeredInAustria: optionalBoolean(),
  /** hybrids: power of the combustion engine (the motor tax's basis) */
  combustionPowerInKW: optionalInt(1, 1500),
  electric: ElectricSchema.optional(),
  equipments: optionalList(taxonomyRef, 127),
  description: optionalText(10_000),
  highlights: HighlightsSchema.optional(),
  tier: z.preprocess((v) => (v === null || v === '' ? undefined : v), z.enum(TIERS).optional()),
  /** Starts a new 126-day lifetime (also for an expired car); without it an unchanged car is left alone. */
  renew: optionalBoolean(),
});

/** The listing columns an ingested car determines (seller, status, dates, photos and location come from elsewhere). */
export type ListingValues = Pick<
  ListingTable,
  | 'offer_type'
  | 'make_id'
  | 'model_id'
  | 'title'
  | 'version'
  | 'price'
  | 'vat_deductible'
  | 'first_registration'
  | 'mileage'
  | 'power_kw'
  | 'fuel'
  | 'body_color_id'
  | 'had_accident'
  | 'body_type_id'
  | 'transmission_id'
  | 'number_of_gears'
  | 'drive_train'
  | 'doors'
  | 'seats'
  | 'previous_owners'
  | 'original_market'
  | 'engine_displacement'
  | 'empty_weight'
  | 'upholstery_id'
  | 'co2'
  | 'pollution_class_id'
  | 'consumption'
  | 'wltp_co2_combined'
  | 'wltp_co2_combined_weighted'
  | 'wltp_consumption_combined'
  | 'wltp_consumption_combined_weighted'
  | 'wltp_consumption_electric_combined'
  | 'wltp_consumption_electric_combined_weighted'
  | 'electric_range'
  | 'electric_range_city'
  | 'warranty'
  | 'full_service'
  | 'equipment_ids'
  | 'description'
  | 'combustion_power_kw'
  | 'continuous_power_kw'
  | 'battery_kwh'
  | 'dc_charge_kw'
  | 'ac_charge_kw'
  | 'heat_pump'
  | 'battery_soh'
  | 'battery_soh_tested_on'
  | 'battery_soh_provider'
  | 'vin'
> & { registered_in_austria: number };

export interface ResolvedListing {
  values: ListingValues;
  tier: Tier | undefined;
  renew: boolean;
  offerReference: string | undefined;
}

export type ResolveResult = { ok: true; listing: ResolvedListing } | { ok: false; issues: FieldIssue[] };

/** 'YYYY-MM', 'MM/YYYY', 'MM.YYYY' or a full date; stored as 'YYYY-MM'. */
function parseRegistration(text: string): string | undefined {
  const iso = /^(\d{4})-(\d{1,2})(?:-\d{1,2})?$/.exec(text);
  const german = /^(\d{1,2})[/.](\d{4})$/.exec(text);
  const year = Number(iso?.[1] ?? german?.[2]);
  const month = Number(iso?.[2] ?? german?.[1]);
  if (!Number.isInteger(year) || month < 1 || month > 12 || year < 1900) return undefined;
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** Plain text only: control characters other than line breaks and tabs go, line breaks are normalised. */
function cleanDescription(text: string | undefined): string | null {
  if (text === undefined) return null;
  return text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');
}

/**
 * Checks a car against the schema and the taxonomy and turns it into column values. Every bad
 * field is reported, each by its path in the payload.
 */
export function resolveListingInput(raw: unknown, taxonomy: IngestTaxonomy, now: Date): ResolveResult {
  const parsed = ListingInputSchema.safeParse(raw, { reportInput: true });
  if (!parsed.success) return { ok: false, issues: toFieldIssues(parsed.error) };
  const input = parsed.data;
  const issues: FieldIssue[] = [];

  function ref<I extends string | number>(field: string, lookup: TaxonomyLookup<I>, value: TaxonomyRef | undefined, unknownMessage?: string) {
    if (value === undefined) return undefined;
    const entry = lookup.resolve(value);
    if (!entry) issues.push({ field, message: unknownMessage ?? `Unbekannter Wert '${value}'${lookup.describe()}` });
    return entry;
  }

  const make = ref('make', taxonomy.makes, input.make, UNKNOWN_MAKE_MESSAGE);
  const models = make ? taxonomy.modelsByMake.get(make.id) : undefined;
  const model = models ? ref('model', models, input.model, UNKNOWN_MODEL_MESSAGE) : undefined;
  const offerType = ref('offerType', taxonomy.offerTypes, input.offerType ?? 'U');
  const fuel = ref('fuel', taxonomy.fuels, input.fuel);
  const bodyColor = ref('bodyColor', taxonomy.bodyColors, input.bodyColor);
  const bodyType = ref('bodyType', taxonomy.bodyTypes, input.bodyType);
  const transmission = ref('transmissionType', taxonomy.transmissions, input.transmissionType);
  const upholstery = ref('interiorDecoration', taxonomy.upholstery, input.interiorDecoration);
  const pollution = ref('euEmissionStandard', taxonomy.pollutionClasses, input.euEmissionStandard);
  let driveTrain = ref('driveTrain', taxonomy.driveTrains, input.driveTrain)?.id;

  const equipment = new Set<number>();
  (input.equipments ?? []).forEach((value, i) => {
    const entry = ref(`equipments[${i}]`, taxonomy.equipment, value);
    if (entry) equipment.add(entry.id);
  });

  let firstRegistration: string | null = null;
  if (input.firstRegistrationDate !== undefined) {
    const parsedDate = parseRegistration(input.firstRegistrationDate);
    const thisMonth = now.toISOString().slice(0, 7);
    if (!parsedDate) issues.push({ field: 'firstRegistrationDate', message: "Ungültiges Datum (erwartet 'YYYY-MM' oder 'MM/YYYY')" });
    else if (parsedDate > thisMonth) issues.push({ field: 'firstRegistrationDate', message: 'Liegt in der Zukunft' });
    else firstRegistration = parsedDate;
  } else if (offerType && offerType.id !== NEW_CAR_OFFER_TYPE) {
    issues.push({ field: 'firstRegistrationDate', message: 'Pflichtfeld fehlt (außer bei Neuwagen)' });
  }

  const batteryHealth = input.electric?.batteryHealth;
  const testedOn = batteryHealth && parseTestDay(batteryHealth.testedOn);
  if (batteryHealth) {
    const dayIssue = testDayIssue(testedOn, viennaDay(now));
    if (dayIssue) issues.push({ field: 'electric.batteryHealth.testedOn', message: dayIssue });
    if (fuel && !BATTERY_FUELS.includes(fuel.id)) issues.push({ field: 'electric.batteryHealth', message: BATTERY_HEALTH_MESSAGES.notElectric });
  }

  // Four-wheel drive, warranty and service history are both a field and an equipment id; keep them in step.
  if (driveTrain === undefined && equipment.has(FOUR_WHEEL_DRIVE)) driveTrain = 'A';
  if (driveTrain === 'A') equipment.add(FOUR_WHEEL_DRIVE);
  else if (equipment.has(FOUR_WHEEL_DRIVE))
    issues.push({ field: 'equipments', message: `Allradantrieb (${FOUR_WHEEL_DRIVE}) widerspricht driveTrain '${driveTrain}'` });
  const warranty = input.highlights?.warranty === true || equipment.has(WARRANTY);
  const fullService = input.highlights?.fullService === true || equipment.has(FULL_SERVICE_HISTORY);
  if (warranty) equipment.add(WARRANTY);
  if (fullService) equipment.add(FULL_SERVICE_HISTORY);

  if (issues.length > 0 || !make || !model || !offerType || !fuel || !bodyType) return { ok: false, issues };

  const version = input.version ?? null;
  const wltp = input.wltp ?? {};
  const electric = input.electric ?? {};
  const values: ListingValues = {
    offer_type: offerType.id,
    make_id: make.id,
    model_id: model.id,
    title: input.title ?? [make.name, model.name, version].filter(Boolean).join(' '),
    version,
    price: input.price,
    vat_deductible: input.highlights?.vatDeductible ? 1 : 0,
    first_registration: firstRegistration,
    mileage: input.mileage,
    power_kw: input.powerInKW,
    fuel: fuel.id,
    body_color_id: bodyColor?.id ?? null,
    had_accident: input.hadAccident ? 1 : 0,
    body_type_id: bodyType.id,
    transmission_id: transmission?.id ?? null,
    number_of_gears: input.numberOfGears ?? null,
    drive_train: driveTrain ?? null,
    doors: input.numberOfDoors ?? null,
    seats: input.numberOfSeats ?? null,
    previous_owners: input.numberOfPreviousOwners ?? null,
    original_market: input.originalMarket ?? null,
    engine_displacement: input.engineDisplacement ?? null,
    empty_weight: input.emptyWeight ?? null,
    upholstery_id: upholstery?.id ?? null,
    co2: input.co2 ?? null,
    pollution_class_id: pollution?.id ?? null,
    consumption: input.consumption ?? null,
    wltp_co2_combined: wltp.co2EmissionsCombined ?? null,
    wltp_co2_combined_weighted: wltp.co2EmissionsCombinedWeighted ?? null,
    wltp_consumption_combined: wltp.consumptionCombined ?? null,
    wltp_consumption_combined_weighted: wltp.consumptionCombinedWeighted ?? null,
    wltp_consumption_electric_combined: wltp.consumptionElectricCombined ?? null,
    wltp_consumption_electric_combined_weighted: wltp.consumptionElectricCombinedWeighted ?? null,
    electric_range: input.electricRange ?? null,
    electric_range_city: input.electricRangeCity ?? null,
    registered_in_austria: input.registeredInAustria === false ? 0 : 1,
    combustion_power_kw: input.combustionPowerInKW ?? null,
    continuous_power_kw: electric.continuousPowerInKW ?? null,
    battery_kwh: electric.batteryCapacityKWh ?? null,
    dc_charge_kw: electric.maxDcChargingKW ?? null,
    ac_charge_kw: electric.maxAcChargingKW ?? null,
    heat_pump: electric.heatPump === undefined ? null : electric.heatPump ? 1 : 0,
    battery_soh: batteryHealth?.stateOfHealthPercent ?? null,
    battery_soh_tested_on: batteryHealth ? (testedOn ?? null) : null,
    battery_soh_provider: batteryHealth?.testProvider ?? null,
    warranty: warranty ? 1 : 0,
    full_service: fullService ? 1 : 0,
    equipment_ids: [...equipment].sort((a, b) => a - b).join(','),
    description: cleanDescription(input.description),
    vin: input.vin ?? null,
  };
  return { ok: true, listing: { values, tier: input.tier, renew: input.renew === true, offerReference: input.offerReference } };
}

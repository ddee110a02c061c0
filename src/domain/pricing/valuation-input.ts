/**
 * The inputs of 'Fahrzeugwert berechnen' (issue 28 §1, §3): one zod schema for the page's form and
 * `GET /api/v2/valuation`, and the checks against the catalogue that make an input impossible (a
 * model the make does not have, a first registration before the model was built, a fuel, body or
 * power the model never had). Parameter names follow the search API (mmm, freg, km, fuel, powerkw,
 * gear, body, eq, zip), so the page's permalink and the API read the same.
 */
import { z } from 'zod';
import { MAKES, type MakeSpec, type ModelSpec } from '../taxonomy/vehicle-catalogue.ts';
import { BODY_TYPES, FUEL_CATEGORIES, TRANSMISSIONS } from '../taxonomy/reference-data.ts';
import { FOUR_WHEEL_DRIVE_EQUIPMENT_ID } from '../search/search-options.ts';

/**
 * The equipment a seller is asked for: items that move used-car prices and that a seller knows
 * without looking it up. Four-wheel drive is its own effect in the price adjustment; the others
 * count as equipment.
 */
export const VALUE_EQUIPMENT: readonly { id: number; name: string }[] = [
  { id: FOUR_WHEEL_DRIVE_EQUIPMENT_ID, name: 'Allradantrieb' },
  { id: 38, name: 'Navigationssystem' },
  { id: 64, name: 'Ledersitze' },
  { id: 56, name: 'Panoramadach' },
  { id: 50, name: 'LED-Scheinwerfer' },
  { id: 27, name: 'Abstandstempomat' },
  { id: 33, name: 'Rückfahrkamera' },
  { id: 55, name: 'Anhängerkupplung' },
];
const VALUE_EQUIPMENT_IDS = new Set(VALUE_EQUIPMENT.map((e) => e.id));

export const EARLIEST_REGISTRATION_YEAR = 1950;
/** Power may lie this share outside the catalogue's range of the model (tuning, rounding of the registration papers). */
const POWER_SLACK = 0.1;
/** A car may be first registered up to a year after its model ended (stock cars). */
const REGISTRATION_LAG_YEARS = 1;

const required = (label: string) => ({ message: `${label} fehlt` });
const intText = (label: string, min: number, max: number) =>
  z
    .string(required(label))
    .regex(/^\d{1,7}$/, `${label}: ganze Zahl erwartet`)
    .transform(Number)
    .pipe(z.number().int().min(min, `${label}: mindestens ${min}`).max(max, `${label}: höchstens ${max}`));

export const ValuationQuerySchema = z.object({
  mmm: z
    .string(required('Marke und Modell'))
    .regex(/^\d{1,9}\|\d{1,9}$/, "Marke und Modell erwartet ('MAKE_ID|MODEL_ID')")
    .describe("Marke und Modell 'MAKE_ID|MODEL_ID', z. B. 74|8401"),
  freg: z
    .string(required('Erstzulassung'))
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Erstzulassung als JJJJ-MM erwartet')
    .describe('Erstzulassung JJJJ-MM'),
  km: intText('Kilometerstand', 0, 1_500_000).describe('Kilometerstand'),
  fuel: z
    .enum(FUEL_CATEGORIES.map((f) => f.id) as ['B', 'D', 'E', 'H', 'O'], { message: 'Treibstoff fehlt oder ist unbekannt (B, D, E, H, O)' })
    .describe('Treibstoff (B, D, E, H, O)'),
  powerkw: intText('Leistung', 1, 1200).describe('Leistung in kW'),
  gear: z
    .enum(TRANSMISSIONS.map((t) => String(t.id)) as [string, ...string[]], { message: 'Getriebe fehlt oder ist unbekannt (1, 2, 3)' })
    .transform(Number)
    .describe('Getriebe (1 Schaltgetriebe, 2 Automatik, 3 Halbautomatik)'),
  body: z
    .enum(BODY_TYPES.map((b) => String(b.id)) as [string, ...string[]], { message: 'Aufbau fehlt oder ist unbekannt' })
    .transform(Number)
    .describe('Aufbau (BODY_TYPE_ID)'),
  eq: z
    .string()
    .regex(/^\d{1,3}(,\d{1,3})*$/, 'Kommagetrennte Ausstattungs-Ids erwartet')
    .transform((s) => [...new Set(s.split(',').map(Number))].sort((a, b) => a - b))
    .refine((ids) => ids.every((id) => VALUE_EQUIPMENT_IDS.has(id)), `Ausstattung: nur ${[...VALUE_EQUIPMENT_IDS].join(', ')}`)
    .optional()
    .describe(`Ausstattung, kommagetrennt: ${VALUE_EQUIPMENT.map((e) => `${e.id} ${e.name}`).join(', ')}`),
  zip: z
    .string()
    .regex(/^\d{4}$/, 'Postleitzahl: vier Ziffern erwartet')
    .optional()
    .describe('Postleitzahl (optional; der Wert gilt österreichweit)'),
});

export type ValuationQuery = z.output<typeof ValuationQuerySchema>;

export interface ValuationInput {
  makeId: number;
  modelId: number;
  /** 'YYYY-MM' */
  firstRegistration: string;
  mileage: number;
  fuel: string;
  powerKw: number;
  gearbox: number;
  bodyType: number;
  equipment: number[];
  zip: string | null;
}

export type ValuationInputResult = { ok: true; input: ValuationInput; make: MakeSpec; model: ModelSpec } | { ok: false; field: string; message: string };

/** The parsed query checked against the catalogue and today's date. */
export function checkValuationInput(q: ValuationQuery, now: Date): ValuationInputResult {
  const [makeId, modelId] = q.mmm.split('|').map(Number) as [number, number];
  const make = MAKES.find((m) => m.id === makeId);
  if (!make) return { ok: false, field: 'mmm', message: 'Unbekannte Marke' };
  const model = make.models.find((m) => m.id === modelId);
  if (!model) return { ok: false, field: 'mmm', message: `${make.name} hat kein Modell mit dieser Id` };
  const year = Number(q.freg.slice(0, 4));
  const month = Number(q.freg.slice(5, 7));
  if (year < EARLIEST_REGISTRATION_YEAR) return { ok: false, field: 'freg', message: `Erstzulassung ab ${EARLIEST_REGISTRATION_YEAR}` };
  if (year * 12 + month > now.getUTCFullYear() * 12 + now.getUTCMonth() + 1)
    return { ok: false, field: 'freg', message: 'Die Erstzulassung liegt in der Zukunft' };
  const [from, to] = model.years;
  if (year < from) return { ok: false, field: 'freg', message: `Den ${make.name} ${model.name} gibt es erst seit ${from}` };
  if (to !== null && year > to + REGISTRATION_LAG_YEARS) return { ok: false, field: 'freg', message: `Den ${make.name} ${model.name} gab es nur bis ${to}` };
  if (!(model.fuels as readonly string[]).includes(q.fuel))
    return { ok: false, field: 'fuel', message: `Den ${make.name} ${model.name} gibt es nicht mit diesem Treibstoff` };
  if (!model.bodyTypes.includes(q.body)) return { ok: false, field: 'body', message: `Den ${make.name} ${model.name} gibt es nicht mit diesem Aufbau` };
  const [minKw, maxKw] = model.powerKw;
  if (q.powerkw < minKw * (1 - POWER_SLACK) || q.powerkw > maxKw * (1 + POWER_SLACK)) {
    return { ok: false, field: 'powerkw', message: `Der ${make.name} ${model.name} hat ${minKw} bis ${maxKw} kW` };
  }
  return {
    ok: true,
    make,
    model,
    input: {
      makeId,
      modelId,
      firstRegistration: q.freg,
      mileage: q.km,
      fuel: q.fuel,
      powerKw: q.powerkw,
      gearbox: q.gear,
      bodyType: q.body,
      equipment: q.eq ?? [],
      zip: q.zip ?? null,
    },
  };
}

/** The permalink's query of an input (the API's parameters, in their order). */
export function valuationQueryString(input: ValuationInput): string {
  const p = new URLSearchParams({
    mmm: `${input.makeId}|${input.modelId}`,
    freg: input.firstRegistration,
    km: String(input.mileage),
    fuel: input.fuel,
    powerkw: String(input.powerKw),
    gear: String(input.gearbox),
    body: String(input.bodyType),
  });
  if (input.equipment.length > 0) p.set('eq', input.equipment.join(','));
  if (input.zip) p.set('zip', input.zip);
  return p.toString();
}

/** The reader beside `valuationQueryString`: a permalink's query (as stored for a 'Wertalarm') checked again. */
export function readValuationQuery(query: string, now: Date): ValuationInputResult {
  const parsed = ValuationQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(query)));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, field: String(issue?.path[0] ?? 'mmm'), message: issue?.message ?? 'Ungültiger Wert' };
  }
  return checkValuationInput(parsed.data, now);
}

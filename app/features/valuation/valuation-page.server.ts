/**
 * The loader of 'Fahrzeugwert berechnen' (issue 28 §1): one GET form whose query is the permalink.
 * Each step's choices come from the catalogue once the steps before it are known (make → model →
 * first registration and fuel → version/power, gearbox, body, mileage, equipment, accident, postcode),
 * so the form works step by step without JavaScript; with all inputs valid, the car is valued with
 * the rating's model.
 */
import { NO_RATING_REASONS } from '#src/domain/pricing/price-rating.ts';
import { checkValuationInput, VALUE_EQUIPMENT, ValuationQuerySchema, valuationQueryString } from '#src/domain/pricing/valuation-input.ts';
import { REGION_TEXT, valuationBasis, valueFactorLines, type ValueFactorLine } from '#src/domain/pricing/valuation-text.ts';
import { MAKES } from '#src/domain/taxonomy/vehicle-catalogue.ts';
import { BODY_TYPES, FUEL_CATEGORIES, TRANSMISSIONS } from '#src/domain/taxonomy/reference-data.ts';
import { generationsIn, variantsIn } from '#src/domain/taxonomy/variants/vehicle-variants.ts';
import type { AppServices } from '#src/app-services.server.ts';
import type { NamedComparable, ValuationAccuracy } from '#src/pricing/valuation-service.server.ts';

export interface Option {
  value: string;
  label: string;
}

export interface ValuationFormState {
  /** the submitted values, as the form shows them again */
  values: Record<'make' | 'mmm' | 'freg' | 'fuel' | 'powerkw' | 'gear' | 'body' | 'km' | 'zip' | 'unfallfrei', string> & { eq: string[] };
  makes: Option[];
  /** null until a make is chosen */
  models: Option[] | null;
  /** first registration and fuel: once the model is known */
  fuels: Option[] | null;
  /** the rest: once first registration and fuel are valid */
  details: { versions: Option[]; gearboxes: Option[]; bodies: Option[]; equipment: Option[] } | null;
  /** German messages by field name, only for fields that were sent */
  errors: Partial<Record<string, string>>;
}

export interface ValuationAnswer {
  title: string;
  permalink: string;
  marketValue: number;
  range: { low: number; high: number };
  basis: string;
  factors: ValueFactorLine[];
  region: string;
  comparables: NamedComparable[];
  comparablesCount: number;
  forSaleCount: number;
  comparablesHref: string;
  daysToSell: { price: number; deviation: number; days: number; low: number; high: number }[];
  accuracy: ValuationAccuracy | null;
  query: string;
}

export interface ValuationPageData {
  form: ValuationFormState;
  answer: ValuationAnswer | null;
  /** why there is no answer although the inputs are complete */
  noAnswer: string | null;
}

const FIELDS = ['make', 'mmm', 'freg', 'fuel', 'powerkw', 'gear', 'body', 'km', 'zip', 'unfallfrei'] as const;

function fieldError(name: keyof typeof ValuationQuerySchema.shape, value: string): string | null {
  if (value === '') return null;
  const parsed = ValuationQuerySchema.shape[name].safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Ungültiger Wert');
}

/** The makes of the first step, by name: the valuation page and the sell page's short form. */
export function valuationMakeOptions(): Option[] {
  return MAKES.map((m) => ({ value: String(m.id), label: m.name })).sort((a, b) => a.label.localeCompare(b.label, 'de'));
}

export async function loadValuationPage(services: Pick<AppServices, 'pricing'>, query: URLSearchParams, now: Date): Promise<ValuationPageData> {
  const values = {
    ...(Object.fromEntries(FIELDS.map((f) => [f, (query.get(f) ?? '').trim()])) as Record<(typeof FIELDS)[number], string>),
    eq: query
      .getAll('eq')
      .flatMap((v) => v.split(','))
      .filter((v) => v !== ''),
  };
  if (values.unfallfrei === '') values.unfallfrei = 'ja';
  const errors: ValuationFormState['errors'] = {};
  // The make comes from the model when the permalink names only mmm; a changed make drops the model.
  const mmmMake = values.mmm.split('|')[0] ?? '';
  if (values.make === '') values.make = mmmMake;
  else if (values.mmm !== '' && mmmMake !== values.make) values.mmm = '';
  const make = MAKES.find((m) => String(m.id) === values.make) ?? null;
  const model = make?.models.find((m) => `${make.id}|${m.id}` === values.mmm) ?? null;
  const form: ValuationFormState = {
    values,
    errors,
    makes: valuationMakeOptions(),
    models: make ? make.models.map((m) => ({ value: `${make.id}|${m.id}`, label: m.name })).sort((a, b) => a.label.localeCompare(b.label, 'de')) : null,
    fuels: null,
    details: null,
  };
  if (!model || !make) return { form, answer: null, noAnswer: null };
  form.fuels = FUEL_CATEGORIES.filter((f) => (model.fuels as readonly string[]).includes(f.id)).map((f) => ({ value: f.id, label: f.name }));
  if (form.fuels.length === 1 && values.fuel === '') values.fuel = (form.fuels[0] as Option).value;
  for (const name of ['freg', 'km', 'powerkw', 'zip'] as const) {
    const message = fieldError(name, values[name]);
    if (message) errors[name] = message;
  }
  const year = Number(values.freg.slice(0, 4));
  if (values.freg === '' || errors.freg || !form.fuels.some((f) => f.value === values.fuel)) return { form, answer: null, noAnswer: null };
  // Versions of the model in that year with that fuel, by power (the value the form sends).
  const seen = new Map<number, string>();
  for (const generation of generationsIn(model.id, year)) {
    for (const v of variantsIn(model.id, year, generation))
      if (v.fuel === values.fuel && !seen.has(v.kw)) seen.set(v.kw, `${v.label} (${v.kw} kW / ${Math.round(v.kw * 1.35962)} PS)`);
  }
  form.details = {
    versions: [...seen].sort((a, b) => a[0] - b[0]).map(([kw, label]) => ({ value: String(kw), label })),
    gearboxes: TRANSMISSIONS.map((t) => ({ value: String(t.id), label: t.name })),
    bodies: BODY_TYPES.filter((b) => model.bodyTypes.includes(b.id)).map((b) => ({ value: String(b.id), label: b.name })),
    equipment: VALUE_EQUIPMENT.map((e) => ({ value: String(e.id), label: e.name })),
  };
  if (form.details.bodies.length === 1 && values.body === '') values.body = (form.details.bodies[0] as Option).value;
  const complete = ['powerkw', 'gear', 'body', 'km'].every((f) => values[f as keyof typeof values] !== '');
  if (!complete || Object.keys(errors).length > 0) return { form, answer: null, noAnswer: null };
  const parsed = ValuationQuerySchema.safeParse({
    mmm: values.mmm,
    freg: values.freg,
    km: values.km,
    fuel: values.fuel,
    powerkw: values.powerkw,
    gear: values.gear,
    body: values.body,
    ...(values.eq.length > 0 ? { eq: values.eq.join(',') } : {}),
    ...(values.zip ? { zip: values.zip } : {}),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    errors[String(issue?.path[0] ?? 'mmm')] = issue?.message ?? 'Ungültiger Wert';
    return { form, answer: null, noAnswer: null };
  }
  const checked = checkValuationInput(parsed.data, now);
  if (!checked.ok) {
    errors[checked.field] = checked.message;
    return { form, answer: null, noAnswer: null };
  }
  if (values.unfallfrei === 'nein') return { form, answer: null, noAnswer: NO_RATING_REASONS.accident };
  const outcome = await services.pricing.value(checked.input);
  if (outcome.status === 'none') return { form, answer: null, noAnswer: NO_RATING_REASONS[outcome.reason] };
  const v = outcome.valuation;
  const name = `${make.name} ${model.name}`;
  const queryString = valuationQueryString(checked.input);
  return {
    form,
    noAnswer: null,
    answer: {
      title: name,
      query: queryString,
      permalink: `?${queryString}`,
      marketValue: v.marketValue,
      range: v.range,
      basis: valuationBasis(v, name),
      factors: valueFactorLines(v.factors),
      region: REGION_TEXT,
      comparables: outcome.comparables,
      comparablesCount: v.comparablesCount,
      forSaleCount: v.forSaleCount,
      comparablesHref: outcome.comparablesHref,
      daysToSell: v.daysToSell,
      accuracy: outcome.accuracy,
    },
  };
}

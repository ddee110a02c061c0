/**
 * The variant catalogue: for every model of the taxonomy its generations (years, bodies) and
 * engine variants (fuel, displacement, kW, gearboxes, drives, new price), plus the trim lines
 * per make. The top models come from generation-data.ts; the long tail is derived from the
 * model's own facts (years, fuels, power range, price class) with the engine families its make
 * sold in those years (engine-family-data.ts) and the specific outputs of the era, so a 1.0
 * diesel, a 4.4-litre compact or a 2.5 PureTech cannot occur.
 */

import { MAKES, type FuelCode, type MakeSpec, type ModelSpec } from '../vehicle-catalogue.ts';
import { FUEL_LAUNCH } from './fuel-launch-data.ts';
import { GENERATIONS, type GenerationDraft } from './generation-data.ts';
import { ENGINE_FAMILIES, type EngineFamily } from './engine-family-data.ts';
import { ALWAYS_ALL_WHEEL, CITY_CARS, FRONT_DRIVEN, REAR_DRIVEN } from './naming-data.ts';
import { TRIMS_BY_MAKE, type TrimDraft } from './trim-data.ts';

export type Gearbox = 'M' | 'A';
export type Drive = 'F' | 'R' | 'A';

export interface EngineVariant {
  /** version text without trim, e.g. '2.0 TDI', '320d', 'Long Range AWD' */
  label: string;
  fuel: FuelCode;
  plugIn: boolean;
  /** null for electric cars */
  ccm: number | null;
  kw: number;
  gearboxes: Gearbox[];
  drives: Drive[];
  /** list price in today's euros of the plain version */
  newPrice: number;
  /** the years its engine family was sold in, when shorter than the generation's */
  years?: readonly [number, number];
}

export interface Generation {
  name: string | null;
  from: number;
  to: number;
  bodies: number[];
  variants: EngineVariant[];
}

/** Still-built models end at this year; the generator caps at its own current year. */
const OPEN_END = 2099;
const DERIVED_SPAN = 7;

const PETROL_LADDER = [998, 1197, 1398, 1498, 1598, 1798, 1984, 2494, 2995, 3996, 4395, 4999, 5998, 6498];
// 1.25–1.4 l diesels exist only in small cars (Fiat/Opel 1.3 Multijet/CDTI, PSA/Ford/Toyota 1.4), nothing below.
const DIESEL_LADDER = [1248, 1398, 1461, 1598, 1896, 1995, 2143, 2488, 2993];

/** kW per litre of a volume engine in its era (naturally aspirated → downsized turbo). */
function specificOutput(fuel: 'B' | 'D', year: number): number {
  if (fuel === 'D') return year < 1995 ? 36 : year < 2003 ? 48 : 58;
  return year < 1985 ? 42 : year < 1995 ? 50 : year < 2005 ? 58 : year < 2012 ? 66 : 76;
}

/**
 * Displacement bounds by price class: small cars have small engines, luxury cars big ones. A
 * mid-size car got an engine under 1.4 litres only with the downsized turbos from 2012 on, a large one never under 1.15.
 */
function displacementBounds(newPrice: number, year: number): [number, number] {
  const max =
    newPrice < 16_000
      ? 1400
      : newPrice < 22_000
        ? 1600
        : newPrice < 34_000
          ? 2000
          : newPrice < 50_000
            ? 2500
            : newPrice < 75_000
              ? 3000
              : newPrice < 130_000
                ? 4400
                : 6500;
  const min =
    newPrice >= 130_000
      ? 2900
      : newPrice >= 75_000
        ? 1900
        : newPrice >= 45_000
          ? 1490
          : newPrice >= 35_000
            ? 1150
            : year < 2012 && newPrice >= 28_000
              ? 1390
              : 0;
  return [min, max];
}

const key = (make: MakeSpec, model: ModelSpec) => `${make.name}|${model.name}`;

function fuelLaunch(make: MakeSpec, model: ModelSpec, fuel: FuelCode): number {
  const from = model.years[0];
  if (model.fuels.length === 1 || (fuel !== 'E' && fuel !== 'H')) return from;
  const own = FUEL_LAUNCH[key(make, model)]?.[fuel];
  return Math.max(from, own ?? (fuel === 'E' ? 2020 : 2016));
}

/** The litres a maker writes: 1248 ccm is a '1.3', 1896 a '1.9'. */
function litres(ccm: number): string {
  return (Math.round((ccm + 20) / 100) / 10).toFixed(1);
}

/**
 * BMW and Mercedes-Benz name versions by series and power class, everyone else by displacement and engine family.
 * `since` is the first year the name is sold under: Mercedes diesels were 'CDI' until the 'd' names of 2014.
 */
function combustionLabel(make: MakeSpec, model: ModelSpec, fuel: 'B' | 'D', ccm: number, kw: number, year: number, family: string, since: number): string {
  if (make.name === 'BMW' && year >= 1990) {
    const series = /^(\d)er/.exec(model.name)?.[1];
    // The 6, 7 and 8 Series start at '30' (no 625i, no 725i).
    const from30 = Number(series) >= 6;
    const code = from30 && kw < 215 ? '30' : kw < 90 ? '16' : kw < 110 ? '18' : kw < 140 ? '20' : kw < 175 ? '25' : kw < 215 ? '30' : kw < 265 ? '40' : '50';
    const letter = fuel === 'D' ? 'd' : 'i';
    if (series) return `${series}${code}${letter}`;
    if (/^[XZ]\d/.test(model.name)) return `${model.name.startsWith('X') ? 'xDrive' : 'sDrive'}${code}${letter}`;
  }
  if (make.name === 'Mercedes-Benz' && year >= 1993) {
    const series = model.name.replace(/-Klasse$/, '');
    if (series.length <= 4 && !/\d/.test(series)) {
      const suffix = since >= 2014 ? ' d' : ' CDI';
      const code =
        fuel === 'D'
          ? `${kw < 90 ? '180' : kw < 110 ? '200' : kw < 140 ? '220' : kw < 175 ? '250' : kw < 220 ? '350' : '400'}${suffix}`
          : kw < 100
            ? '180'
            : kw < 130
              ? '200'
              : kw < 170
                ? '250'
                : kw < 220
                  ? '300'
                  : kw < 300
                    ? '450'
                    : '500';
      return `${series} ${code}`;
    }
  }
  return `${litres(ccm)} ${family}`.trim();
}

/** Up to `n` items spread evenly over a sorted list (keeps the smallest and the largest). */
function spread<T>(items: T[], n: number): T[] {
  if (items.length <= n) return items;
  if (n === 1) return [items[Math.floor(items.length / 2)] as T];
  return Array.from({ length: n }, (_, i) => items[Math.round((i * (items.length - 1)) / (n - 1))] as T);
}

function referenceKw(model: ModelSpec): number {
  return Math.sqrt(model.powerKw[0] * model.powerKw[1]);
}

function variantPrice(model: ModelSpec, fuel: FuelCode, plugIn: boolean, kw: number): number {
  const fuelFactor = fuel === 'D' ? 1.05 : plugIn ? 1.15 : fuel === 'H' ? 1.05 : 1;
  const ratio = Math.min(3, Math.max(0.45, kw / referenceKw(model)));
  return Math.round((model.newPrice * Math.pow(ratio, 0.55) * fuelFactor) / 100) * 100;
}

interface DriveRule {
  layout: 'F' | 'R';
  allWheel: 'never' | 'option' | 'always';
}

function driveRule(make: MakeSpec, model: ModelSpec): DriveRule {
  const k = key(make, model);
  const rear = REAR_DRIVEN.has(k) || (REAR_DRIVEN.has(make.name) && !FRONT_DRIVEN.has(k));
  const always = ALWAYS_ALL_WHEEL.has(k) || (ALWAYS_ALL_WHEEL.has(make.name) && !REAR_DRIVEN.has(k));
  const option = model.bodyTypes[0] === 4 || model.newPrice >= 45_000;
  return { layout: rear ? 'R' : 'F', allWheel: always ? 'always' : option ? 'option' : 'never' };
}

function drivesFor(rule: DriveRule, kw: number, fuel: FuelCode): Drive[] {
  if (rule.allWheel === 'always') return ['A'];
  // Very strong versions put their power down through all four wheels (dual-motor EVs, S/RS/AMG).
  if (kw >= (fuel === 'E' ? 300 : 260) && rule.layout === 'F') return ['A'];
  if (kw >= (fuel === 'E' ? 300 : 260)) return [rule.layout, 'A'];
  return rule.allWheel === 'option' ? [rule.layout, 'A'] : [rule.layout];
}

function gearboxesFor(fuel: FuelCode, kw: number, year: number, newPrice: number): Gearbox[] {
  if (fuel === 'E' || fuel === 'H' || kw >= 200) return ['A'];
  if (year < 1990 && newPrice < 60_000) return ['M'];
  return ['M', 'A'];
}

function deriveEngines(make: MakeSpec, model: ModelSpec, from: number, to: number): EngineVariant[] {
  const [kwMin, kwMax] = model.powerKw;
  const rule = driveRule(make, model);
  const out: EngineVariant[] = [];
  for (const fuel of model.fuels) {
    if (fuelLaunch(make, model, fuel) > to) continue;
    if (fuel === 'E') {
      const levels = [...new Set([kwMin, Math.round((kwMin + kwMax) / 2 / 5) * 5, kwMax])].filter((k) => k >= kwMin && k <= kwMax);
      for (const kw of spread(levels, kwMax - kwMin > 60 ? 3 : kwMax > kwMin ? 2 : 1)) {
        out.push({
          label: `${kw} kW`,
          fuel,
          plugIn: false,
          ccm: null,
          kw,
          gearboxes: ['A'],
          drives: drivesFor(rule, kw, fuel),
          newPrice: variantPrice(model, fuel, false, kw),
        });
      }
      continue;
    }
    const base: 'B' | 'D' = fuel === 'D' ? 'D' : 'B';
    const plugIn = fuel === 'H' && (model.plugInRangeKm ?? (model.fuels.includes('E') ? undefined : model.electricRangeKm)) !== undefined;
    for (const era of erasOf(make, engineClass(make, fuel), from, to)) {
      out.push(...eraEngines(make, model, fuel, base, plugIn, era, rule));
    }
  }
  return mergeEras(out);
}

/** Which family list a fuel's engines come from: hybrids use the make's own hybrid engines where it lists them. */
function engineClass(make: MakeSpec, fuel: FuelCode): EngineFamily['fuel'] {
  if (fuel === 'D') return 'D';
  return fuel === 'H' && ENGINE_FAMILIES[make.name]?.some((f) => f.fuel === 'H') ? 'H' : 'B';
}

interface LadderStep {
  ccm: number;
  name: string;
  aspirated: boolean;
}
interface Era {
  from: number;
  to: number;
  steps: LadderStep[];
  dated: boolean;
}

/**
 * The spans of [from, to] in which the same engine families of the make were on sale, each
 * with their displacements; one undated span with the generic ladder for a make without data.
 */
function erasOf(make: MakeSpec, cls: EngineFamily['fuel'], from: number, to: number): Era[] {
  const families = ENGINE_FAMILIES[make.name]?.filter((f) => f.fuel === cls);
  if (!families || families.length === 0) {
    const generic = cls === 'D' ? DIESEL_LADDER : PETROL_LADDER;
    return [{ from, to, steps: generic.map((ccm) => ({ ccm, name: cls === 'D' ? 'Diesel' : '', aspirated: false })), dated: false }];
  }
  const cuts = new Set([from]);
  for (const f of families) {
    if (f.from > from && f.from <= to) cuts.add(f.from);
    const end = (f.to ?? OPEN_END) + 1;
    if (end > from && end <= to) cuts.add(end);
  }
  const starts = [...cuts].sort((x, y) => x - y);
  const eras: Era[] = [];
  starts.forEach((start, i) => {
    const end = i + 1 < starts.length ? (starts[i + 1] as number) - 1 : to;
    const active = families.filter((f) => f.from <= start && end <= (f.to ?? OPEN_END));
    const steps = active.flatMap((f) => f.ccm.map((ccm) => ({ ccm, name: f.name, aspirated: f.aspirated }))).sort((x, y) => x.ccm - y.ccm);
    if (steps.length > 0) eras.push({ from: start, to: end, steps, dated: true });
  });
  return eras;
}

/** Per displacement the tune closest to the era's plain output that fits the model; power rises with displacement. */
function eraEngines(make: MakeSpec, model: ModelSpec, fuel: FuelCode, base: 'B' | 'D', plugIn: boolean, era: Era, rule: DriveRule): EngineVariant[] {
  const [kwMin, kwMax] = model.powerKw;
  const mid = Math.round((era.from + Math.min(era.to, 2026)) / 2);
  const [ccmMin, priceMax] = displacementBounds(model.newPrice, mid);
  // Small cars had small diesels (1.4–1.6), whatever their sporty petrol versions made.
  // City cars never had more than 1.25 litres (no Picanto 1.4, no i10 1.4).
  const ccmMax = CITY_CARS.has(key(make, model)) ? Math.min(priceMax, 1250) : base === 'D' && model.bodyTypes[0] === 1 ? Math.min(priceMax, 1600) : priceMax;
  // Hybrids quote system power: the combustion engine plus the electric motor.
  const boost = fuel === 'H' ? (plugIn ? 1.55 : 1.25) : 1;
  const hybridMin = fuel === 'H' && model.newPrice >= 25_000 ? 1390 : 0;
  const ladder = era.steps.filter(
    ({ ccm }) => ccm >= Math.max(ccmMin, hybridMin) && ccm <= ccmMax && (era.dated || ccm >= 1100 || mid >= 2012 || mid < 1995 || model.newPrice < 16_000),
  );
  const spec = specificOutput(base, mid);
  const candidates: { ccm: number; kw: number; name: string }[] = [];
  for (const { ccm, name, aspirated } of ladder) {
    // Naturally aspirated engines make about 50 kW a litre and are never tuned up like a turbo.
    for (const tune of aspirated ? [1, 0.85] : [1, 0.85, 1.2, 1.4]) {
      const kw = Math.round((ccm / 1000) * (aspirated ? Math.min(spec, 50) : spec) * tune * boost);
      if (kw < kwMin || kw > kwMax) continue;
      // Small diesels (1.3/1.4) were economy engines: never tuned up.
      if (base === 'D' && ccm < 1450 && (tune > 1 || kw > 70)) continue;
      // No diesel makes more than 80 kW per litre, no volume petrol engine more than 125.
      if (fuel !== 'H' && kw / (ccm / 1000) > (base === 'D' ? 80 : 125)) continue;
      const last = candidates[candidates.length - 1];
      if (!last || kw > last.kw * 1.08) candidates.push({ ccm, kw, name });
      break;
    }
  }
  if (candidates.length === 0) {
    // Outside the ladder's reach (exotic power or a tiny engine): the step closest to the middle power, power clamped into the model's range.
    const target = (kwMin + kwMax) / 2;
    const fitting = era.steps.filter(({ ccm }) => ccm <= ccmMax);
    const all = fitting.length > 0 ? fitting : era.steps.slice(0, 1);
    let best = all[0] as LadderStep;
    const reach = (c: number) => Math.abs((c / 1000) * spec * 1.1 * boost - target);
    for (const st of all) if (reach(st.ccm) < reach(best.ccm)) best = st;
    candidates.push({ ccm: best.ccm, name: best.name, kw: Math.round(Math.min(kwMax, Math.max(kwMin, (best.ccm / 1000) * spec * 1.1 * boost))) });
  }
  const picked = spread(candidates, fuel === 'B' || fuel === 'D' ? 4 : fuel === 'O' ? 1 : 2);
  const out: EngineVariant[] = [];
  const labels = new Set<string>();
  for (const { ccm, kw, name } of picked) {
    let label = combustionLabel(make, model, base, ccm, kw, mid, fuel === 'B' || fuel === 'D' ? name : '', era.from);
    // A hybrid keeps the name of its own hybrid engine family (E-Tech, e-Boxer) but not that of a petrol family.
    if (fuel === 'H')
      label = `${label}${name && engineClass(make, fuel) === 'H' && name !== 'Hybrid' ? ` ${name}` : ''} ${plugIn ? 'Plug-in-Hybrid' : 'Hybrid'}`;
    if (fuel === 'O') label = `${litres(ccm)} ${make.name === 'Dacia' || make.name === 'Chevrolet' ? 'LPG' : 'CNG'}`;
    if (labels.has(label)) continue;
    labels.add(label);
    out.push({
      label,
      fuel,
      plugIn,
      ccm,
      kw,
      gearboxes: gearboxesFor(fuel, kw, mid, model.newPrice),
      drives: drivesFor(rule, kw, fuel),
      newPrice: variantPrice(model, fuel, plugIn, kw),
      ...(era.dated ? { years: [era.from, era.to] as const } : {}),
    });
  }
  return out;
}

/** One variant per engine: the same engine picked in neighbouring eras is sold over their joint years. */
function mergeEras(variants: EngineVariant[]): EngineVariant[] {
  const byKey = new Map<string, EngineVariant>();
  for (const v of variants) {
    const k = `${v.fuel}|${v.label}|${v.ccm}|${v.kw}`;
    const seen = byKey.get(k);
    if (!seen) byKey.set(k, v);
    else if (seen.years && v.years) byKey.set(k, { ...seen, years: [Math.min(seen.years[0], v.years[0]), Math.max(seen.years[1], v.years[1])] });
  }
  return [...byKey.values()];
}

function deriveGenerations(make: MakeSpec, model: ModelSpec): Generation[] {
  const [from, toOrNull] = model.years;
  const to = toOrNull ?? OPEN_END;
  const last = Math.min(to, 2026);
  const out: Generation[] = [];
  for (let start = from; start <= last; start += DERIVED_SPAN) {
    const end = start + DERIVED_SPAN - 1 >= last ? to : start + DERIVED_SPAN - 1;
    out.push({ name: null, from: start, to: end, bodies: model.bodyTypes, variants: deriveEngines(make, model, start, end) });
  }
  return out;
}

function parseEngine(make: MakeSpec, model: ModelSpec, gen: GenerationDraft, spec: string): EngineVariant[] {
  const [label, fuelText, ccmText, kwText, flags = '', yearsText] = spec.split('|');
  if (!label || !fuelText || ccmText === undefined || !kwText) throw new Error(`variant catalogue: bad engine '${spec}' (${key(make, model)})`);
  const fuel = fuelText as FuelCode;
  if (!['B', 'D', 'E', 'H', 'O'].includes(fuel)) throw new Error(`variant catalogue: bad fuel in '${spec}'`);
  const plugIn = fuel === 'H' && label.includes('Plug-in');
  const layout: Drive = flags.includes('r') ? 'R' : gen.layout;
  const drives: Drive[] = flags.includes('q') ? ['A'] : flags.includes('a') ? [layout, 'A'] : [layout];
  const gearboxes: Gearbox[] = flags.includes('A') || fuel === 'E' ? ['A'] : flags.includes('M') ? ['M'] : ['M', 'A'];
  // An engine launched or dropped during the generation carries its years ('2019-2021', '2019-' for still sold).
  const yearsMatch = yearsText ? /^(\d{4})-(\d{4})?$/.exec(yearsText) : null;
  if (yearsText && !yearsMatch) throw new Error(`variant catalogue: bad years in '${spec}'`);
  const years = yearsMatch ? ([Number(yearsMatch[1]), yearsMatch[2] ? Number(yearsMatch[2]) : OPEN_END] as const) : undefined;
  return kwText.split(',').map((k) => {
    const kw = Number(k);
    return {
      label,
      fuel,
      plugIn,
      ccm: fuel === 'E' ? null : Number(ccmText),
      kw,
      gearboxes,
      drives,
      newPrice: variantPrice(model, fuel, plugIn, kw),
      ...(years ? { years } : {}),
    };
  });
}

function buildGenerations(make: MakeSpec, model: ModelSpec): Generation[] {
  const drafts = GENERATIONS[key(make, model)];
  if (!drafts) return deriveGenerations(make, model);
  return drafts.map((gen) => ({
    name: gen.name,
    from: gen.from,
    to: gen.to ?? OPEN_END,
    bodies: gen.bodies,
    variants: gen.engines.flatMap((e) => parseEngine(make, model, gen, e)),
  }));
}

export interface ModelCatalogue {
  make: MakeSpec;
  model: ModelSpec;
  generations: Generation[];
}

/** Every model of the taxonomy with its generations and variants, by model id. */
export const MODEL_CATALOGUE: ReadonlyMap<number, ModelCatalogue> = new Map(
  MAKES.flatMap((make) => make.models.map((model) => [model.id, { make, model, generations: buildGenerations(make, model) }] as const)),
);

export function modelCatalogue(modelId: number): ModelCatalogue {
  const entry = MODEL_CATALOGUE.get(modelId);
  if (!entry) throw new Error(`variant catalogue: unknown model ${modelId}`);
  return entry;
}

/** The generations built in `year` (overlapping run-outs give two). */
export function generationsIn(modelId: number, year: number): Generation[] {
  return modelCatalogue(modelId).generations.filter((g) => g.from <= year && year <= g.to && g.variants.length > 0);
}

/** The variants a car of this model and year can have; E/H only from their launch year. */
export function variantsIn(modelId: number, year: number, generation: Generation): EngineVariant[] {
  const { make, model } = modelCatalogue(modelId);
  const onSale = (v: EngineVariant) => !v.years || (v.years[0] <= year && year <= v.years[1]);
  // Explicit generations list their electric and hybrid versions themselves.
  if (GENERATIONS[key(make, model)]) return generation.variants.filter(onSale);
  return generation.variants.filter((v) => year >= fuelLaunch(make, model, v.fuel) && onSale(v));
}

export type { TrimDraft as Trim };

/** Trim lines of a make sold in `year` (none for makes that name versions instead). */
export function trimsIn(makeName: string, year: number): TrimDraft[] {
  return (TRIMS_BY_MAKE[makeName] ?? []).filter((t) => t.from <= year && year <= (t.to ?? OPEN_END));
}

// Makes whose lines are equipment packages at any power (an M Sport 320d and an M Sport 340i both exist).
export const PACKAGE_TRIM_MAKES: ReadonlySet<string> = new Set([
  'Audi',
  'BMW',
  'Mercedes-Benz',
  'Volvo',
  'Land Rover',
  'Jaguar',
  'Lexus',
  'Alfa Romeo',
  'Mini',
  'Porsche',
  'DS',
  'Polestar',
  'Tesla',
]);

/** M, AMG, RS, S, GTI, OPC, N and the like: sold as a version of their own, never with a trim line. */
export function isPerformanceVersion(label: string): boolean {
  return /^(M\d|X\d M|Z4 M)|(^| )M\d{2,3}[id]?\b|AMG|^(RS|S|SQ)\d|^RS\b/.test(label) || /^(GTI|R|RS|OPC|N|GT)\b/.test(label.replace(/^\d\.\d /, ''));
}

/**
 * The trim lines a variant was sold in: none for a performance version; at the volume makes the entry
 * line only up to 110 kW and the middle one up to 132 kW (no 184 PS Octavia Ambition).
 */
export function trimsFor(makeName: string, year: number, variant: Pick<EngineVariant, 'label' | 'kw'>): TrimDraft[] {
  if (isPerformanceVersion(variant.label)) return [];
  const lines = trimsIn(makeName, year);
  if (PACKAGE_TRIM_MAKES.has(makeName)) return lines;
  return lines.filter((t) => (t.level === 'entry' ? variant.kw <= 110 : t.level === 'mid' ? variant.kw <= 132 : true));
}

export function allTrimNames(makeName: string): Set<string> {
  return new Set((TRIMS_BY_MAKE[makeName] ?? []).map((t) => t.name));
}

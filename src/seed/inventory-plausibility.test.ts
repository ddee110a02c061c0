/**
 * Plausibility of the whole demo inventory as a car-savvy buyer would check it: every row the
 * seed writes at its default size (104,000 active cars plus the sold and expired ones), not a
 * sample. It runs on planInventory(), the exact rows seedDatabase inserts (the seed integration
 * test proves the database holds them unchanged on both dialects), so it needs no database and
 * takes seconds. It prints the shares and correlations it measured.
 */
import { describe, expect, it } from 'vitest';
import { ENGINE_FAMILIES, type EngineFamily } from '../domain/taxonomy/variants/engine-family-data.ts';
import { MODEL_CATALOGUE, trimsIn, variantsIn } from '../domain/taxonomy/variants/vehicle-variants.ts';
import { areaCodeOf, type GeneratedSeller } from './generate-sellers.ts';
import type { GeneratedListing } from './generate-listings.ts';
import { planInventory } from './seed-database.server.ts';

const NOW = new Date('2026-11-01T10:00:00Z');
const YEAR = NOW.getUTCFullYear();
const LISTINGS = 104_000;
const DAY = 86_400_000;

const plan = planInventory({ listings: LISTINGS, seed: 1, now: NOW });
const sellers = new Map(plan.sellers.map((s) => [s.row.id, s]));
const rows: GeneratedListing[] = [...plan.listings];
const active = rows.filter((l) => l.row.status === 'active' && Date.parse(l.row.expires_at) > NOW.getTime());

const years = new Map(rows.map((l) => [l, Number((l.row.first_registration ?? NOW.toISOString()).slice(0, 4))]));
const yearOf = (l: GeneratedListing) => years.get(l) as number;
const share = (items: readonly GeneratedListing[], test: (l: GeneratedListing) => boolean) => (items.length === 0 ? 0 : items.filter(test).length / items.length);
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : (s[Math.floor(s.length / 2)] as number);
};

/** Spearman's rank correlation. */
function spearman(a: readonly number[], b: readonly number[]): number {
  const rank = (xs: readonly number[]) => {
    const order = xs.map((x, i) => [x, i] as const).sort((p, q) => p[0] - q[0]);
    const r = new Array<number>(xs.length);
    for (let i = 0; i < order.length; ) {
      let j = i;
      while (j + 1 < order.length && (order[j + 1] as readonly [number, number])[0] === (order[i] as readonly [number, number])[0]) j++;
      for (let k = i; k <= j; k++) r[(order[k] as readonly [number, number])[1]] = (i + j) / 2;
      i = j + 1;
    }
    return r;
  };
  const ra = rank(a);
  const rb = rank(b);
  const n = a.length;
  const mean = (n - 1) / 2;
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < n; i++) {
    const x = (ra[i] as number) - mean;
    const y = (rb[i] as number) - mean;
    num += x * y;
    da += x * x;
    db += y * y;
  }
  return num / Math.sqrt(da * db);
}

/** Mean within-group rank correlation, weighted by group size (groups of at least `min` cars). */
function groupedSpearman(groups: Map<string, GeneratedListing[]>, min: number, x: (l: GeneratedListing) => number): { rho: number; cars: number; groups: number } {
  let sum = 0;
  let cars = 0;
  let n = 0;
  for (const g of groups.values()) {
    if (g.length < min) continue;
    const xs = g.map(x);
    if (new Set(xs).size < 2) continue;
    sum += spearman(xs, g.map((l) => l.row.price)) * g.length;
    cars += g.length;
    n++;
  }
  return { rho: sum / cars, cars, groups: n };
}

function groupBy(items: readonly GeneratedListing[], key: (l: GeneratedListing) => string): Map<string, GeneratedListing[]> {
  const out = new Map<string, GeneratedListing[]>();
  for (const l of items) {
    const k = key(l);
    const g = out.get(k);
    if (g) g.push(l);
    else out.set(k, [l]);
  }
  return out;
}

const figures: string[] = [];
const report = (line: string) => figures.push(line);

// Scans of 117,000 rows: generous limits, the machine running the suite may be busy.
describe('demo inventory plausibility (every seeded row)', { timeout: 60_000 }, () => {
  it('has the default size: 104,000 cars online plus sold and expired ones', () => {
    expect(active).toHaveLength(LISTINGS);
    expect(rows.length).toBe(LISTINGS + plan.counts.sold + plan.counts.expired);
  });

  it('builds no car before its model or generation was launched, nor after it ended; every engine is a variant of the model', () => {
    const problems: string[] = [];
    for (const l of rows) {
      const entry = MODEL_CATALOGUE.get(l.row.model_id);
      if (!entry) throw new Error(`unknown model ${l.row.model_id}`);
      const y = yearOf(l);
      const [from, to] = entry.model.years;
      if (y < from || y > (to ?? YEAR)) problems.push(`${l.row.title} ${y}: model built ${from}–${to ?? 'heute'}`);
      const fits = entry.generations.some((g) => g.from <= y && y <= g.to && variantsIn(l.row.model_id, y, g).some((v) =>
        v.fuel === l.row.fuel && v.kw === l.row.power_kw && v.ccm === l.row.engine_displacement && g.bodies.includes(l.row.body_type_id) &&
        (l.row.version === v.label || (l.row.version ?? '').startsWith(`${v.label} `))));
      if (!fits) problems.push(`${l.row.title} ${y} ${l.row.fuel} ${l.row.power_kw} kW ${l.row.engine_displacement ?? '-'} ccm: no such variant`);
      if (l.row.fuel === 'E' && (l.row.engine_displacement !== null || l.row.co2 !== 0)) problems.push(`${l.row.title}: electric with displacement or CO2`);
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('names every engine by a family its make built then, with one of its displacements (no 2.5 PureTech, no 1.5 TDI)', () => {
    const problems: string[] = [];
    let checked = 0;
    let named = 0;
    const maxPerLitre = [0, 0];
    for (const l of rows) {
      const ccm = l.row.engine_displacement;
      const make = MODEL_CATALOGUE.get(l.row.model_id)?.make.name ?? '';
      const families = ENGINE_FAMILIES[make];
      if (!families || ccm === null || ccm === undefined || l.row.fuel === 'E') continue;
      checked++;
      const y = yearOf(l);
      const version = l.row.version ?? '';
      // Hybrids run a hybrid engine of the make or one of its petrol engines; gas cars a petrol engine.
      const classes: EngineFamily['fuel'][] = l.row.fuel === 'D' ? ['D'] : l.row.fuel === 'H' ? ['H', 'B'] : ['B'];
      const own = families.filter((f) => classes.includes(f.fuel));
      const sold = (f: EngineFamily) => f.from <= y && y <= (f.to ?? YEAR);
      const byName = own.filter((f) => f.name !== '' && ` ${version} `.includes(` ${f.name} `));
      // A plug-in's petrol family name ('40 TFSI e') may name an engine kept only for the hybrids.
      const hybridEngine = own.some((f) => f.fuel === 'H' && f.ccm.includes(ccm) && sold(f));
      if (byName.length > 0) {
        named++;
        if (!byName.some((f) => f.ccm.includes(ccm) && sold(f)) && !hybridEngine) problems.push(`${l.row.title} (${y}, ${ccm} ccm): no ${byName.map((f) => f.name).join('/')} engine of ${make} had this displacement then`);
      } else if (y >= 2015 && !own.some((f) => f.ccm.includes(ccm) && sold(f))) {
        problems.push(`${l.row.title} (${y}): ${make} built no ${ccm} ccm ${l.row.fuel} engine then`);
      }
      // Specific output: no diesel beyond 90 kW per litre (BMW's quad-turbo), no petrol beyond 145 (AMG A 45); hybrids quote system power.
      const perLitre = l.row.power_kw / (ccm / 1000);
      if (l.row.fuel !== 'H' && perLitre > (l.row.fuel === 'D' ? 90 : 145)) problems.push(`${l.row.title}: ${l.row.power_kw} kW from ${ccm} ccm`);
      const slot = l.row.fuel === 'D' ? 0 : 1;
      if (l.row.fuel !== 'H') maxPerLitre[slot] = Math.max(maxPerLitre[slot] ?? 0, perLitre);
      const litres = /^(\d+\.\d+) /.exec(version)?.[1];
      if (litres && Math.abs(Number(litres) * 1000 - ccm) > 70) problems.push(`${l.row.title}: '${litres}' named, ${ccm} ccm built`);
    }
    report(`engines: ${checked} combustion cars of makes with engine data, ${named} of them named by their engine family (TSI, PureTech, dCi …), all with a displacement of that family; highest output ${Math.round(maxPerLitre[0] ?? 0)} kW/l diesel, ${Math.round(maxPerLitre[1] ?? 0)} kW/l petrol`);
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('says the model once in a title (Mercedes-Benz GLC 220 d, not GLC GLC 220 d)', () => {
    const repeated = rows.map((l) => l.row.title).filter((title) => /(^|\s)(\S+) \2(\s|$)/.test(title));
    expect(repeated.slice(0, 10)).toEqual([]);
  });

  it('names only trims of the make, sold in that year', () => {
    const problems: string[] = [];
    for (const l of rows) {
      const entry = MODEL_CATALOGUE.get(l.row.model_id);
      if (!entry) continue;
      const y = yearOf(l);
      const variants = entry.generations.flatMap((g) => (g.from <= y && y <= g.to ? g.variants : []));
      // The longest matching name: '1.0 PureTech' before '1.0'.
      const version = l.row.version ?? '';
      const variant = variants
        .filter((v) => v.kw === l.row.power_kw && v.fuel === l.row.fuel && (version === v.label || version.startsWith(`${v.label} `)))
        .sort((a, b) => b.label.length - a.label.length)[0];
      const rest = version.slice(variant?.label.length ?? 0).trim();
      if (rest !== '' && !trimsIn(entry.make.name, y).some((t) => t.name === rest)) problems.push(`${l.row.title} (${y}): '${rest}' is no ${entry.make.name} trim of ${y}`);
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('keeps mileage within bounds: new, day-registered and demonstration cars under 10,000 km, used cars at most 60,000 km a year, classics little', () => {
    const problems: string[] = [];
    for (const l of active) {
      const reg = l.row.first_registration ?? NOW.toISOString().slice(0, 7);
      const age = Math.max(0.5, (NOW.getTime() - Date.parse(`${reg}-01T00:00:00Z`)) / (365.25 * DAY));
      if (['N', 'S', 'D'].includes(l.row.offer_type) && l.row.mileage >= 10_000) problems.push(`${l.row.title}: ${l.row.offer_type} with ${l.row.mileage} km`);
      if (l.row.mileage / age > 60_000) problems.push(`${l.row.title}: ${l.row.mileage} km in ${age} years`);
    }
    expect(problems.slice(0, 10)).toEqual([]);
    const used = active.filter((l) => l.row.offer_type === 'U' && YEAR - yearOf(l) >= 2);
    const perYear = median(used.map((l) => l.row.mileage / (YEAR - yearOf(l) + 0.5)));
    const diesel = median(used.filter((l) => l.row.fuel === 'D').map((l) => l.row.mileage / (YEAR - yearOf(l) + 0.5)));
    const city = median(used.filter((l) => l.row.body_type_id === 1).map((l) => l.row.mileage / (YEAR - yearOf(l) + 0.5)));
    const before1996 = median(active.filter((l) => yearOf(l) < 1996).map((l) => l.row.mileage));
    report(`km per year (median, used 2+ years): all ${Math.round(perYear)}, diesel ${Math.round(diesel)}, Kleinwagen ${Math.round(city)}; cars before 1996: median ${before1996} km`);
    expect(perYear).toBeGreaterThan(10_000);
    expect(perYear).toBeLessThan(20_000);
    expect(diesel).toBeGreaterThan(perYear);
    expect(city).toBeLessThan(perYear);
    expect(before1996).toBeLessThan(200_000);
  });

  it('lets the price fall with age and with mileage within a variant (rank correlation)', () => {
    const modern = active.filter((l) => YEAR - yearOf(l) < 25 && l.row.had_accident === 0);
    const byVariant = groupBy(modern, (l) => `${l.row.model_id}|${l.row.fuel}|${l.row.power_kw}|${l.row.engine_displacement}`);
    const age = groupedSpearman(byVariant, 30, (l) => -yearOf(l));
    const byVariantYear = groupBy(modern.filter((l) => l.row.offer_type === 'U'), (l) => `${l.row.model_id}|${l.row.fuel}|${l.row.power_kw}|${yearOf(l)}`);
    const km = groupedSpearman(byVariantYear, 15, (l) => l.row.mileage);
    report(`price vs age within a variant: Spearman ρ = ${age.rho.toFixed(2)} (${age.groups} variants, ${age.cars} cars)`);
    report(`price vs km within a variant and year: Spearman ρ = ${km.rho.toFixed(2)} (${km.groups} groups, ${km.cars} cars)`);
    expect(age.rho).toBeLessThan(-0.6);
    expect(km.rho).toBeLessThan(-0.3);
  });

  it('prices the anchors at the Austrian levels of the decision record', () => {
    const anchor = (label: string, test: (l: GeneratedListing) => boolean, low: number, high: number) => {
      const cars = active.filter((l) => l.row.had_accident === 0 && sellers.get(l.row.seller_id)?.row.type !== 'P' && test(l));
      const m = median(cars.map((l) => l.row.price));
      report(`${label}: median € ${m} (${cars.length} dealer cars; expected ${low}–${high})`);
      expect(cars.length).toBeGreaterThan(5);
      expect(m).toBeGreaterThanOrEqual(low);
      expect(m).toBeLessThanOrEqual(high);
    };
    anchor('VW Golf VIII 2021, 40–80k km', (l) => l.row.model_id === 8401 && yearOf(l) === 2021 && l.row.mileage >= 40_000 && l.row.mileage <= 80_000, 20_000, 24_000);
    anchor('Škoda Octavia Combi 2019', (l) => l.row.model_id === 7001 && yearOf(l) === 2019 && l.row.body_type_id === 5, 17_000, 20_000);
    // 2017–2019, centred on 2018: one year gives only 10–25 dealer cars, too few for a stable median.
    anchor('BMW 320d 2018 (registered 2017–2019)', (l) => l.row.model_id === 2301 && Math.abs(yearOf(l) - 2018) <= 1 && (l.row.version ?? '').startsWith('320d'), 20_000, 25_000);
  });

  it('mixes the market like the Austrian one: gearbox, fuel, sellers and paid tiers', () => {
    const auto = (from: number, to: number) => share(active.filter((l) => yearOf(l) >= from && yearOf(l) <= to), (l) => l.row.transmission_id === 2);
    const ev = (from: number, to: number) => share(active.filter((l) => yearOf(l) >= from && yearOf(l) <= to), (l) => l.row.fuel === 'E');
    const privateShare = share(active, (l) => sellers.get(l.row.seller_id)?.row.type === 'P');
    const top = share(active, (l) => l.row.tier === 'T30' || l.row.tier === 'T40');
    const highlight = share(active, (l) => l.row.tier === 'T20');
    const diesel = share(active, (l) => l.row.fuel === 'D');
    const automatic = share(active, (l) => l.row.transmission_id === 2);
    const ages = active.map((l) => YEAR - yearOf(l));
    report(`automatic: all ${pct(automatic)}; ≤2004 ${pct(auto(0, 2004))}, 2005–2014 ${pct(auto(2005, 2014))}, 2015–2019 ${pct(auto(2015, 2019))}, 2020+ ${pct(auto(2020, YEAR))}`);
    report(`electric: before 2019 ${pct(ev(0, 2018))}, 2019–2021 ${pct(ev(2019, 2021))}, 2022+ ${pct(ev(2022, YEAR))}; diesel all ${pct(diesel)}`);
    report(`private sellers ${pct(privateShare)}; top ads T30/T40 ${pct(top)}; highlighted T20 ${pct(highlight)}; median age ${median(ages)} years, median km ${median(active.map((l) => l.row.mileage))}`);
    expect(automatic).toBeGreaterThan(0.4);
    expect(automatic).toBeLessThan(0.68);
    expect(diesel).toBeGreaterThan(0.35);
    expect(diesel).toBeLessThan(0.55);
    expect(auto(0, 2004)).toBeLessThan(auto(2005, 2014));
    expect(auto(2005, 2014)).toBeLessThan(auto(2015, 2019));
    expect(auto(2015, 2019)).toBeLessThan(auto(2020, YEAR));
    expect(ev(0, 2018)).toBeLessThan(0.02);
    expect(ev(2022, YEAR)).toBeGreaterThan(ev(0, 2018) * 4);
    expect(privateShare).toBeGreaterThanOrEqual(0.15);
    expect(privateShare).toBeLessThanOrEqual(0.3);
    expect(top).toBeGreaterThanOrEqual(0.02);
    expect(top).toBeLessThanOrEqual(0.08);
    expect(highlight).toBeGreaterThanOrEqual(0.07);
    expect(highlight).toBeLessThanOrEqual(0.14);
  });

  it("gives sellers unique names, their town's area code and mostly 4–5 star ratings", () => {
    const traders = [...sellers.values()].filter((s) => s.row.type !== 'P');
    const names = traders.map((s) => s.row.company_name);
    expect(new Set(names).size).toBe(names.length);
    const wrongCode = (s: GeneratedSeller) => s.contacts.some((c) => (c.phone_type === 'Office' || c.phone_type === 'Fax' || c.phone_type === 'Private') && !c.formatted_number.startsWith(`+43 ${areaCodeOf(s.city)} `));
    expect(plan.sellers.filter(wrongCode).map((s) => `${s.row.company_name ?? s.row.contact_name} ${s.row.city}`).slice(0, 5)).toEqual([]);
    const rated = traders.filter((s) => s.row.ratings_enabled === 1);
    const fourToFive = rated.filter((s) => (s.row.ratings_stars ?? 0) >= 4).length / rated.length;
    const counts = rated.map((s) => s.row.ratings_count ?? 0);
    report(`sellers: ${traders.length} dealers/agents with unique names, ${plan.sellers.length - traders.length} private; ratings 4–5 stars ${pct(fourToFive)}, review count median ${median(counts)}, max ${Math.max(...counts)}`);
    expect(fourToFive).toBeGreaterThan(0.7);
    expect(median(counts)).toBeLessThan(Math.max(...counts) / 10);
  });

  it('records sold and expired cars with days online, and price cuts of 3–8 % after 2–6 weeks', () => {
    const sold = rows.filter((l) => l.row.status === 'sold');
    const expired = rows.filter((l) => l.row.status === 'active' && Date.parse(l.row.expires_at) <= NOW.getTime());
    const soldDays = sold.map((l) => (Date.parse(l.row.sold_at ?? '') - Date.parse(l.row.created_at)) / DAY);
    expect(sold.length).toBe(plan.counts.sold);
    expect(expired.length).toBe(plan.counts.expired);
    expect(soldDays.every((d) => d > 0 && d <= 126)).toBe(true);
    const cuts: number[] = [];
    const gaps: number[] = [];
    for (const l of rows) {
      const h = l.priceHistory;
      h.forEach((p, i) => {
        const next = (h[i + 1]?.price ?? l.row.price);
        cuts.push(1 - next / p.price);
        gaps.push((Date.parse(p.valid_to) - Date.parse(p.valid_from)) / DAY);
      });
    }
    const reduced = share(active, (l) => l.priceHistory.length > 0);
    report(`history: ${sold.length} sold (median ${median(soldDays).toFixed(0)} days online), ${expired.length} expired; ${pct(reduced)} of active cars reduced, cut median ${pct(median(cuts))}, after median ${median(gaps).toFixed(0)} days`);
    expect(Math.min(...cuts)).toBeGreaterThan(0.02);
    expect(Math.max(...cuts)).toBeLessThan(0.09);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(14);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(43);
    // The figures this test measured, for the record (docs/decisions/0013-demo-inventory-market-model.md).
    console.info(`Demo inventory (${rows.length} rows):\n  ${figures.join('\n  ')}`);
  });
});

/**
 * Every car the seed writes — online, sold and run out unsold — obeys the catalogue as a car for sale does:
 * the valuation accepts its facts (model years, fuel, body, power), its engine is a variant of its
 * model built in its year (fuel, kW, displacement, body, gearbox, drive, name), its trim line was sold
 * then, and its equipment fits its registration month (standard safety equipment, nothing before its
 * time, nothing rich on an entry line, no roof on a cabrio). Read back from a seeded database of each
 * dialect: SQLite with the full demo, PostgreSQL with a smaller one.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { checkValuationInput, type ValuationQuery } from '#src/domain/pricing/valuation-input.ts';
import { EQUIPMENT } from '#src/domain/taxonomy/reference-data.ts';
import { generationsIn, MODEL_CATALOGUE, trimsFor, variantsIn } from '#src/domain/taxonomy/variants/vehicle-variants.ts';
import type { ListingRow } from '#src/db/schema.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../support/test-databases.ts';

const NOW = new Date('2026-11-01T10:00:00Z');
const THIS_MONTH = NOW.toISOString().slice(0, 7);
const SIZES = { sqlite: 104_000, postgres: 3000 } as const;

/** What is wrong with a seeded car against the catalogue, or null. */
function catalogueProblem(row: ListingRow): string | null {
  const entry = MODEL_CATALOGUE.get(row.model_id);
  if (!entry || entry.make.id !== row.make_id) return `model ${row.model_id} of make ${row.make_id} is not in the catalogue`;
  const month = row.first_registration ?? THIS_MONTH;
  const year = Number(month.slice(0, 4));
  if (row.transmission_id === null) return 'no gearbox';
  const checked = checkValuationInput(
    {
      mmm: `${row.make_id}|${row.model_id}`,
      freg: month,
      km: row.mileage,
      fuel: row.fuel as ValuationQuery['fuel'],
      powerkw: row.power_kw,
      gear: row.transmission_id,
      body: row.body_type_id,
    },
    NOW,
  );
  if (!checked.ok) return `valuation refuses it: ${checked.message}`;
  const version = row.version ?? '';
  const equipment = new Set((row.equipment_ids ?? '').split(',').filter(Boolean).map(Number));
  const variants = generationsIn(row.model_id, year)
    .filter((g) => g.bodies.includes(row.body_type_id))
    .flatMap((g) => variantsIn(row.model_id, year, g))
    .filter(
      (v) => v.fuel === row.fuel && v.kw === row.power_kw && v.ccm === row.engine_displacement && (version === v.label || version.startsWith(`${v.label} `)),
    );
  if (variants.length === 0)
    return `no ${row.fuel} variant '${version}' with ${row.power_kw} kW, ${row.engine_displacement ?? '-'} ccm in body ${row.body_type_id} in ${year}`;
  const fits = variants.some((v) => {
    const gearbox = row.transmission_id === 2 ? 'A' : 'M';
    if (!v.gearboxes.includes(gearbox) || !v.drives.includes(row.drive_train as 'F')) return false;
    const trim = version.slice(v.label.length).trim();
    const line = trimsFor(entry.make.name, year, v).find((t) => t.name === trim);
    if (trim !== '' && !line) return false;
    return !(line?.level === 'entry' && EQUIPMENT.some((item) => item.notOnEntryTrims && equipment.has(item.id)));
  });
  if (!fits) return `'${version}' ${row.fuel} ${row.power_kw} kW: gearbox ${row.transmission_id}, drive ${row.drive_train} or trim not sold with it in ${year}`;
  for (const item of EQUIPMENT) {
    if (item.standardFrom && month >= item.standardFrom && !equipment.has(item.id)) return `${month} without ${item.name}`;
    // Warranty (37) and service book (49) are facts of the car's history, not of its era.
    if (item.since && year < item.since && equipment.has(item.id) && item.id !== 37 && item.id !== 49) return `${item.name} in ${year}`;
    if (item.roof && row.body_type_id === 2 && equipment.has(item.id)) return `Cabrio with ${item.name}`;
  }
  return null;
}

describe.each(DIALECTS)('demo cars against the catalogue on %s', (dialect) => {
  const dbs: TestDatabase[] = [];
  afterAll(async () => {
    for (const d of dbs) await d.drop();
  });

  it('holds every seeded car, sold and expired ones too, to the rules cars for sale obey', { timeout: 600_000 }, async () => {
    const t = await createTestDatabase(dialect, { listings: SIZES[dialect], seed: 1, now: NOW });
    dbs.push(t);
    const rows = await t.handle.db.selectFrom('listings').selectAll().orderBy('id').execute();
    const expired = rows.filter((r) => r.status === 'active' && Date.parse(r.expires_at) <= NOW.getTime());
    const sold = rows.filter((r) => r.status === 'sold');
    expect(rows.length - sold.length - expired.length).toBe(SIZES[dialect]);
    expect(sold.length).toBeGreaterThan(0);
    expect(expired.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const row of rows) {
      const problem = catalogueProblem(row);
      if (problem) problems.push(`#${row.id} ${row.status} ${row.title} ${row.first_registration ?? 'neu'}: ${problem}`);
    }
    expect(problems.slice(0, 10), `${problems.length} of ${rows.length} cars`).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { MAKES } from '../vehicle-catalogue.ts';
import { FUEL_LAUNCH } from './fuel-launch-data.ts';
import { GENERATIONS, REVIEWED_MAKES } from './generation-data.ts';
import { ALWAYS_ALL_WHEEL, FRONT_DRIVEN, REAR_DRIVEN } from './naming-data.ts';
import { TRIMS_BY_MAKE } from './trim-data.ts';
import { MODEL_CATALOGUE, generationsIn, variantsIn } from './vehicle-variants.ts';

const modelKeys = new Set(MAKES.flatMap((mk) => mk.models.map((m) => `${mk.name}|${m.name}`)));
const makeNames = new Set(MAKES.map((m) => m.name));

describe('variant catalogue', () => {
  it('names only makes and models of the taxonomy', () => {
    for (const key of [...Object.keys(GENERATIONS), ...Object.keys(FUEL_LAUNCH), ...FRONT_DRIVEN]) expect(modelKeys.has(key), key).toBe(true);
    for (const key of [...REAR_DRIVEN, ...ALWAYS_ALL_WHEEL]) expect(modelKeys.has(key) || makeNames.has(key), key).toBe(true);
    for (const make of Object.keys(TRIMS_BY_MAKE)) expect(makeNames.has(make), make).toBe(true);
  });

  it('gives every model variants in every year it was built (except production gaps between generations)', () => {
    for (const { make, model, generations } of MODEL_CATALOGUE.values()) {
      expect(generations.length, `${make.name} ${model.name}`).toBeGreaterThan(0);
      const lastYear = Math.min(model.years[1] ?? 2026, 2026);
      expect(generationsIn(model.id, lastYear).length, `${make.name} ${model.name} ${lastYear}`).toBeGreaterThan(0);
      for (const g of generations) {
        expect(g.from, `${make.name} ${model.name}`).toBeGreaterThanOrEqual(model.years[0]);
        for (const b of g.bodies) expect(model.bodyTypes, `${make.name} ${model.name} body ${b}`).toContain(b);
      }
    }
  });

  it('sells some engine in every year of every generation, though engine families come and go within one', () => {
    const empty: string[] = [];
    for (const { make, model, generations } of MODEL_CATALOGUE.values()) {
      for (const g of generations) {
        for (let y = g.from; y <= Math.min(g.to, model.years[1] ?? 2026, 2026); y++) {
          if (variantsIn(model.id, y, g).length === 0) empty.push(`${make.name} ${model.name} ${g.name ?? g.from} ${y}`);
        }
      }
    }
    expect(empty).toEqual([]);
  });

  it('has no electric car with a displacement, no diesel under 1.2 litres and no electric version before its launch', () => {
    for (const { make, model, generations } of MODEL_CATALOGUE.values()) {
      for (const g of generations) {
        for (const v of g.variants) {
          const name = `${make.name} ${model.name} ${v.label}`;
          if (v.fuel === 'E') expect(v.ccm, name).toBeNull();
          else expect(v.ccm, name).toBeGreaterThan(400);
          if (v.fuel === 'D') expect(v.ccm, name).toBeGreaterThanOrEqual(1200);
          expect(v.newPrice, name).toBeGreaterThan(0);
        }
      }
    }
    const corsa = MAKES.find((m) => m.name === 'Opel')?.models.find((m) => m.name === 'Corsa');
    const corsa2009 = generationsIn(corsa?.id ?? 0, 2009).flatMap((g) => variantsIn(corsa?.id ?? 0, 2009, g));
    expect(corsa2009.some((v) => v.fuel === 'E')).toBe(false);
    const puma = MAKES.find((m) => m.name === 'Ford')?.models.find((m) => m.name === 'Puma');
    expect(generationsIn(puma?.id ?? 0, 2012)).toEqual([]);
  });

  it("keeps every variant within its model's facts, which the valuation checks a car against (power, fuel, body)", () => {
    // A sold Kodiaq 2.0 TDI with 85 kW was refused by the valuation (the model said 110–180 kW): the two must agree.
    const problems: string[] = [];
    for (const { make, model, generations } of MODEL_CATALOGUE.values()) {
      for (const g of generations) {
        for (const b of g.bodies) if (!model.bodyTypes.includes(b)) problems.push(`${make.name} ${model.name} ${g.name ?? g.from}: body ${b}`);
        for (const v of g.variants) {
          const name = `${make.name} ${model.name} ${v.label}`;
          if (v.kw < model.powerKw[0] || v.kw > model.powerKw[1]) problems.push(`${name}: ${v.kw} kW, model ${model.powerKw.join('–')} kW`);
          if (!model.fuels.includes(v.fuel)) problems.push(`${name}: fuel ${v.fuel}, model ${model.fuels.join('')}`);
          if (v.plugIn && model.fuels.includes('E') && !model.plugInRangeKm)
            problems.push(`${name}: plug-in of a model with an electric version, no plug-in range`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('gives every model of the reviewed makes an engine table of its own, each generation with its source', () => {
    const missing: string[] = [];
    for (const make of MAKES.filter((mk) => REVIEWED_MAKES.includes(mk.name))) {
      for (const model of make.models) {
        const drafts = GENERATIONS[`${make.name}|${model.name}`];
        if (!drafts) missing.push(`${make.name} ${model.name}: engines derived by rule`);
        for (const gen of drafts ?? []) if (!gen.source) missing.push(`${make.name} ${model.name} ${gen.name}: no source`);
      }
    }
    expect(REVIEWED_MAKES.length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });
});

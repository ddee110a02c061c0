import { describe, it, expect } from 'vitest';
import { MAKES } from './vehicle-catalogue.ts';
import { BODY_TYPES, EQUIPMENT, EQUIPMENT_CATEGORIES, FUEL_CATEGORIES } from './reference-data.ts';
import { CONDITION_LINES, DEALER_CLOSERS, EQUIPMENT_INTRO, HISTORY_LINES, OPENERS, PRIVATE_CLOSERS } from './description-phrases.ts';

/** Independent implementation of the slug rule, to check the stored safe values against. */
function expectedSlug(name: string): string {
  let s = name.normalize('NFC').toLowerCase();
  s = s.split('ä').join('ae').split('ö').join('oe').split('ü').join('ue').split('ß').join('ss');
  s = s.normalize('NFD').replace(/\p{M}/gu, '');
  let out = '';
  let pendingDash = false;
  for (const ch of s) {
    if (/[a-z0-9]/.test(ch)) {
      if (pendingDash && out.length > 0) out += '-';
      pendingDash = false;
      out += ch;
    } else {
      pendingDash = true;
    }
  }
  return out;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const BODY_IDS = new Set([1, 2, 3, 4, 5, 6, 12, 13]);
const allModels = MAKES.flatMap((make) => make.models.map((model) => ({ make, model })));

describe('vehicle catalogue', () => {
  it('has the fixed ids of the top makes', () => {
    const byId = new Map(MAKES.map((m) => [m.id, m]));
    expect(byId.get(9)?.name).toBe('Audi');
    expect(byId.get(13)?.name).toBe('BMW');
    expect(byId.get(29)?.name).toBe('Ford');
    expect(byId.get(47)?.name).toBe('Mercedes-Benz');
    expect(byId.get(47)?.safeValue).toBe('mercedes-benz');
    expect(byId.get(54)?.name).toBe('Opel');
    expect(byId.get(60)?.name).toBe('Skoda');
    expect(byId.get(74)?.name).toBe('VW');
    expect(byId.get(74)?.safeValue).toBe('vw');
  });

  it('has about 40+ makes with 3–25 models each', () => {
    expect(MAKES.length).toBeGreaterThanOrEqual(40);
    for (const make of MAKES) {
      expect(make.models.length, make.name).toBeGreaterThanOrEqual(3);
      expect(make.models.length, make.name).toBeLessThanOrEqual(25);
    }
  });

  it('has unique make ids (1..99), names and safe values', () => {
    const ids = MAKES.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(Number.isInteger(id)).toBe(true);
      expect(id).toBeGreaterThanOrEqual(1);
      expect(id).toBeLessThanOrEqual(99);
    }
    expect(new Set(MAKES.map((m) => m.safeValue)).size).toBe(MAKES.length);
    expect(new Set(MAKES.map((m) => m.name)).size).toBe(MAKES.length);
  });

  it('orders makes alphabetically with idx = display position', () => {
    expect(MAKES.map((m) => m.idx)).toEqual(MAKES.map((_, i) => i));
    const collator = new Intl.Collator('de-AT', { sensitivity: 'base' });
    for (let i = 1; i < MAKES.length; i++) {
      const prev = MAKES[i - 1];
      const cur = MAKES[i];
      expect(prev && cur && collator.compare(prev.name, cur.name) < 0, `${prev?.name} < ${cur?.name}`).toBe(true);
    }
  });

  it('has globally unique model ids (1000+)', () => {
    const ids = allModels.map(({ model }) => model.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toBeGreaterThanOrEqual(1000);
  });

  it('has model names and safe values unique within each make', () => {
    for (const make of MAKES) {
      const slugs = make.models.map((m) => m.safeValue);
      expect(new Set(slugs).size, make.name).toBe(slugs.length);
      const names = make.models.map((m) => m.name);
      expect(new Set(names).size, make.name).toBe(names.length);
    }
  });

  it('has globally unique line ids (500+), each line used by one make only', () => {
    const lineOwner = new Map<number, { makeId: number; name: string; safeValue: string }>();
    for (const { make, model } of allModels) {
      if (!model.line) continue;
      const { id, name, safeValue } = model.line;
      expect(id).toBeGreaterThanOrEqual(500);
      expect(id).toBeLessThan(1000);
      const seen = lineOwner.get(id);
      if (seen) expect(seen, `line ${id}`).toEqual({ makeId: make.id, name, safeValue });
      else lineOwner.set(id, { makeId: make.id, name, safeValue });
    }
    const lineNamesPerMake = new Map<number, Set<string>>();
    for (const [, l] of lineOwner) {
      const names = lineNamesPerMake.get(l.makeId) ?? new Set<string>();
      expect(names.has(l.safeValue)).toBe(false);
      names.add(l.safeValue);
      lineNamesPerMake.set(l.makeId, names);
    }
    const makesWithLines = new Set([...lineOwner.values()].map((l) => l.makeId));
    expect(makesWithLines).toEqual(new Set([9, 13, 47]));
  });

  it('uses slugs that follow the rule', () => {
    const check = (name: string, slug: string) => {
      expect(slug, name).toMatch(SLUG);
      expect(slug, name).toBe(expectedSlug(name));
    };
    for (const make of MAKES) check(make.name, make.safeValue);
    for (const { model } of allModels) {
      check(model.name, model.safeValue);
      if (model.line) check(model.line.name, model.line.safeValue);
    }
  });

  it('uses only the eight body types', () => {
    expect(new Set(BODY_TYPES.map((b) => b.id))).toEqual(BODY_IDS);
    for (const { make, model } of allModels) {
      expect(model.bodyTypes.length, `${make.name} ${model.name}`).toBeGreaterThan(0);
      for (const b of model.bodyTypes) expect(BODY_IDS.has(b), `${make.name} ${model.name}: ${b}`).toBe(true);
    }
  });

  it('has plausible technical data', () => {
    const fuelIds = new Set(FUEL_CATEGORIES.map((f) => f.id));
    for (const { make, model } of allModels) {
      const where = `${make.name} ${model.name}`;
      expect(model.weight, where).toBeGreaterThan(0);
      expect(model.newPrice, where).toBeGreaterThan(1000);
      const [kwMin, kwMax] = model.powerKw;
      expect(kwMin, where).toBeGreaterThan(0);
      expect(kwMax, where).toBeGreaterThanOrEqual(kwMin);
      expect(kwMax, where).toBeLessThan(1000);
      expect(model.fuels.length, where).toBeGreaterThan(0);
      for (const f of model.fuels) expect(fuelIds.has(f), where).toBe(true);
      const [from, to] = model.years;
      expect(from, where).toBeGreaterThanOrEqual(1940);
      if (to !== null) expect(to, where).toBeGreaterThanOrEqual(from);
      expect(model.seats, where).toBeGreaterThanOrEqual(2);
      expect(model.doors, where).toBeGreaterThanOrEqual(2);
      // E models need a range; a range means E or plug-in H; a model with both gives the plug-in's apart.
      if (model.fuels.includes('E')) expect(model.electricRangeKm, where).toBeDefined();
      if (model.electricRangeKm) {
        expect(model.fuels.includes('E') || model.fuels.includes('H'), where).toBe(true);
        expect(model.electricRangeKm[1], where).toBeGreaterThanOrEqual(model.electricRangeKm[0]);
      }
      if (model.plugInRangeKm) expect(model.fuels.includes('E') && model.fuels.includes('H'), where).toBe(true);
    }
  });

  it('contains classics for the Oldtimer category', () => {
    const classics = allModels.filter(({ model }) => model.years[0] < 1990);
    expect(classics.length).toBeGreaterThan(20);
    const vw = MAKES.find((m) => m.id === 74);
    expect(vw?.models.find((m) => m.safeValue === 'kaefer')?.years).toEqual([1950, 1985]);
  });
});

describe('reference data', () => {
  it('has unique equipment ids within 1..127 including the fixed ones', () => {
    const ids = EQUIPMENT.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(Number.isInteger(id)).toBe(true);
      expect(id).toBeGreaterThanOrEqual(1);
      expect(id).toBeLessThanOrEqual(127);
    }
    const byId = new Map(EQUIPMENT.map((e) => [e.id, e]));
    expect(byId.get(11)?.name).toBe('Allradantrieb');
    expect(byId.get(37)?.name).toBe('Garantie');
    expect(byId.get(49)?.name).toBe('Servicegepflegt (Serviceheft)');
    for (const id of [11, 37, 49]) expect(byId.get(id)?.topOfSideBar).toBe(true);
  });

  it('has valid equipment categories and rates', () => {
    const categoryIds = new Set(EQUIPMENT_CATEGORIES.map((c) => c.id));
    for (const e of EQUIPMENT) {
      expect(categoryIds.has(e.categoryId), e.name).toBe(true);
      expect(e.rate, e.name).toBeGreaterThan(0);
      expect(e.rate, e.name).toBeLessThanOrEqual(1);
    }
    expect(new Set(EQUIPMENT.map((e) => e.name)).size).toBe(EQUIPMENT.length);
  });

  it('has non-empty German phrase lists with only known placeholders', () => {
    for (const list of [OPENERS, CONDITION_LINES, HISTORY_LINES, EQUIPMENT_INTRO, DEALER_CLOSERS, PRIVATE_CLOSERS]) {
      expect(list.length).toBeGreaterThanOrEqual(8);
      for (const phrase of list) expect(phrase.replace(/\{make\}|\{model\}/g, '')).not.toMatch(/[{}]/);
    }
  });
});

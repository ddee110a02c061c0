import { describe, expect, it } from 'vitest';
import type { SearchCounters } from '#src/domain/search/search-response-types.ts';
import { formCounters } from './form-counters.ts';

const empty: SearchCounters['counters'] = {
  make: {},
  model: {},
  fuel: {},
  construction: {},
  offer: {},
  gearbox: {},
  bodycolor: {},
  doors: {},
  seats: {},
  uph: {},
  emclass: {},
  bundesland: {},
  eq: {},
  particularities: {},
  custtype: {},
  pic: {},
  ustate: {},
  pricerating: {},
};

describe('form counters', () => {
  it('keeps the model counts of the listed models only and every other counter as it is', () => {
    const counters = { ...empty, make: { 74: 120, 9: 80 }, model: { 8401: 40, 8402: 0, 901: 30 }, fuel: { D: 70 } };
    const models = [
      { id: 8401, makeId: 74, name: 'Golf', safeValue: 'golf' },
      { id: 8402, makeId: 74, name: 'Polo', safeValue: 'polo' },
      { id: 8403, makeId: 74, name: 'Up', safeValue: 'up' },
    ];
    expect(formCounters(counters, { models })).toEqual({ ...counters, model: { 8401: 40, 8402: 0 } });
  });

  it('sends no model counts when no make is chosen', () => {
    expect(formCounters({ ...empty, model: { 8401: 40 } }, { models: [] }).model).toEqual({});
  });
});

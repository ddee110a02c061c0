import { describe, expect, it } from 'vitest';
import { PlaceLookup, TaxonomyLookup } from './taxonomy-lookup.ts';

describe('TaxonomyLookup', () => {
  const bodyTypes = new TaxonomyLookup([
    { id: 3, name: 'Coupé' },
    { id: 6, name: 'Limousine' },
  ]);
  const models = new TaxonomyLookup([
    { id: 9001, name: '500' },
    { id: 500, name: 'Panda' },
  ]);

  it('finds by id or by name, ignoring case, accents and spacing', () => {
    expect(bodyTypes.resolve(3)?.name).toBe('Coupé');
    expect(bodyTypes.resolve('6')?.name).toBe('Limousine');
    expect(bodyTypes.resolve('  coupe ')?.id).toBe(3);
    expect(bodyTypes.resolve('Kutsche')).toBeUndefined();
  });

  it('reads a text of digits as a name first, a JSON number always as an id', () => {
    expect(models.resolve('500')?.id).toBe(9001);
    expect(models.resolve(500)?.name).toBe('Panda');
  });
});

describe('PlaceLookup', () => {
  const places = new PlaceLookup([
    { name: 'Graz', zip: '8010', stateSlug: 'steiermark', lat: 47.07, lon: 15.44 },
    { name: 'Leoben', zip: '8700', stateSlug: 'steiermark', lat: 47.38, lon: 15.09 },
    { name: 'Linz', zip: '4020', stateSlug: 'oberoesterreich', lat: 48.31, lon: 14.29 },
  ]);

  it('takes the postal code, then the town name, then the nearest code of the same postal area', () => {
    expect(places.resolve('4020', 'Irgendwo')?.name).toBe('Linz');
    expect(places.resolve('9999', 'graz')?.name).toBe('Graz');
    expect(places.resolve('8712', 'Niklasdorf')?.name).toBe('Leoben');
    expect(places.resolve('6020', 'Innsbruck')).toBeUndefined();
  });
});

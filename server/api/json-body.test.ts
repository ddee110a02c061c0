import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listingsJson } from './json-body.ts';

/** Keys as the API's frames have them: names, none that JSON would order first (integer-like) or that spread would drop. */
const frameKey = fc.string().filter((k) => !/^\d+$/.test(k) && k !== 'listings' && k !== '__proto__');

describe('listingsJson', () => {
  it("is byte for byte JSON.stringify({ listings, ...rest }) made from each car's JSON bytes, text beyond Latin-1 included", () => {
    fc.assert(
      fc.property(fc.array(fc.dictionary(fc.string(), fc.jsonValue())), fc.dictionary(frameKey, fc.jsonValue()), (cars, rest) => {
        const bytes = listingsJson(
          cars.map((car) => Buffer.from(JSON.stringify(car))),
          rest,
        );
        expect(bytes.equals(Buffer.from(JSON.stringify({ listings: cars, ...rest })))).toBe(true);
      }),
    );
    expect(listingsJson([Buffer.from('{"price":"€ 9.990","co2":"CO₂"}')], { metadata: { totalItems: 1 } }).toString()).toBe(
      '{"listings":[{"price":"€ 9.990","co2":"CO₂"}],"metadata":{"totalItems":1}}',
    );
  });
});

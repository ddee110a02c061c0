import fc from 'fast-check';
import { AUSTRIAN_CITIES } from '#src/domain/geo/austrian-places.ts';
import { STATE_SLUGS } from '#src/domain/geo/austrian-states.ts';
import type { CityFilter, MakeModelPair, SearchFilters } from '#src/domain/search/search-filters.ts';
import { BATTERY_HEALTH_FROM_OPTIONS, DOOR_RANGES, NEW_SINCE_DAYS, PARTICULARITIES, SEAT_RANGES, SORT_KEYS } from '#src/domain/search/search-options.ts';

/** Any up to three make/model pairs (the query codec does not care whether a model belongs to its make). */
export const anyMakeModels = fc.array(
  fc.record({ make: fc.integer({ min: 1, max: 99 }), model: fc.option(fc.integer({ min: 1000, max: 10999 }), { nil: null }) }),
  { maxLength: 3 },
);

/** Typed-in places and built-in cities with their exact coordinates (the latter can become a city path). */
const cities: fc.Arbitrary<CityFilter> = fc.oneof(
  fc.record({ value: fc.constantFrom('Graz', '1100 Wien Favoriten', 'St. Pölten'), lat: fc.constant(47.07), lon: fc.constant(15.44) }),
  fc.constantFrom(...AUSTRIAN_CITIES.slice(0, 40)).map((c) => ({ value: c.name, lat: c.lat, lon: c.lon })),
);

/**
 * Every combination of search filters the page URL can express: the input of the round-trip
 * properties of the search formats (query codec, search path, detail link).
 */
export function searchFiltersArbitrary(makeModels: fc.Arbitrary<MakeModelPair[]> = anyMakeModels): fc.Arbitrary<SearchFilters> {
  const ids = fc.uniqueArray(fc.integer({ min: 1, max: 120 }), { maxLength: 3 });
  const optionalInt = (max: number) => fc.option(fc.integer({ min: 0, max }), { nil: null });
  return fc
    .record({
      makeModels,
      priceFrom: optionalInt(200_000),
      priceTo: optionalInt(200_000),
      regFrom: fc.option(fc.integer({ min: 1920, max: 2030 }), { nil: null }),
      regTo: fc.option(fc.integer({ min: 1920, max: 2030 }), { nil: null }),
      kmFrom: optionalInt(500_000),
      kmTo: optionalInt(500_000),
      rangeFrom: fc.option(fc.integer({ min: 1, max: 1000 }), { nil: null }),
      batteryFrom: fc.option(fc.integer({ min: 1, max: 200 }), { nil: null }),
      dcFrom: fc.option(fc.integer({ min: 1, max: 400 }), { nil: null }),
      sohFrom: fc.option(fc.constantFrom(...BATTERY_HEALTH_FROM_OPTIONS), { nil: null }),
      costTo: fc.option(fc.integer({ min: 1, max: 2000 }), { nil: null }),
      newSince: fc.option(fc.constantFrom(...NEW_SINCE_DAYS), { nil: null }),
      powerFrom: optionalInt(1000),
      powerTo: optionalInt(1000),
      powerUnit: fc.constantFrom('ps' as const, 'kw' as const),
      fuels: fc.uniqueArray(fc.constantFrom('B', 'D', 'E', 'H', 'O'), { maxLength: 3 }),
      bodyTypes: ids,
      gearboxes: ids,
      bodyColors: ids,
      upholstery: ids,
      emissionClasses: ids,
      priceRatings: fc.subarray([1, 2, 3, 4, 5] as const),
      doors: fc.option(fc.constantFrom(...DOOR_RANGES.map((r) => ({ from: r.from, to: r.to }))), { nil: null }),
      seats: fc.option(fc.constantFrom(...SEAT_RANGES.map((r) => ({ from: r.from, to: r.to }))), { nil: null }),
      offerTypes: fc.uniqueArray(fc.constantFrom('U', 'J', 'N', 'O', 'S', 'D'), { maxLength: 3 }),
      equipment: fc.uniqueArray(
        fc.integer({ min: 1, max: 127 }).filter((e) => e !== 37 && e !== 49),
        { maxLength: 4 },
      ),
      particularities: fc.subarray([...PARTICULARITIES]),
      dealerOnly: fc.boolean(),
      withPhotos: fc.boolean(),
      state: fc.option(fc.constantFrom(...STATE_SLUGS), { nil: null }),
      city: fc.option(cities, { nil: null }),
      radius: fc.option(fc.constantFrom(10, 20, 50, 100, 400), { nil: null }),
      accident: fc.constantFrom('N' as const, 'AN' as const, 'A' as const),
      sellerId: fc.option(fc.integer({ min: 1, max: 5000 }), { nil: null }),
      text: fc.option(fc.constantFrom('golf', 'golf gti', 'A4 Avant'), { nil: null }),
      sort: fc.constantFrom(...SORT_KEYS),
      desc: fc.boolean(),
      page: fc.integer({ min: 1, max: 500 }),
    })
    .map((f): SearchFilters => ({ ...f, radius: f.city ? f.radius : null }));
}

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PRICE_GRADES } from '#src/domain/pricing/price-rating.ts';
import { createFilters } from '#src/domain/search/search-filters.ts';
import type { FilterOptions } from '../filter-options.ts';
import { DoorsSeatsFields, GearboxFields } from './choice-fields.tsx';
import type { Counters, FieldsProps } from './field-parts.tsx';
import { LocationFields } from './location-fields.tsx';
import { makeOptions } from './make-model-fields.tsx';
import { MileageFields, PowerFields, PriceFields, RegistrationFields } from './number-fields.tsx';
import { PriceRatingFields } from './price-rating-fields.tsx';

const options: FilterOptions = {
  makes: [
    { id: 1, name: 'Alfa Romeo', safeValue: 'alfa-romeo' },
    { id: 9, name: 'Audi', safeValue: 'audi' },
    { id: 74, name: 'VW', safeValue: 'vw' },
  ],
  models: [],
  fuels: [],
  bodyTypes: [],
  gearboxes: [],
  bodyColors: [],
  offerTypes: [],
  equipment: [],
  equipmentCategories: [],
  upholstery: [],
  emissionClasses: [],
  priceGrades: PRICE_GRADES.map((g) => ({ id: g.grade, name: g.label })),
  states: [{ slug: 'tirol', name: 'Tirol' }],
  currentYear: 2026,
};

function props(overrides: Partial<FieldsProps> = {}): FieldsProps {
  return { filters: createFilters(), onChange: () => undefined, options, counters: null, idPrefix: 't', ...overrides };
}

/** The labels of the datalist with this id in rendered markup. */
function presetLabels(html: string, id: string): string[] {
  const list = new RegExp(`<datalist id="${id}">(.*?)</datalist>`).exec(html)?.[1] ?? '';
  return [...list.matchAll(/<option[^>]*label="([^"]*)"/g)].map((m) => m[1] ?? '');
}

/** The option texts of the select with this id in rendered markup. */
function optionTexts(html: string, id: string): string[] {
  const select = new RegExp(`<select[^>]*id="${id}"[^>]*>(.*?)</select>`).exec(html)?.[1] ?? '';
  return [...select.matchAll(/<option[^>]*>(.*?)<\/option>/g)].map((m) => m[1] ?? '');
}

describe('option lists as the forms show them (SPEC §5, §9)', () => {
  it('prices in euro with dot thousands, from 500 to 100.000, suggested beside a typed amount', () => {
    const html = renderToStaticMarkup(<PriceFields {...props()} />);
    expect(html).toMatch(/<input[^>]*id="t-pricefrom"[^>]*list="t-pricefrom-presets"/);
    const labels = presetLabels(html, 't-pricefrom-presets');
    expect(labels.slice(0, 6)).toEqual(['€ 500', '€ 1.000', '€ 1.500', '€ 2.000', '€ 2.500', '€ 3.000']);
    expect(labels).toContain('€ 12.500');
    expect(labels.at(-1)).toBe('€ 100.000');
  });

  it('mileage from 200 km to 250.000 km, suggested beside a typed amount', () => {
    const html = renderToStaticMarkup(<MileageFields {...props()} />);
    expect(html).toMatch(/<input[^>]*id="t-kmto"[^>]*list="t-kmfrom-presets"/);
    expect(presetLabels(html, 't-kmfrom-presets')).toEqual([
      '200 km',
      '5.000 km',
      '25.000 km',
      '50.000 km',
      '75.000 km',
      '100.000 km',
      '125.000 km',
      '150.000 km',
      '175.000 km',
      '200.000 km',
      '250.000 km',
    ]);
  });

  it('shows a typed price as its digits, and accepts nothing but digits without JavaScript', () => {
    const html = renderToStaticMarkup(<PriceFields {...props({ filters: createFilters({ priceTo: 17_300 }) })} />);
    expect(html).toMatch(/<input[^>]*id="t-priceto"[^>]*value="17300"/);
    expect(html).toMatch(/<input[^>]*id="t-priceto"[^>]*pattern="\[0-9\]\*"/);
  });

  it('registration years: this year down to 1990, then 1985 … 1920', () => {
    const texts = optionTexts(renderToStaticMarkup(<RegistrationFields {...props()} />), 't-fregfrom');
    expect(texts.slice(0, 3)).toEqual(['von', '2026', '2025']);
    expect(texts.slice(texts.indexOf('1990'))).toEqual(['1990', '1985', '1980', '1975', '1970', '1965', '1960', '1950', '1940', '1930', '1920']);
  });

  it('radius 10 … 400 km, disabled without a city and preset to 50 km with one', () => {
    const without = renderToStaticMarkup(<LocationFields {...props()} />);
    expect(optionTexts(without, 't-radius')).toEqual(['Umkreis', '10 km', '20 km', '50 km', '100 km', '150 km', '200 km', '250 km', '300 km', '400 km']);
    expect(without).toMatch(/<select[^>]*id="t-radius"[^>]*disabled/);
    const withCity = renderToStaticMarkup(<LocationFields {...props({ filters: createFilters({ city: { value: 'Graz', lat: 47.07, lon: 15.44 } }) })} />);
    expect(withCity).not.toMatch(/<select[^>]*id="t-radius"[^>]*disabled/);
    expect(withCity).toMatch(/<option value="50" selected="">50 km<\/option>/);
  });

  it('doors and seats ranges', () => {
    const html = renderToStaticMarkup(<DoorsSeatsFields {...props()} />);
    expect(optionTexts(html, 't-doors')).toEqual(['Beliebig', 'bis 1', '2-3', '4-5', 'mehr als 5']);
    expect(optionTexts(html, 't-seats')).toEqual(['Beliebig', 'bis 1', '2-3', '4-5', '6-7', '8 und mehr']);
  });

  it('power inputs take digits only, at most 7', () => {
    const html = renderToStaticMarkup(<PowerFields {...props()} />);
    expect(html).toMatch(/id="t-powerfrom"[^>]*inputMode="numeric"[^>]*pattern="\[0-9\]\*"[^>]*maxLength="7"/);
  });

  it('lists the top makes first under TOP MARKEN, the rest under ANDERE MARKEN', () => {
    expect(makeOptions(options, { make: { 74: 1234 } } as never).map((o) => [o.group, o.label, o.count])).toEqual([
      ['TOP MARKEN', 'Audi', '0'],
      ['TOP MARKEN', 'VW', '1.234'],
      ['ANDERE MARKEN', 'Alfa Romeo', '0'],
    ]);
  });
});

describe('values no car has (issue 19)', () => {
  const none: Record<string, number> = {};
  const counters: Counters = {
    make: none,
    model: none,
    fuel: none,
    construction: none,
    offer: none,
    gearbox: { 1: 1084, 2: 2790 },
    bodycolor: none,
    doors: { '2-3': 246, '4-5': 3628 },
    seats: none,
    uph: none,
    emclass: none,
    bundesland: none,
    eq: none,
    particularities: none,
    custtype: none,
    pic: none,
    ustate: none,
    pricerating: none,
  };
  const gearboxes = [
    { id: 1, name: 'Schaltgetriebe' },
    { id: 2, name: 'Automatik' },
    { id: 3, name: 'Halbautomatik' },
  ];

  it('shows 0 and disables the checkbox, unless it is chosen', () => {
    const html = renderToStaticMarkup(<GearboxFields {...props({ options: { ...options, gearboxes }, counters })} />);
    expect(html).toMatch(/<input id="t-gearbox-3"[^>]*disabled/);
    expect(html).not.toMatch(/<input id="t-gearbox-1"[^>]*disabled/);
    expect(html).toMatch(/Halbautomatik<\/span><span class="choice__count"><span class="visually-hidden"> \(<\/span>0</);
    const chosen = renderToStaticMarkup(
      <GearboxFields {...props({ options: { ...options, gearboxes }, counters, filters: createFilters({ gearboxes: [3] }) })} />,
    );
    expect(chosen).not.toMatch(/<input id="t-gearbox-3"[^>]*disabled/);
  });

  it('disables door ranges no car falls into', () => {
    const html = renderToStaticMarkup(<DoorsSeatsFields {...props({ counters })} />);
    expect(html).toMatch(/<option value="0-1" disabled="">bis 1 \(0\)<\/option>/);
    expect(html).toMatch(/<option value="2-3">2-3 \(246\)<\/option>/);
    expect(html).toMatch(/<option value="6\+" disabled="">mehr als 5 \(0\)<\/option>/);
  });

  it('disables nothing where no counts are shown (the home page)', () => {
    expect(renderToStaticMarkup(<DoorsSeatsFields {...props()} />)).not.toContain('disabled');
  });
});

describe("'Preisbewertung' (issue 17)", () => {
  it('offers the five grades as checkboxes named pricerating, with counts; a grade no car has cannot be chosen unless it is', () => {
    const counters = { pricerating: { 1: 120, 2: 340, 3: 0, 5: 15 } } as unknown as Counters;
    const html = renderToStaticMarkup(<PriceRatingFields {...props({ counters, filters: createFilters({ priceRatings: [5] }) })} />);
    expect(html).toContain('<legend class="field-group__legend">Preisbewertung</legend>');
    const boxes = [
      ...html.matchAll(
        /<input([^>]*)\/><label[^>]*><span class="choice__label">([^<]*)<\/span><span class="choice__count"><span class="visually-hidden"> \(<\/span>([^<]*)/g,
      ),
    ].map((m) => ({
      label: m[2],
      count: m[3],
      name: /name="([^"]*)"/.exec(m[1] ?? '')?.[1],
      value: /value="([^"]*)"/.exec(m[1] ?? '')?.[1],
      checked: / checked=""/.test(m[1] ?? ''),
      disabled: / disabled=""/.test(m[1] ?? ''),
    }));
    expect(boxes).toEqual([
      { label: 'Sehr guter Preis', count: '120', name: 'pricerating', value: '1', checked: false, disabled: false },
      { label: 'Guter Preis', count: '340', name: 'pricerating', value: '2', checked: false, disabled: false },
      { label: 'Fairer Preis', count: '0', name: 'pricerating', value: '3', checked: false, disabled: true },
      { label: 'Erhöhter Preis', count: '0', name: 'pricerating', value: '4', checked: false, disabled: true },
      { label: 'Hoher Preis', count: '15', name: 'pricerating', value: '5', checked: true, disabled: false },
    ]);
  });
});

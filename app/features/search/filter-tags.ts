/**
 * The filter tags above a result list (SPEC §4): one tag per chosen value; removing a tag clears
 * that field (the city tag clears city and radius). Each tag carries the filters without it.
 */
import { formatKm, formatNumber, formatPrice } from '#src/domain/format/number-format.ts';
import {
  ACCIDENT_STATE_LABELS, DOOR_RANGES, PARTICULARITY_LABELS, SEAT_RANGES, type CountRange,
} from '#src/domain/search/search-options.ts';
import { effectiveRadius, type CountRangeFilter, type SearchFilters } from '#src/domain/search/search-filters.ts';
import { withChange, withCity, withMake, withModel } from './filter-rules.ts';
import type { FilterOptions, NamedOption } from './filter-options.ts';

export interface FilterTag {
  /** stable key, e.g. 'fuel-D' */
  id: string;
  label: string;
  without: SearchFilters;
}

function nameOf<I extends string | number>(list: readonly NamedOption<I>[], id: I): string {
  return list.find((o) => o.id === id)?.name ?? String(id);
}

function rangeLabel(ranges: readonly CountRange[], value: CountRangeFilter): string {
  return ranges.find((r) => r.from === value.from && r.to === value.to)?.label ?? `${value.from ?? 0}${value.to === null ? '+' : `-${value.to}`}`;
}

export function filterTags(filters: SearchFilters, options: FilterOptions): FilterTag[] {
  const tags: FilterTag[] = [];
  const add = (id: string, label: string, without: SearchFilters) => tags.push({ id, label, without });
  const unit = filters.powerUnit === 'kw' ? 'kW' : 'PS';

  filters.makeModels.forEach((pair, i) => {
    add(`make-${i}`, options.makes.find((m) => m.id === pair.make)?.name ?? `Marke ${pair.make}`, withMake(filters, i, null));
    if (pair.model !== null) add(`model-${i}`, options.models.find((m) => m.id === pair.model)?.name ?? `Modell ${pair.model}`, withModel(filters, i, null));
  });
  if (filters.priceFrom !== null) add('pricefrom', `Preis ab ${formatPrice(filters.priceFrom)}`, withChange(filters, { priceFrom: null }));
  if (filters.priceTo !== null) add('priceto', `Preis bis ${formatPrice(filters.priceTo)}`, withChange(filters, { priceTo: null }));
  for (const grade of filters.priceRatings) add(`pricerating-${grade}`, nameOf(options.priceGrades, grade), withChange(filters, { priceRatings: filters.priceRatings.filter((g) => g !== grade) }));
  if (filters.regFrom !== null) add('fregfrom', `EZ ab ${filters.regFrom}`, withChange(filters, { regFrom: null }));
  if (filters.regTo !== null) add('fregto', `EZ bis ${filters.regTo}`, withChange(filters, { regTo: null }));
  if (filters.kmFrom !== null) add('kmfrom', `ab ${formatKm(filters.kmFrom)}`, withChange(filters, { kmFrom: null }));
  if (filters.kmTo !== null) add('kmto', `bis ${formatKm(filters.kmTo)}`, withChange(filters, { kmTo: null }));
  if (filters.rangeFrom !== null) add('rangefrom', `Reichweite ab ${formatKm(filters.rangeFrom)}`, withChange(filters, { rangeFrom: null }));
  if (filters.batteryFrom !== null) add('batteryfrom', `Batterie ab ${filters.batteryFrom} kWh`, withChange(filters, { batteryFrom: null }));
  if (filters.dcFrom !== null) add('dcfrom', `DC-Laden ab ${filters.dcFrom} kW`, withChange(filters, { dcFrom: null }));
  if (filters.powerFrom !== null) add('powerfrom', `ab ${formatNumber(filters.powerFrom)} ${unit}`, withChange(filters, { powerFrom: null }));
  if (filters.powerTo !== null) add('powerto', `bis ${formatNumber(filters.powerTo)} ${unit}`, withChange(filters, { powerTo: null }));
  for (const fuel of filters.fuels) add(`fuel-${fuel}`, nameOf(options.fuels, fuel), withChange(filters, { fuels: filters.fuels.filter((f) => f !== fuel) }));
  if (filters.dealerOnly) add('custtype', 'Nur Händler', withChange(filters, { dealerOnly: false }));
  if (filters.withPhotos) add('pic', 'Nur mit Bildern', withChange(filters, { withPhotos: false }));
  for (const id of filters.bodyTypes) add(`construction-${id}`, nameOf(options.bodyTypes, id), withChange(filters, { bodyTypes: filters.bodyTypes.filter((b) => b !== id) }));
  if (filters.doors) add('doors', `Türen: ${rangeLabel(DOOR_RANGES, filters.doors)}`, withChange(filters, { doors: null }));
  if (filters.seats) add('seats', `Sitze: ${rangeLabel(SEAT_RANGES, filters.seats)}`, withChange(filters, { seats: null }));
  for (const id of filters.gearboxes) add(`gearbox-${id}`, nameOf(options.gearboxes, id), withChange(filters, { gearboxes: filters.gearboxes.filter((g) => g !== id) }));
  for (const id of filters.bodyColors) add(`bodycolor-${id}`, nameOf(options.bodyColors, id), withChange(filters, { bodyColors: filters.bodyColors.filter((c) => c !== id) }));
  for (const id of filters.offerTypes) add(`offer-${id}`, nameOf(options.offerTypes, id), withChange(filters, { offerTypes: filters.offerTypes.filter((o) => o !== id) }));
  for (const id of filters.equipment) add(`eq-${id}`, nameOf(options.equipment, id), withChange(filters, { equipment: filters.equipment.filter((e) => e !== id) }));
  for (const p of filters.particularities) add(`particularities-${p}`, PARTICULARITY_LABELS[p], withChange(filters, { particularities: filters.particularities.filter((x) => x !== p) }));
  if (filters.state) add('bundesland', options.states.find((s) => s.slug === filters.state)?.name ?? filters.state, withChange(filters, { state: null }));
  if (filters.city) add('city', `${filters.city.value} (${effectiveRadius(filters)} km)`, withCity(filters, null));
  if (filters.accident !== 'N') add('ustate', ACCIDENT_STATE_LABELS[filters.accident], withChange(filters, { accident: 'N' }));
  for (const id of filters.upholstery) add(`uph-${id}`, nameOf(options.upholstery, id), withChange(filters, { upholstery: filters.upholstery.filter((u) => u !== id) }));
  for (const id of filters.emissionClasses) add(`emclass-${id}`, nameOf(options.emissionClasses, id), withChange(filters, { emissionClasses: filters.emissionClasses.filter((e) => e !== id) }));
  if (filters.text) add('q', `„${filters.text}“`, withChange(filters, { text: null }));
  return tags;
}

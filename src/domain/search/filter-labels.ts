/**
 * THE words for each chosen filter of a search (issue 27 point 4): the result page's filter tags,
 * the search agent's name in its mails and on 'Meine Suchagenten' all come from here, so two
 * different searches never read the same. One label per chosen value, in the tags' order.
 */
import { formatKm, formatNumber, formatPrice } from '../format/number-format.ts';
import { ACCIDENT_STATE_LABELS, DOOR_RANGES, PARTICULARITY_LABELS, SEAT_RANGES, type CountRange } from './search-options.ts';
import { effectiveRadius, type CountRangeFilter, type SearchFilters } from './search-filters.ts';

interface Named<I> {
  id: I;
  name: string;
}

/** The names a search's values are shown with (the result page's filter options satisfy it, as does the taxonomy). */
export interface FilterNames {
  makes: readonly Named<number>[];
  models: readonly Named<number>[];
  fuels: readonly Named<string>[];
  bodyTypes: readonly Named<number>[];
  gearboxes: readonly Named<number>[];
  bodyColors: readonly Named<number>[];
  offerTypes: readonly Named<string>[];
  equipment: readonly Named<number>[];
  upholstery: readonly Named<number>[];
  emissionClasses: readonly Named<number>[];
  priceGrades: readonly Named<number>[];
  states: readonly { slug: string; name: string }[];
}

/** `id` names the field and value ('fuel-D', 'make-0', 'priceto'): the tag that removes it is keyed on it. */
export interface FilterLabel {
  id: string;
  label: string;
}

function nameOf<I extends string | number>(list: readonly Named<I>[], id: I): string {
  return list.find((o) => o.id === id)?.name ?? String(id);
}

function rangeLabel(ranges: readonly CountRange[], value: CountRangeFilter): string {
  return ranges.find((r) => r.from === value.from && r.to === value.to)?.label ?? `${value.from ?? 0}${value.to === null ? '+' : `-${value.to}`}`;
}

/** 'Neu seit 1 Tag', 'Neu seit 7 Tagen': the tag, the agent's name and the filter's options read alike. */
export function newSinceLabel(days: number): string {
  return `Neu seit ${days === 1 ? '1 Tag' : `${days} Tagen`}`;
}

export function filterLabels(filters: SearchFilters, names: FilterNames): FilterLabel[] {
  const out: FilterLabel[] = [];
  const add = (id: string, label: string) => out.push({ id, label });
  const unit = filters.powerUnit === 'kw' ? 'kW' : 'PS';
  filters.makeModels.forEach((pair, i) => {
    add(`make-${i}`, names.makes.find((m) => m.id === pair.make)?.name ?? `Marke ${pair.make}`);
    if (pair.model !== null) add(`model-${i}`, names.models.find((m) => m.id === pair.model)?.name ?? `Modell ${pair.model}`);
  });
  if (filters.priceFrom !== null) add('pricefrom', `Preis ab ${formatPrice(filters.priceFrom)}`);
  if (filters.priceTo !== null) add('priceto', `Preis bis ${formatPrice(filters.priceTo)}`);
  for (const grade of filters.priceRatings) add(`pricerating-${grade}`, nameOf(names.priceGrades, grade));
  if (filters.regFrom !== null) add('fregfrom', `EZ ab ${filters.regFrom}`);
  if (filters.regTo !== null) add('fregto', `EZ bis ${filters.regTo}`);
  if (filters.kmFrom !== null) add('kmfrom', `ab ${formatKm(filters.kmFrom)}`);
  if (filters.kmTo !== null) add('kmto', `bis ${formatKm(filters.kmTo)}`);
  if (filters.rangeFrom !== null) add('rangefrom', `Reichweite ab ${formatKm(filters.rangeFrom)}`);
  if (filters.batteryFrom !== null) add('batteryfrom', `Batterie ab ${filters.batteryFrom} kWh`);
  if (filters.dcFrom !== null) add('dcfrom', `DC-Laden ab ${filters.dcFrom} kW`);
  if (filters.sohFrom !== null) add('sohfrom', `Batteriezustand ab ${filters.sohFrom} %`);
  if (filters.costTo !== null) add('costto', `Kosten bis ${formatPrice(filters.costTo)} im Monat`);
  if (filters.newSince !== null) add('newsince', newSinceLabel(filters.newSince));
  if (filters.powerFrom !== null) add('powerfrom', `ab ${formatNumber(filters.powerFrom)} ${unit}`);
  if (filters.powerTo !== null) add('powerto', `bis ${formatNumber(filters.powerTo)} ${unit}`);
  for (const fuel of filters.fuels) add(`fuel-${fuel}`, nameOf(names.fuels, fuel));
  if (filters.dealerOnly) add('custtype', 'Nur Händler');
  if (filters.withPhotos) add('pic', 'Nur mit Bildern');
  for (const id of filters.bodyTypes) add(`construction-${id}`, nameOf(names.bodyTypes, id));
  if (filters.doors) add('doors', `Türen: ${rangeLabel(DOOR_RANGES, filters.doors)}`);
  if (filters.seats) add('seats', `Sitze: ${rangeLabel(SEAT_RANGES, filters.seats)}`);
  for (const id of filters.gearboxes) add(`gearbox-${id}`, nameOf(names.gearboxes, id));
  for (const id of filters.bodyColors) add(`bodycolor-${id}`, nameOf(names.bodyColors, id));
  for (const id of filters.offerTypes) add(`offer-${id}`, nameOf(names.offerTypes, id));
  for (const id of filters.equipment) add(`eq-${id}`, nameOf(names.equipment, id));
  for (const p of filters.particularities) add(`particularities-${p}`, PARTICULARITY_LABELS[p]);
  if (filters.state) add('bundesland', names.states.find((s) => s.slug === filters.state)?.name ?? filters.state);
  if (filters.city) add('city', `${filters.city.value} (${effectiveRadius(filters)} km)`);
  if (filters.accident !== 'N') add('ustate', ACCIDENT_STATE_LABELS[filters.accident]);
  for (const id of filters.upholstery) add(`uph-${id}`, nameOf(names.upholstery, id));
  for (const id of filters.emissionClasses) add(`emclass-${id}`, nameOf(names.emissionClasses, id));
  if (filters.text) add('q', `„${filters.text}“`);
  return out;
}

/**
 * A search's name where it has to stand alone (search-agent mails, 'Meine Suchagenten'): make and
 * model read together ('Skoda Octavia'), then every other filter ('Diesel · Kombi · Automatik ·
 * Preis bis € 20.000 · EZ ab 2018 · 4020 Linz (50 km)').
 */
export function searchName(filters: SearchFilters, names: FilterNames): string {
  const labels = filterLabels(filters, names);
  const parts: string[] = [];
  for (const { id, label } of labels) {
    const model = /^model-(\d+)$/.exec(id);
    if (model) parts[parts.length - 1] = `${parts.at(-1) ?? ''} ${label}`.trim();
    else parts.push(label);
  }
  return parts.length > 0 ? parts.join(' · ') : 'Alle Fahrzeuge';
}

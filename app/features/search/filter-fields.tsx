/**
 * The fields of every SPEC §3 search filter, shared by the result page's filter form, the detailed
 * search and (make, model, price, year, mileage, city) the home page. Every field carries the URL
 * parameter as its name, so the surrounding GET form works without JavaScript; with JavaScript each
 * change goes through `onChange` with the SPEC §4 rules applied.
 */
import type { ReactNode } from 'react';
import { Combobox, type ComboboxOption } from '#app/components/ui/combobox.tsx';
import { formatKm, formatNumber, formatPrice } from '#src/domain/format/number-format.ts';
import {
  ACCIDENT_STATES, ACCIDENT_STATE_LABELS, DOOR_RANGES, FOUR_WHEEL_DRIVE_EQUIPMENT_ID, MAX_MAKE_MODEL_PAIRS, MILEAGE_OPTIONS,
  PARTICULARITIES, PARTICULARITY_LABELS, POWER_UNITS, PRICE_OPTIONS, RADIUS_OPTIONS, SEAT_RANGES, registrationYearOptions,
  FULL_SERVICE_EQUIPMENT_ID, WARRANTY_EQUIPMENT_ID,
  type AccidentState, type CountRange, type Particularity, type PowerUnit,
} from '#src/domain/search/search-options.ts';
import { effectiveRadius, type CountRangeFilter, type SearchFilters } from '#src/domain/search/search-filters.ts';
import type { SearchCounters } from '#src/search/search-engine.server.ts';
import { UNKNOWN_MAKE_MESSAGE, UNKNOWN_MODEL_MESSAGE } from '#src/domain/taxonomy/unknown-value-messages.ts';
import { CityField } from './city-field.tsx';
import { withChange, withCity, withMake, withModel } from './filter-rules.ts';
import { OTHER_MAKES_HEADING, TOP_MAKES_HEADING, splitTopMakes, type FilterOptions } from './filter-options.ts';

export type Counters = SearchCounters['counters'];

export interface FieldsProps {
  filters: SearchFilters;
  /** the new filters (rules applied); `delayMs` overrides the default debounce (typing) */
  onChange: (next: SearchFilters, delayMs?: number) => void;
  options: FilterOptions;
  counters: Counters | null;
  /** prefix of element ids, unique per form on a page */
  idPrefix: string;
}

/** SPEC §9 'Text input notification debounce default 500 ms' for typed numbers. */
export const TYPING_DELAY_MS = 500;
const POWER_MAX_LENGTH = 7;
const ANY = 'Beliebig';

function countText(counters: Record<string, number> | undefined | null, key: string | number): string | undefined {
  if (!counters) return undefined;
  return formatNumber(counters[String(key)] ?? 0);
}

const numberOrNull = (value: string) => (value === '' ? null : Number(value));

/** A result count after a choice; screen readers hear 'Diesel (1.779 Fahrzeuge)'. */
function Count({ value }: { value: string | undefined }) {
  if (value === undefined) return null;
  return (
    <span className="choice__count">
      <span className="visually-hidden"> (</span>{value}<span className="visually-hidden"> Fahrzeuge)</span>
    </span>
  );
}

/** A select of optional numbers ('Beliebig' = null). */
export function NumberSelect(props: { id: string; name: string; label: string; value: number | null; values: readonly number[]; format: (n: number) => string; onChange: (value: number | null) => void; disabled?: boolean; emptyLabel?: string }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={props.id}>{props.label}</label>
      <select id={props.id} name={props.name} className="field__control" value={props.value ?? ''} disabled={props.disabled} onChange={(e) => props.onChange(numberOrNull(e.target.value))}>
        <option value="">{props.emptyLabel ?? ANY}</option>
        {props.values.map((v) => <option key={v} value={v}>{props.format(v)}</option>)}
      </select>
    </div>
  );
}

/** 'von' / 'bis' selects side by side under one group label. */
function RangeSelects(props: {
  idPrefix: string; legend: string; fromName: string; toName: string; values: readonly number[]; format: (n: number) => string;
  from: number | null; to: number | null; onFrom: (v: number | null) => void; onTo: (v: number | null) => void;
}) {
  return (
    <fieldset className="field-group field-group--pair">
      <legend className="field-group__legend">{props.legend}</legend>
      <NumberSelect id={`${props.idPrefix}-${props.fromName}`} name={props.fromName} label="von" emptyLabel="von" value={props.from} values={props.values} format={props.format} onChange={props.onFrom} />
      <NumberSelect id={`${props.idPrefix}-${props.toName}`} name={props.toName} label="bis" emptyLabel="bis" value={props.to} values={props.values} format={props.format} onChange={props.onTo} />
    </fieldset>
  );
}

interface CheckOption { value: string; label: string; count?: string; swatch?: string }

function CheckboxGroup(props: { idPrefix: string; legend: string; name: string; options: readonly CheckOption[]; selected: readonly string[]; onToggle: (value: string, checked: boolean) => void; columns?: 1 | 2 }) {
  return (
    <fieldset className={`field-group field-group--checks${props.columns === 2 ? ' field-group--two-columns' : ''}`}>
      <legend className="field-group__legend">{props.legend}</legend>
      <ul className="choice-list">
        {props.options.map((o) => {
          const id = `${props.idPrefix}-${props.name}-${o.value}`;
          return (
            <li key={o.value} className="choice">
              <input id={id} type="checkbox" name={props.name} value={o.value} checked={props.selected.includes(o.value)} onChange={(e) => props.onToggle(o.value, e.target.checked)} />
              <label htmlFor={id}>
                {o.swatch ? <span className="choice__swatch" style={{ background: o.swatch }} aria-hidden="true" /> : null}
                <span className="choice__label">{o.label}</span>
                <Count value={o.count} />
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

function toggled<T>(list: readonly T[], value: T, checked: boolean): T[] {
  return checked ? (list.includes(value) ? [...list] : [...list, value]) : list.filter((v) => v !== value);
}

function rangeValue(range: CountRangeFilter | null): string {
  if (!range) return '';
  return range.to === null ? `${range.from ?? 0}+` : `${range.from ?? 0}-${range.to}`;
}

function RangeChoice(props: { id: string; name: string; label: string; ranges: readonly CountRange[]; value: CountRangeFilter | null; counters: Record<string, number> | undefined; onChange: (v: CountRangeFilter | null) => void }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={props.id}>{props.label}</label>
      <select
        id={props.id}
        name={props.name}
        className="field__control"
        value={rangeValue(props.value)}
        onChange={(e) => {
          const range = props.ranges.find((r) => r.value === e.target.value);
          props.onChange(range ? { from: range.from, to: range.to } : null);
        }}
      >
        <option value="">{ANY}</option>
        {props.ranges.map((r) => (
          <option key={r.value} value={r.value}>{props.counters ? `${r.label} (${countText(props.counters, r.value)})` : r.label}</option>
        ))}
      </select>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// make and model

export function makeOptions(options: FilterOptions, counters: Counters | null): ComboboxOption[] {
  const { top, other } = splitTopMakes(options.makes);
  const option = (group: string) => (m: { id: number; name: string }): ComboboxOption => ({ value: String(m.id), label: m.name, group, count: countText(counters?.make, m.id) });
  return [...top.map(option(TOP_MAKES_HEADING)), ...other.map(option(OTHER_MAKES_HEADING))];
}

export function modelOptions(options: FilterOptions, counters: Counters | null, makeId: number | undefined): ComboboxOption[] {
  if (makeId === undefined) return [];
  return options.models.filter((m) => m.makeId === makeId).map((m) => ({ value: String(m.id), label: m.name, count: countText(counters?.model, m.id) }));
}

/** Up to three make/model pairs (make, make2, make3). The model field opens only once a make is chosen. */
export function MakeModelFields({ filters, onChange, options, counters, idPrefix, allowMore = true }: FieldsProps & { allowMore?: boolean }) {
  const pairs = filters.makeModels;
  const rows = allowMore ? Math.max(1, pairs.length) : 1;
  const makes = makeOptions(options, counters);
  return (
    <div className="make-model">
      {Array.from({ length: rows }, (_, i) => {
        const suffix = i === 0 ? '' : String(i + 1);
        const pair = pairs[i];
        const models = modelOptions(options, counters, pair?.make);
        return (
          <div key={i} className="field-row make-model__row">
            <Combobox
              id={`${idPrefix}-make${suffix}`}
              label={i === 0 ? 'Marke' : `${i + 1}. Marke`}
              name={`make${suffix}`}
              options={makes}
              value={pair ? String(pair.make) : ''}
              onSelect={(o) => onChange(withMake(filters, i, o ? Number(o.value) : null))}
              invalidMessage={UNKNOWN_MAKE_MESSAGE}
              emptyLabel="Alle Marken"
            />
            <Combobox
              id={`${idPrefix}-model${suffix}`}
              label={i === 0 ? 'Modell' : `${i + 1}. Modell`}
              name={`model${suffix}`}
              options={models}
              value={pair?.model ? String(pair.model) : ''}
              onSelect={(o) => onChange(withModel(filters, i, o ? Number(o.value) : null))}
              invalidMessage={UNKNOWN_MODEL_MESSAGE}
              emptyLabel="Alle Modelle"
              disabled={!pair || models.length === 0}
            />
          </div>
        );
      })}
      {allowMore && pairs.length > 0 && pairs.length < MAX_MAKE_MODEL_PAIRS ? <AddMakeField {...{ filters, onChange, options, counters, idPrefix }} index={pairs.length} /> : null}
    </div>
  );
}

/** The next make slot ('weitere Marke'), a plain select so it also works without JavaScript. */
function AddMakeField({ filters, onChange, options, counters, idPrefix, index }: FieldsProps & { index: number }) {
  const suffix = String(index + 1);
  return (
    <div className="field make-model__more">
      <label className="field__label" htmlFor={`${idPrefix}-make${suffix}`}>Weitere Marke</label>
      <select id={`${idPrefix}-make${suffix}`} name={`make${suffix}`} className="field__control" value="" onChange={(e) => e.target.value && onChange(withMake(filters, index, Number(e.target.value)))}>
        <option value="">+ Marke hinzufügen</option>
        {makeOptions(options, counters).map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// numbers

export function PriceFields({ filters, onChange, idPrefix }: FieldsProps) {
  return (
    <RangeSelects idPrefix={idPrefix} legend="Preis" fromName="pricefrom" toName="priceto" values={PRICE_OPTIONS} format={formatPrice}
      from={filters.priceFrom} to={filters.priceTo} onFrom={(v) => onChange(withChange(filters, { priceFrom: v }))} onTo={(v) => onChange(withChange(filters, { priceTo: v }))} />
  );
}

export function RegistrationFields({ filters, onChange, options, idPrefix }: FieldsProps) {
  return (
    <RangeSelects idPrefix={idPrefix} legend="Erstzulassung" fromName="fregfrom" toName="fregto" values={registrationYearOptions(options.currentYear)} format={String}
      from={filters.regFrom} to={filters.regTo} onFrom={(v) => onChange(withChange(filters, { regFrom: v }))} onTo={(v) => onChange(withChange(filters, { regTo: v }))} />
  );
}

export function MileageFields({ filters, onChange, idPrefix }: FieldsProps) {
  return (
    <RangeSelects idPrefix={idPrefix} legend="Kilometerstand" fromName="kmfrom" toName="kmto" values={MILEAGE_OPTIONS} format={formatKm}
      from={filters.kmFrom} to={filters.kmTo} onFrom={(v) => onChange(withChange(filters, { kmFrom: v }))} onTo={(v) => onChange(withChange(filters, { kmTo: v }))} />
  );
}

/** SPEC §5 power inputs: digits only, at most 7; PS or kW. */
export function PowerFields({ filters, onChange, idPrefix }: FieldsProps) {
  const input = (name: 'powerfrom' | 'powerto', label: string, value: number | null, key: 'powerFrom' | 'powerTo') => (
    <div className="field">
      <label className="field__label" htmlFor={`${idPrefix}-${name}`}>{label}</label>
      <input
        id={`${idPrefix}-${name}`}
        name={name}
        className="field__control"
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={POWER_MAX_LENGTH}
        autoComplete="off"
        placeholder={label}
        value={value ?? ''}
        onChange={(e) => {
          const digits = e.target.value.replace(/\D/g, '').slice(0, POWER_MAX_LENGTH);
          onChange(withChange(filters, { [key]: digits === '' ? null : Number(digits) }), TYPING_DELAY_MS);
        }}
      />
    </div>
  );
  return (
    <fieldset className="field-group field-group--power">
      <legend className="field-group__legend">Leistung</legend>
      {input('powerfrom', 'von', filters.powerFrom, 'powerFrom')}
      {input('powerto', 'bis', filters.powerTo, 'powerTo')}
      <div className="field field--unit">
        <label className="field__label" htmlFor={`${idPrefix}-powerUnit`}>Einheit</label>
        <select id={`${idPrefix}-powerUnit`} name="powerUnit" className="field__control" value={filters.powerUnit} onChange={(e) => onChange(withChange(filters, { powerUnit: e.target.value as PowerUnit }))}>
          {POWER_UNITS.map((u) => <option key={u} value={u}>{u === 'ps' ? 'PS' : 'kW'}</option>)}
        </select>
      </div>
    </fieldset>
  );
}

// ---------------------------------------------------------------------------------------------
// place

/** City with suggestions, radius (only with a city, preset 50 km) and federal state. */
export function LocationFields({ filters, onChange, options, counters, idPrefix }: FieldsProps) {
  const radius = effectiveRadius(filters);
  return (
    <fieldset className="field-group field-group--location">
      <legend className="field-group__legend">Standort</legend>
      <CityField id={`${idPrefix}-city`} city={filters.city} onChange={(city) => onChange(withCity(filters, city))} />
      <NumberSelect id={`${idPrefix}-radius`} name="radius" label="Umkreis" value={radius} values={RADIUS_OPTIONS} format={(n) => `${n} km`} disabled={!filters.city}
        onChange={(v) => onChange(withChange(filters, { radius: v }))} emptyLabel="Umkreis" />
      <div className="field">
        <label className="field__label" htmlFor={`${idPrefix}-bundesland`}>Bundesland</label>
        <select id={`${idPrefix}-bundesland`} name="bundesland" className="field__control" value={filters.state ?? ''} onChange={(e) => onChange(withChange(filters, { state: (e.target.value || null) as SearchFilters['state'] }))}>
          <option value="">Ganz Österreich</option>
          {options.states.map((s) => (
            <option key={s.slug} value={s.slug}>{counters ? `${s.name} (${countText(counters.bundesland, s.slug)})` : s.name}</option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}

// ---------------------------------------------------------------------------------------------
// lists of choices

export function FuelFields({ filters, onChange, options, counters, idPrefix }: FieldsProps) {
  return (
    <CheckboxGroup idPrefix={idPrefix} legend="Treibstoff" name="fuel" columns={2}
      options={options.fuels.map((f) => ({ value: f.id, label: f.name, count: countText(counters?.fuel, f.id) }))}
      selected={filters.fuels} onToggle={(v, c) => onChange(withChange(filters, { fuels: toggled(filters.fuels, v, c) }))} />
  );
}

export function GearboxFields({ filters, onChange, options, counters, idPrefix }: FieldsProps) {
  return (
    <CheckboxGroup idPrefix={idPrefix} legend="Getriebe" name="gearbox"
      options={options.gearboxes.map((g) => ({ value: String(g.id), label: g.name, count: countText(counters?.gearbox, g.id) }))}
      selected={filters.gearboxes.map(String)} onToggle={(v, c) => onChange(withChange(filters, { gearboxes: toggled(filters.gearboxes, Number(v), c) }))} />
  );
}

export function BodyTypeFields({ filters, onChange, options, counters, idPrefix }: FieldsProps) {
  return (
    <CheckboxGroup idPrefix={idPrefix} legend="Aufbau" name="construction" columns={2}
      options={options.bodyTypes.map((b) => ({ value: String(b.id), label: b.name, count: countText(counters?.construction, b.id) }))}
      selected={filters.bodyTypes.map(String)} onToggle={(v, c) => onChange(withChange(filters, { bodyTypes: toggled(filters.bodyTypes, Number(v), c) }))} />
  );
}

export function DoorsSeatsFields({ filters, onChange, counters, idPrefix }: FieldsProps) {
  return (
    <div className="field-row">
      <RangeChoice id={`${idPrefix}-doors`} name="doors" label="Türen" ranges={DOOR_RANGES} value={filters.doors} counters={counters?.doors} onChange={(v) => onChange(withChange(filters, { doors: v }))} />
      <RangeChoice id={`${idPrefix}-seats`} name="seats" label="Sitze" ranges={SEAT_RANGES} value={filters.seats} counters={counters?.seats} onChange={(v) => onChange(withChange(filters, { seats: v }))} />
    </div>
  );
}

export function ColorFields({ filters, onChange, options, counters, idPrefix }: FieldsProps) {
  return (
    <CheckboxGroup idPrefix={idPrefix} legend="Außenfarbe" name="bodycolor" columns={2}
      options={options.bodyColors.map((b) => ({ value: String(b.id), label: b.name, swatch: b.hex, count: countText(counters?.bodycolor, b.id) }))}
      selected={filters.bodyColors.map(String)} onToggle={(v, c) => onChange(withChange(filters, { bodyColors: toggled(filters.bodyColors, Number(v), c) }))} />
  );
}

export function OfferTypeFields({ filters, onChange, options, counters, idPrefix }: FieldsProps) {
  return (
    <CheckboxGroup idPrefix={idPrefix} legend="Angebotstyp" name="offer" columns={2}
      options={options.offerTypes.map((o) => ({ value: o.id, label: o.name, count: countText(counters?.offer, o.id) }))}
      selected={filters.offerTypes} onToggle={(v, c) => onChange(withChange(filters, { offerTypes: toggled(filters.offerTypes, v, c) }))} />
  );
}

export function UpholsteryFields({ filters, onChange, options, counters, idPrefix }: FieldsProps) {
  return (
    <CheckboxGroup idPrefix={idPrefix} legend="Innenausstattung" name="uph" columns={2}
      options={options.upholstery.map((u) => ({ value: String(u.id), label: u.name, count: countText(counters?.uph, u.id) }))}
      selected={filters.upholstery.map(String)} onToggle={(v, c) => onChange(withChange(filters, { upholstery: toggled(filters.upholstery, Number(v), c) }))} />
  );
}

export function EmissionClassFields({ filters, onChange, options, counters, idPrefix }: FieldsProps) {
  return (
    <CheckboxGroup idPrefix={idPrefix} legend="Schadstoffklasse" name="emclass" columns={2}
      options={options.emissionClasses.map((u) => ({ value: String(u.id), label: u.name, count: countText(counters?.emclass, u.id) }))}
      selected={filters.emissionClasses.map(String)} onToggle={(v, c) => onChange(withChange(filters, { emissionClasses: toggled(filters.emissionClasses, Number(v), c) }))} />
  );
}

/** SPEC §9 accident filter: hide (default), also show, only. */
export function AccidentFields({ filters, onChange, counters, idPrefix }: FieldsProps) {
  return (
    <fieldset className="field-group field-group--checks">
      <legend className="field-group__legend">Unfallfahrzeuge</legend>
      <ul className="choice-list">
        {ACCIDENT_STATES.map((state) => {
          const id = `${idPrefix}-ustate-${state}`;
          return (
            <li key={state} className="choice">
              {/* The default N is sent as nothing, so the URL stays clean without JavaScript too. */}
              <input id={id} type="radio" name="ustate" value={state === 'N' ? '' : state} checked={filters.accident === state} onChange={() => onChange(withChange(filters, { accident: state as AccidentState }))} />
              <label htmlFor={id}>
                <span className="choice__label">{ACCIDENT_STATE_LABELS[state]}</span>
                <Count value={counters ? countText(counters.ustate, state) : undefined} />
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/**
 * Equipment (eq). `all` lists every item under its category (detailed search); otherwise the
 * items marked for the side bar, four-wheel drive and whatever is already chosen.
 */
export function EquipmentFields({ filters, onChange, options, counters, idPrefix, all = false }: FieldsProps & { all?: boolean }) {
  const toggle = (v: string, c: boolean) => onChange(withChange(filters, { equipment: toggled(filters.equipment, Number(v), c) }));
  const toOption = (e: { id: number; name: string }) => ({ value: String(e.id), label: e.name, count: countText(counters?.eq, e.id) });
  const selected = filters.equipment.map(String);
  // Warranty and service history are particularities, offered there.
  const items = options.equipment.filter((e) => e.id !== WARRANTY_EQUIPMENT_ID && e.id !== FULL_SERVICE_EQUIPMENT_ID);
  if (all) {
    return (
      <div className="equipment-groups">
        {options.equipmentCategories.map((category) => {
          const inCategory = items.filter((e) => e.categoryId === category.id);
          return inCategory.length === 0 ? null : (
            <CheckboxGroup key={category.id} idPrefix={idPrefix} legend={category.name} name="eq" columns={2} options={inCategory.map(toOption)} selected={selected} onToggle={toggle} />
          );
        })}
      </div>
    );
  }
  const shown = items.filter((e) => e.top || e.id === FOUR_WHEEL_DRIVE_EQUIPMENT_ID || filters.equipment.includes(e.id));
  return <CheckboxGroup idPrefix={idPrefix} legend="Ausstattung" name="eq" columns={2} options={shown.map(toOption)} selected={selected} onToggle={toggle} />;
}

/** Guarantee, service history, VAT (particularities), plus dealers only and photos only. */
export function ParticularityFields({ filters, onChange, counters, idPrefix }: FieldsProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <>
      <CheckboxGroup idPrefix={idPrefix} legend="Besonderheiten" name="particularities"
        options={PARTICULARITIES.map((p) => ({ value: p, label: PARTICULARITY_LABELS[p], count: countText(counters?.particularities, p) }))}
        selected={filters.particularities} onToggle={(v, c) => onChange(withChange(filters, { particularities: toggled(filters.particularities, v as Particularity, c) }))} />
      <fieldset className="field-group field-group--checks">
        <legend className="field-group__legend">Anbieter und Bilder</legend>
        <ul className="choice-list">
          <li className="choice">
            <input id={id('custtype')} type="checkbox" name="custtype" value="D" checked={filters.dealerOnly} onChange={(e) => onChange(withChange(filters, { dealerOnly: e.target.checked }))} />
            <label htmlFor={id('custtype')}><span className="choice__label">Nur Händler</span><Count value={counters ? countText(counters.custtype, 'D') : undefined} /></label>
          </li>
          <li className="choice">
            <input id={id('pic')} type="checkbox" name="pic" value="1" checked={filters.withPhotos} onChange={(e) => onChange(withChange(filters, { withPhotos: e.target.checked }))} />
            <label htmlFor={id('pic')}><span className="choice__label">Nur mit Bildern</span><Count value={counters ? countText(counters.pic, '1') : undefined} /></label>
          </li>
        </ul>
      </fieldset>
    </>
  );
}

/** A titled, collapsible group of fields; open when asked or when it holds a chosen value. */
export function FieldSection({ title, open, children, className }: { title: string; open: boolean; children: ReactNode; className?: string }) {
  return (
    <details className={`field-section${className ? ` ${className}` : ''}`} open={open}>
      <summary className="field-section__title">{title}</summary>
      <div className="field-section__body">{children}</div>
    </details>
  );
}

/** Filters chosen from lists: fuel, gearbox, body, doors and seats, colour, offer type, upholstery, emission class, accident. */
import {
  ACCIDENT_STATES,
  ACCIDENT_STATE_LABELS,
  DOOR_RANGES,
  NEW_SINCE_DAYS,
  SEAT_RANGES,
  type AccidentState,
  type NewSinceDays,
} from '#src/domain/search/search-options.ts';
import { withChange } from '#src/domain/search/filter-rules.ts';
import { CheckboxGroup, Count, RangeChoice, countOf, countText, toggled, type FieldsProps } from './field-parts.tsx';

export function FuelFields({ filters, onChange, options, counters, idPrefix }: FieldsProps) {
  return (
    <CheckboxGroup
      idPrefix={idPrefix}
      legend="Treibstoff"
      name="fuel"
      columns={2}
      options={options.fuels.map((f) => ({ value: f.id, label: f.name, count: countOf(counters?.fuel, f.id) }))}
      selected={filters.fuels}
      onToggle={(v, c) => onChange(withChange(filters, { fuels: toggled(filters.fuels, v, c) }))}
    />
  );
}

export function GearboxFields({ filters, onChange, options, counters, idPrefix }: FieldsProps) {
  return (
    <CheckboxGroup
      idPrefix={idPrefix}
      legend="Getriebe"
      name="gearbox"
      options={options.gearboxes.map((g) => ({ value: String(g.id), label: g.name, count: countOf(counters?.gearbox, g.id) }))}
      selected={filters.gearboxes.map(String)}
      onToggle={(v, c) => onChange(withChange(filters, { gearboxes: toggled(filters.gearboxes, Number(v), c) }))}
    />
  );
}

export function BodyTypeFields({ filters, onChange, options, counters, idPrefix }: FieldsProps) {
  return (
    <CheckboxGroup
      idPrefix={idPrefix}
      legend="Aufbau"
      name="construction"
      columns={2}
      options={options.bodyTypes.map((b) => ({ value: String(b.id), label: b.name, count: countOf(counters?.construction, b.id) }))}
      selected={filters.bodyTypes.map(String)}
      onToggle={(v, c) => onChange(withChange(filters, { bodyTypes: toggled(filters.bodyTypes, Number(v), c) }))}
    />
  );
}

export function DoorsSeatsFields({ filters, onChange, counters, idPrefix }: FieldsProps) {
  return (
    <div className="field-row">
      <RangeChoice
        id={`${idPrefix}-doors`}
        name="doors"
        label="Türen"
        ranges={DOOR_RANGES}
        value={filters.doors}
        counters={counters?.doors}
        onChange={(v) => onChange(withChange(filters, { doors: v }))}
      />
      <RangeChoice
        id={`${idPrefix}-seats`}
        name="seats"
        label="Sitze"
        ranges={SEAT_RANGES}
        value={filters.seats}
        counters={counters?.seats}
        onChange={(v) => onChange(withChange(filters, { seats: v }))}
      />
    </div>
  );
}

export function ColorFields({ filters, onChange, options, counters, idPrefix }: FieldsProps) {
  return (
    <CheckboxGroup
      idPrefix={idPrefix}
      legend="Außenfarbe"
      name="bodycolor"
      columns={2}
      options={options.bodyColors.map((b) => ({ value: String(b.id), label: b.name, swatch: b.hex, count: countOf(counters?.bodycolor, b.id) }))}
      selected={filters.bodyColors.map(String)}
      onToggle={(v, c) => onChange(withChange(filters, { bodyColors: toggled(filters.bodyColors, Number(v), c) }))}
    />
  );
}

export function OfferTypeFields({ filters, onChange, options, counters, idPrefix }: FieldsProps) {
  return (
    <CheckboxGroup
      idPrefix={idPrefix}
      legend="Angebotstyp"
      name="offer"
      columns={2}
      options={options.offerTypes.map((o) => ({ value: o.id, label: o.name, count: countOf(counters?.offer, o.id) }))}
      selected={filters.offerTypes}
      onToggle={(v, c) => onChange(withChange(filters, { offerTypes: toggled(filters.offerTypes, v, c) }))}
    />
  );
}

export function UpholsteryFields({ filters, onChange, options, counters, idPrefix }: FieldsProps) {
  return (
    <CheckboxGroup
      idPrefix={idPrefix}
      legend="Innenausstattung"
      name="uph"
      columns={2}
      options={options.upholstery.map((u) => ({ value: String(u.id), label: u.name, count: countOf(counters?.uph, u.id) }))}
      selected={filters.upholstery.map(String)}
      onToggle={(v, c) => onChange(withChange(filters, { upholstery: toggled(filters.upholstery, Number(v), c) }))}
    />
  );
}

export function EmissionClassFields({ filters, onChange, options, counters, idPrefix }: FieldsProps) {
  return (
    <CheckboxGroup
      idPrefix={idPrefix}
      legend="Schadstoffklasse"
      name="emclass"
      columns={2}
      options={options.emissionClasses.map((u) => ({ value: String(u.id), label: u.name, count: countOf(counters?.emclass, u.id) }))}
      selected={filters.emissionClasses.map(String)}
      onToggle={(v, c) => onChange(withChange(filters, { emissionClasses: toggled(filters.emissionClasses, Number(v), c) }))}
    />
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
              <input
                id={id}
                type="radio"
                name="ustate"
                value={state === 'N' ? '' : state}
                checked={filters.accident === state}
                onChange={() => onChange(withChange(filters, { accident: state as AccidentState }))}
              />
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
 * The vehicle data beyond fuel, body and gearbox: the result list's closed-by-default section (kept
 * markup: its fields need no router context) and part of the detailed search's Fahrzeugdaten.
 */
export function MoreVehicleDataFields(props: FieldsProps) {
  return (
    <>
      <DoorsSeatsFields {...props} />
      <OfferTypeFields {...props} />
      <ColorFields {...props} />
      <UpholsteryFields {...props} />
      <EmissionClassFields {...props} />
      <AccidentFields {...props} />
    </>
  );
}

/** Issue 27 §7 'Neu seit': cars online for at most 1, 3 or 7 Vienna days (from their first appearance). */
export function NewSinceFields({ filters, onChange, idPrefix }: FieldsProps) {
  const choices: { value: NewSinceDays | null; label: string }[] = [
    { value: null, label: 'Beliebig' },
    ...NEW_SINCE_DAYS.map((days) => ({ value: days, label: days === 1 ? '1 Tag' : `${days} Tagen` })),
  ];
  return (
    <fieldset className="field-group field-group--checks">
      <legend className="field-group__legend">Neu seit</legend>
      <ul className="choice-list">
        {choices.map(({ value, label }) => {
          const id = `${idPrefix}-newsince-${value ?? 'any'}`;
          return (
            <li key={id} className="choice">
              {/* 'Beliebig' is sent as nothing, so the URL stays clean without JavaScript too. */}
              <input
                id={id}
                type="radio"
                name="newsince"
                value={value ?? ''}
                checked={filters.newSince === value}
                onChange={() => onChange(withChange(filters, { newSince: value }))}
              />
              <label htmlFor={id}>
                <span className="choice__label">{label}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

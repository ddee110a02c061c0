/** The place filter: city, radius and federal state. */
import { RADIUS_OPTIONS } from '#src/domain/search/search-options.ts';
import { effectiveRadius, type SearchFilters } from '#src/domain/search/search-filters.ts';
import { CityField } from '../city-field.tsx';
import { withChange, withCity } from '#src/domain/search/filter-rules.ts';
import { NumberSelect, countText, type FieldsProps } from './field-parts.tsx';

/** City with suggestions, radius (only with a city, preset 50 km) and federal state. */
export function LocationFields({ filters, onChange, options, counters, idPrefix }: FieldsProps) {
  const radius = effectiveRadius(filters);
  return (
    <fieldset className="field-group field-group--location">
      <legend className="field-group__legend">Standort</legend>
      <CityField id={`${idPrefix}-city`} city={filters.city} onChange={(city) => onChange(withCity(filters, city))} />
      <NumberSelect
        id={`${idPrefix}-radius`}
        name="radius"
        label="Umkreis"
        value={radius}
        values={RADIUS_OPTIONS}
        format={(n) => `${n} km`}
        disabled={!filters.city}
        onChange={(v) => onChange(withChange(filters, { radius: v }))}
        emptyLabel="Umkreis"
      />
      <div className="field">
        <label className="field__label" htmlFor={`${idPrefix}-bundesland`}>
          Bundesland
        </label>
        <select
          id={`${idPrefix}-bundesland`}
          name="bundesland"
          className="field__control"
          value={filters.state ?? ''}
          onChange={(e) => onChange(withChange(filters, { state: (e.target.value || null) as SearchFilters['state'] }))}
        >
          <option value="">Ganz Österreich</option>
          {options.states.map((s) => (
            <option key={s.slug} value={s.slug}>
              {counters ? `${s.name} (${countText(counters.bundesland, s.slug)})` : s.name}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}

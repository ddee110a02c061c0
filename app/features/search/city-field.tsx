import { useEffect, useRef, useState } from 'react';
import { Combobox, type ComboboxOption } from '#app/components/ui/combobox.tsx';
import { createFilters, toSearchQuery, type CityFilter } from '#src/domain/search/search-filters.ts';
import { UNKNOWN_CITY_MESSAGE } from '#src/domain/taxonomy/unknown-value-messages.ts';
import { lookUpCoordinates, suggestCities } from './search-api.ts';

/** SPEC §5 City: placeholder, 50 characters, message for an unknown place. */
export const CITY_PLACEHOLDER = 'z.B. Wien oder 1010';
export const CITY_MAX_LENGTH = 50;
const SUGGEST_DELAY_MS = 200;

/** The city as the form submits it: the codec's 'value||lat||lon'. */
function cityParam(city: CityFilter | null): string {
  return city ? (toSearchQuery(createFilters({ city })).get('city') ?? '') : '';
}

export interface CityFieldProps {
  id: string;
  city: CityFilter | null;
  onChange: (city: CityFilter | null) => void;
  label?: string;
}

/**
 * City or postcode with suggestions (SPEC §4 City field): typing asks for suggestions, picking one
 * asks for its coordinates and stores city, lat and lon; no or failed suggestions show 'Unbekannte
 * Stadt oder PLZ'; a failed coordinate lookup keeps the city without coordinates. Without
 * JavaScript it is a plain text field: the search then uses the place name.
 */
export function CityField({ id, city, onChange, label = 'Ort oder PLZ' }: CityFieldProps) {
  const [options, setOptions] = useState<ComboboxOption[]>([]);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef('');

  useEffect(() => () => clearTimeout(timer.current), []);

  const onInputChange = (text: string) => {
    clearTimeout(timer.current);
    latest.current = text;
    setError(null);
    if (text.trim() === '') {
      setOptions([]);
      return;
    }
    timer.current = setTimeout(() => {
      suggestCities(text.trim())
        .then((found) => {
          if (latest.current !== text) return;
          setOptions(found.map((s) => ({ value: s.id, label: s.suggestion })));
          setError(found.length === 0 ? UNKNOWN_CITY_MESSAGE : null);
        })
        .catch(() => {
          if (latest.current !== text) return;
          setOptions([]);
          setError(UNKNOWN_CITY_MESSAGE);
        });
    }, SUGGEST_DELAY_MS);
  };

  const onSelect = (option: ComboboxOption | null) => {
    setError(null);
    if (!option) {
      onChange(null);
      return;
    }
    lookUpCoordinates(option.value)
      .then(({ lat, lon }) => onChange({ value: option.label, lat, lon }))
      .catch(() => onChange({ value: option.label, lat: null, lon: null }));
  };

  return (
    <Combobox
      id={id}
      label={label}
      name="city"
      options={options}
      value={city ? `city:${city.value}` : ''}
      valueLabel={city?.value ?? ''}
      submitValue={cityParam(city)}
      onSelect={onSelect}
      onInputChange={onInputChange}
      filterOptions={false}
      invalidMessage={UNKNOWN_CITY_MESSAGE}
      error={error}
      placeholder={CITY_PLACEHOLDER}
      maxLength={CITY_MAX_LENGTH}
      fallback="text"
    />
  );
}

/** Number filters: price, first registration, mileage (preset selects) and power (typed digits). */
import { formatKm, formatPrice } from '#src/domain/format/number-format.ts';
import { MILEAGE_OPTIONS, POWER_UNITS, PRICE_OPTIONS, registrationYearOptions, type PowerUnit } from '#src/domain/search/search-options.ts';
import { withChange } from '../filter-rules.ts';
import { RangeSelects, TYPING_DELAY_MS, type FieldsProps } from './field-parts.tsx';

const POWER_MAX_LENGTH = 7;

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

/** Number filters: price and mileage (typed, with preset suggestions), first registration (preset selects), power and the electric-car bounds (typed). */
import { formatKm, formatPrice } from '#src/domain/format/number-format.ts';
import {
  BATTERY_HEALTH_FROM_OPTIONS,
  MILEAGE_OPTIONS,
  POWER_UNITS,
  PRICE_OPTIONS,
  registrationYearOptions,
  type BatteryHealthFrom,
  type PowerUnit,
} from '#src/domain/search/search-options.ts';
import { withChange } from '#src/domain/search/filter-rules.ts';
import { NumberSelect, RangeSelects, TYPING_DELAY_MS, type FieldsProps } from './field-parts.tsx';

const POWER_MAX_LENGTH = 7;
/** Price and mileage: the URL codec reads whole numbers of up to 9 digits (src/domain/search/search-params.ts). */
const AMOUNT_MAX_LENGTH = 9;

/**
 * A number typed as digits (anything else is dropped), sent with the typing debounce. Without
 * JavaScript the GET form sends the digits as they are; `pattern` stops anything else.
 */
function DigitsInput(props: {
  id: string;
  name: string;
  label: string;
  value: number | null;
  maxLength: number;
  list?: string;
  onChange: (value: number | null) => void;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={props.id}>
        {props.label}
      </label>
      <input
        id={props.id}
        name={props.name}
        className="field__control"
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={props.maxLength}
        autoComplete="off"
        placeholder={props.label}
        list={props.list}
        value={props.value ?? ''}
        onChange={(e) => {
          const digits = e.target.value.replace(/\D/g, '').slice(0, props.maxLength);
          props.onChange(digits === '' ? null : Number(digits));
        }}
      />
    </div>
  );
}

/**
 * 'von' / 'bis' typed amounts (issue 19: any price or mileage, not only the presets); the presets
 * stay as suggestions (a datalist), labelled the way the selects showed them.
 */
function TypedRange(props: {
  idPrefix: string;
  legend: string;
  fromName: string;
  toName: string;
  presets: readonly number[];
  format: (n: number) => string;
  from: number | null;
  to: number | null;
  onFrom: (v: number | null) => void;
  onTo: (v: number | null) => void;
}) {
  const list = `${props.idPrefix}-${props.fromName}-presets`;
  return (
    <fieldset className="field-group field-group--pair">
      <legend className="field-group__legend">{props.legend}</legend>
      <DigitsInput
        id={`${props.idPrefix}-${props.fromName}`}
        name={props.fromName}
        label="von"
        value={props.from}
        maxLength={AMOUNT_MAX_LENGTH}
        list={list}
        onChange={props.onFrom}
      />
      <DigitsInput
        id={`${props.idPrefix}-${props.toName}`}
        name={props.toName}
        label="bis"
        value={props.to}
        maxLength={AMOUNT_MAX_LENGTH}
        list={list}
        onChange={props.onTo}
      />
      <datalist id={list}>
        {props.presets.map((v) => (
          <option key={v} value={v} label={props.format(v)} />
        ))}
      </datalist>
    </fieldset>
  );
}

export function PriceFields({ filters, onChange, idPrefix }: FieldsProps) {
  return (
    <TypedRange
      idPrefix={idPrefix}
      legend="Preis"
      fromName="pricefrom"
      toName="priceto"
      presets={PRICE_OPTIONS}
      format={formatPrice}
      from={filters.priceFrom}
      to={filters.priceTo}
      onFrom={(v) => onChange(withChange(filters, { priceFrom: v }), TYPING_DELAY_MS)}
      onTo={(v) => onChange(withChange(filters, { priceTo: v }), TYPING_DELAY_MS)}
    />
  );
}

export function RegistrationFields({ filters, onChange, options, idPrefix }: FieldsProps) {
  return (
    <RangeSelects
      idPrefix={idPrefix}
      legend="Erstzulassung"
      fromName="fregfrom"
      toName="fregto"
      values={registrationYearOptions(options.currentYear)}
      format={String}
      from={filters.regFrom}
      to={filters.regTo}
      onFrom={(v) => onChange(withChange(filters, { regFrom: v }))}
      onTo={(v) => onChange(withChange(filters, { regTo: v }))}
    />
  );
}

export function MileageFields({ filters, onChange, idPrefix }: FieldsProps) {
  return (
    <TypedRange
      idPrefix={idPrefix}
      legend="Kilometerstand"
      fromName="kmfrom"
      toName="kmto"
      presets={MILEAGE_OPTIONS}
      format={formatKm}
      from={filters.kmFrom}
      to={filters.kmTo}
      onFrom={(v) => onChange(withChange(filters, { kmFrom: v }), TYPING_DELAY_MS)}
      onTo={(v) => onChange(withChange(filters, { kmTo: v }), TYPING_DELAY_MS)}
    />
  );
}

/** SPEC §5 power inputs: digits only, at most 7; PS or kW. */
export function PowerFields({ filters, onChange, idPrefix }: FieldsProps) {
  const input = (name: 'powerfrom' | 'powerto', label: string, value: number | null, key: 'powerFrom' | 'powerTo') => (
    <DigitsInput
      id={`${idPrefix}-${name}`}
      name={name}
      label={label}
      value={value}
      maxLength={POWER_MAX_LENGTH}
      onChange={(v) => onChange(withChange(filters, { [key]: v }), TYPING_DELAY_MS)}
    />
  );
  return (
    <fieldset className="field-group field-group--power">
      <legend className="field-group__legend">Leistung</legend>
      {input('powerfrom', 'von', filters.powerFrom, 'powerFrom')}
      {input('powerto', 'bis', filters.powerTo, 'powerTo')}
      <div className="field field--unit">
        <label className="field__label" htmlFor={`${idPrefix}-powerUnit`}>
          Einheit
        </label>
        <select
          id={`${idPrefix}-powerUnit`}
          name="powerUnit"
          className="field__control"
          value={filters.powerUnit}
          onChange={(e) => onChange(withChange(filters, { powerUnit: e.target.value as PowerUnit }))}
        >
          {POWER_UNITS.map((u) => (
            <option key={u} value={u}>
              {u === 'ps' ? 'PS' : 'kW'}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}

/** Issue 26: lower bounds for electric cars (they match only cars with the fact, i.e. electric ones). */
export function ElectricFields({ filters, onChange, idPrefix }: FieldsProps) {
  const input = (name: 'rangefrom' | 'batteryfrom' | 'dcfrom', label: string, key: 'rangeFrom' | 'batteryFrom' | 'dcFrom') => (
    <DigitsInput
      id={`${idPrefix}-${name}`}
      name={name}
      label={label}
      value={filters[key]}
      maxLength={4}
      onChange={(v) => onChange(withChange(filters, { [key]: v === 0 ? null : v }), TYPING_DELAY_MS)}
    />
  );
  return (
    <fieldset className="field-group field-group--electric">
      <legend className="field-group__legend">Elektroauto</legend>
      {input('rangefrom', 'Reichweite ab (km)', 'rangeFrom')}
      {input('batteryfrom', 'Batterie ab (kWh)', 'batteryFrom')}
      {input('dcfrom', 'DC-Laden ab (kW)', 'dcFrom')}
      {/* Issue 37 point 5: only cars whose battery certificate states at least this state of health. */}
      <NumberSelect
        id={`${idPrefix}-sohfrom`}
        name="sohfrom"
        label="Batteriezustand ab"
        value={filters.sohFrom}
        values={BATTERY_HEALTH_FROM_OPTIONS}
        format={(v) => `${v} %`}
        onChange={(v) => onChange(withChange(filters, { sohFrom: v as BatteryHealthFrom | null }))}
      />
    </fieldset>
  );
}

/** Issue 26 B7: motor tax + energy at 13,000 km a year at most this much a month (cars whose cost is unknown drop out). */
export function MonthlyCostFields({ filters, onChange, idPrefix }: FieldsProps) {
  return (
    <fieldset className="field-group">
      <legend className="field-group__legend">Monatliche Kosten</legend>
      <DigitsInput
        id={`${idPrefix}-costto`}
        name="costto"
        label="Kosten bis (€ im Monat)"
        value={filters.costTo}
        maxLength={5}
        onChange={(v) => onChange(withChange(filters, { costTo: v === 0 ? null : v }), TYPING_DELAY_MS)}
      />
    </fieldset>
  );
}

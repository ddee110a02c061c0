/**
 * The building blocks of every SPEC §3 search filter field: props, counts, selects and checkbox groups.
 * Every field carries the URL parameter as its name, so the surrounding GET form works without
 * JavaScript; with JavaScript each change goes through `onChange` with the SPEC §4 rules applied.
 */
import type { ReactNode } from 'react';
import { KeptMarkup, type Kept } from '#app/components/ui/kept-markup.tsx';
import { formatNumber } from '#src/domain/format/number-format.ts';
import type { CountRange } from '#src/domain/search/search-options.ts';
import type { CountRangeFilter, SearchFilters } from '#src/domain/search/search-filters.ts';
import type { SearchCounters } from '#src/search/search-engine.server.ts';
import type { FilterOptions } from '../filter-options.ts';

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
export const ANY = 'Beliebig';

/** The result count of one facet value (0 when the engine counted none); undefined where no counts are shown. */
export function countOf(counters: Record<string, number> | undefined | null, key: string | number): number | undefined {
  if (!counters) return undefined;
  return counters[String(key)] ?? 0;
}

export function countText(counters: Record<string, number> | undefined | null, key: string | number): string | undefined {
  const count = countOf(counters, key);
  return count === undefined ? undefined : formatNumber(count);
}

export const numberOrNull = (value: string) => (value === '' ? null : Number(value));

/** A result count after a choice; screen readers hear 'Diesel (1.779 Fahrzeuge)'. */
export function Count({ value }: { value: string | undefined }) {
  if (value === undefined) return null;
  return (
    <span className="choice__count">
      <span className="visually-hidden"> (</span>
      {value}
      <span className="visually-hidden"> Fahrzeuge)</span>
    </span>
  );
}

/** A select of optional numbers ('Beliebig' = null). */
export function NumberSelect(props: {
  id: string;
  name: string;
  label: string;
  value: number | null;
  values: readonly number[];
  format: (n: number) => string;
  onChange: (value: number | null) => void;
  disabled?: boolean;
  emptyLabel?: string;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={props.id}>
        {props.label}
      </label>
      <select
        id={props.id}
        name={props.name}
        className="field__control"
        value={props.value ?? ''}
        disabled={props.disabled}
        onChange={(e) => props.onChange(numberOrNull(e.target.value))}
      >
        <option value="">{props.emptyLabel ?? ANY}</option>
        {props.values.map((v) => (
          <option key={v} value={v}>
            {props.format(v)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** 'von' / 'bis' selects side by side under one group label. */
export function RangeSelects(props: {
  idPrefix: string;
  legend: string;
  fromName: string;
  toName: string;
  values: readonly number[];
  format: (n: number) => string;
  from: number | null;
  to: number | null;
  onFrom: (v: number | null) => void;
  onTo: (v: number | null) => void;
}) {
  return (
    <fieldset className="field-group field-group--pair">
      <legend className="field-group__legend">{props.legend}</legend>
      <NumberSelect
        id={`${props.idPrefix}-${props.fromName}`}
        name={props.fromName}
        label="von"
        emptyLabel="von"
        value={props.from}
        values={props.values}
        format={props.format}
        onChange={props.onFrom}
      />
      <NumberSelect
        id={`${props.idPrefix}-${props.toName}`}
        name={props.toName}
        label="bis"
        emptyLabel="bis"
        value={props.to}
        values={props.values}
        format={props.format}
        onChange={props.onTo}
      />
    </fieldset>
  );
}

export interface CheckOption {
  value: string;
  label: string;
  count?: number;
  swatch?: string;
}

export function CheckboxGroup(props: {
  idPrefix: string;
  legend: string;
  name: string;
  options: readonly CheckOption[];
  selected: readonly string[];
  onToggle: (value: string, checked: boolean) => void;
  columns?: 1 | 2;
}) {
  return (
    <fieldset className={`field-group field-group--checks${props.columns === 2 ? ' field-group--two-columns' : ''}`}>
      <legend className="field-group__legend">{props.legend}</legend>
      <ul className="choice-list">
        {props.options.map((o) => {
          const id = `${props.idPrefix}-${props.name}-${o.value}`;
          const checked = props.selected.includes(o.value);
          // A value no car has can never match (issue 19: Halbautomatik, Alcantara): shown with 0, not offered; a chosen one can still be cleared.
          const empty = o.count === 0 && !checked;
          return (
            <li key={o.value} className={`choice${empty ? ' choice--empty' : ''}`}>
              <input
                id={id}
                type="checkbox"
                name={props.name}
                value={o.value}
                checked={checked}
                disabled={empty}
                onChange={(e) => props.onToggle(o.value, e.target.checked)}
              />
              <label htmlFor={id}>
                {o.swatch ? <span className="choice__swatch" style={{ background: o.swatch }} aria-hidden="true" /> : null}
                <span className="choice__label">{o.label}</span>
                <Count value={o.count === undefined ? undefined : formatNumber(o.count)} />
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

export function toggled<T>(list: readonly T[], value: T, checked: boolean): T[] {
  return checked ? (list.includes(value) ? [...list] : [...list, value]) : list.filter((v) => v !== value);
}

function rangeValue(range: CountRangeFilter | null): string {
  if (!range) return '';
  return range.to === null ? `${range.from ?? 0}+` : `${range.from ?? 0}-${range.to}`;
}

export function RangeChoice(props: {
  id: string;
  name: string;
  label: string;
  ranges: readonly CountRange[];
  value: CountRangeFilter | null;
  counters: Record<string, number> | undefined;
  onChange: (v: CountRangeFilter | null) => void;
}) {
  const selected = rangeValue(props.value);
  return (
    <div className="field">
      <label className="field__label" htmlFor={props.id}>
        {props.label}
      </label>
      <select
        id={props.id}
        name={props.name}
        className="field__control"
        value={selected}
        onChange={(e) => {
          const range = props.ranges.find((r) => r.value === e.target.value);
          props.onChange(range ? { from: range.from, to: range.to } : null);
        }}
      >
        <option value="">{ANY}</option>
        {props.ranges.map((r) => (
          // as with the checkboxes: a range no car falls into is shown with (0) and cannot be chosen, unless it already is
          <option key={r.value} value={r.value} disabled={countOf(props.counters, r.value) === 0 && r.value !== selected}>
            {props.counters ? `${r.label} (${countText(props.counters, r.value)})` : r.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A titled, collapsible group of fields; open when asked or when it holds a chosen value. With
 * `kept` (its fields as every page shows them: nothing chosen, no counts), the server writes a
 * closed section's fields from HTML it made once instead of rendering them for every page; the
 * browser renders them with counts once hydrated (KeptMarkup).
 */
export function FieldSection({
  title,
  open,
  children,
  className,
  kept,
}: {
  title: string;
  open: boolean;
  children: ReactNode;
  className?: string;
  kept?: Kept;
}) {
  return (
    <details className={`field-section${className ? ` ${className}` : ''}`} open={open}>
      <summary className="field-section__title">{title}</summary>
      <KeptMarkup className="field-section__body" kept={open ? null : kept} live={children} />
    </details>
  );
}

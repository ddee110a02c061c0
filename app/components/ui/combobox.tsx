import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useHydrated } from './use-hydrated.ts';

export interface ComboboxOption {
  value: string;
  label: string;
  /** options with the same group are listed under that heading */
  group?: string;
  /** a result count shown after the label */
  count?: string;
}

export interface ComboboxProps {
  /** id of the text field (the label points to it) */
  id: string;
  label: string;
  /** form field name of the submitted value */
  name: string;
  options: readonly ComboboxOption[];
  /** value of the chosen option; '' when nothing is chosen */
  value: string;
  /** text shown for the value when it is not one of the options (a chosen city) */
  valueLabel?: string;
  /** what the form submits; defaults to `value` */
  submitValue?: string;
  onSelect: (option: ComboboxOption | null) => void;
  /** called while typing; callers that fetch options replace `options` and pass `filterOptions={false}` */
  onInputChange?: (text: string) => void;
  filterOptions?: boolean;
  /** shown when typed text matches no option on leaving the field ('Unbekannte Marke') */
  invalidMessage: string;
  /** an error the caller knows of (failed suggestions) */
  error?: string | null;
  placeholder?: string;
  maxLength?: number;
  disabled?: boolean;
  /** before hydration the field is a native select (fixed options) or a text input (free text) */
  fallback?: 'select' | 'text';
  /** the empty choice of the native select */
  emptyLabel?: string;
}

/** Case- and accent-insensitive text for matching ('Citroën' matches 'citro'). */
function fold(text: string): string {
  return text
    .toLocaleLowerCase('de-AT')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/ß/g, 'ss')
    .trim();
}

/** Options containing the typed text, those starting with it first. */
function matchOptions(options: readonly ComboboxOption[], text: string): ComboboxOption[] {
  const needle = fold(text);
  if (!needle) return [...options];
  const starts: ComboboxOption[] = [];
  const contains: ComboboxOption[] = [];
  for (const o of options) {
    const hay = fold(o.label);
    if (hay.startsWith(needle)) starts.push(o);
    else if (hay.includes(needle)) contains.push(o);
  }
  return [...starts, ...contains];
}

/**
 * The dropdown select of SPEC §4 as an ARIA 1.2 combobox: typing filters, ArrowUp/ArrowDown move the
 * highlight, Enter picks it, Escape clears the field, leaving it with text that names no option marks
 * it invalid. The list shows ten 30 px rows (300 px). Until hydration it is a native select or text
 * input with the same name, so forms work without JavaScript.
 */
export function Combobox(props: ComboboxProps) {
  const {
    id,
    label,
    name,
    options,
    value,
    valueLabel,
    submitValue,
    onSelect,
    onInputChange,
    filterOptions = true,
    invalidMessage,
    error,
    placeholder,
    maxLength,
    disabled = false,
    fallback = 'select',
    emptyLabel = 'Beliebig',
  } = props;
  const hydrated = useHydrated();
  const listId = useId();
  const errorId = `${id}-error`;
  const selected = options.find((o) => o.value === value);
  const selectedLabel = selected?.label ?? valueLabel ?? '';

  const [text, setText] = useState(selectedLabel);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState(false);
  const [highlight, setHighlight] = useState(-1);
  const [invalid, setInvalid] = useState(false);
  const [shownLabel, setShownLabel] = useState(selectedLabel);
  const listRef = useRef<HTMLUListElement>(null);

  // A new value from outside (navigation, a cleared filter tag) replaces the text, in the same render.
  if (shownLabel !== selectedLabel) {
    setShownLabel(selectedLabel);
    setText(selectedLabel);
    setTyped(false);
    setInvalid(false);
  }

  const visible = useMemo(() => (typed && filterOptions ? matchOptions(options, text) : [...options]), [typed, filterOptions, options, text]);

  useEffect(() => {
    if (!open || highlight < 0) return;
    listRef.current?.querySelector(`[data-index="${highlight}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [open, highlight]);

  const shownError = error ?? (invalid ? invalidMessage : null);

  if (!hydrated) {
    return (
      <div className="combobox field">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        {fallback === 'select' ? (
          <select id={id} name={name} className="field__control" defaultValue={value} disabled={disabled}>
            <option value="">{emptyLabel}</option>
            {groupOptions(options).map(({ group, items }) =>
              group ? (
                <optgroup key={group} label={group}>
                  {items.map((o) => (
                    <option key={o.value} value={o.value}>
                      {optionText(o)}
                    </option>
                  ))}
                </optgroup>
              ) : (
                items.map((o) => (
                  <option key={o.value} value={o.value}>
                    {optionText(o)}
                  </option>
                ))
              ),
            )}
          </select>
        ) : (
          <input
            id={id}
            name={name}
            className="field__control"
            type="text"
            defaultValue={valueLabel ?? value}
            placeholder={placeholder}
            maxLength={maxLength}
            disabled={disabled}
            autoComplete="off"
          />
        )}
      </div>
    );
  }

  const pick = (option: ComboboxOption | null) => {
    setText(option?.label ?? '');
    setTyped(false);
    setInvalid(false);
    setOpen(false);
    setHighlight(-1);
    onSelect(option);
  };

  const openList = () => {
    if (disabled) return;
    setOpen(true);
    const index = visible.findIndex((o) => o.value === value);
    setHighlight(index >= 0 ? index : visible.length > 0 ? 0 : -1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList();
        else setHighlight((h) => Math.min(visible.length - 1, h + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList();
        else setHighlight((h) => Math.max(0, h - 1));
        break;
      case 'Enter': {
        const option = open ? visible[highlight] : undefined;
        if (option) {
          event.preventDefault();
          pick(option);
        }
        break;
      }
      case 'Escape':
        event.preventDefault();
        pick(null);
        break;
      default:
        break;
    }
  };

  const onBlur = () => {
    setOpen(false);
    if (!typed) return;
    const trimmed = text.trim();
    if (trimmed === '') return pick(null);
    const exact = options.find((o) => fold(o.label) === fold(trimmed));
    if (exact) return pick(exact);
    setInvalid(true);
  };

  const groups = groupOptions(visible);
  return (
    <div className={`combobox field${open ? ' is-open' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="combobox__control">
        <input
          id={id}
          className="field__control combobox__input"
          type="text"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && highlight >= 0 ? `${id}-option-${highlight}` : undefined}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? errorId : undefined}
          autoComplete="off"
          spellCheck={false}
          value={text}
          placeholder={placeholder ?? emptyLabel}
          maxLength={maxLength}
          disabled={disabled}
          onChange={(event) => {
            const next = event.target.value;
            setText(next);
            setTyped(true);
            setInvalid(false);
            setOpen(true);
            setHighlight(next.trim() === '' ? -1 : 0);
            onInputChange?.(next);
          }}
          onClick={() => (open ? setOpen(false) : openList())}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
        />
        <span className="combobox__chevron" aria-hidden="true" />
        <input type="hidden" name={name} value={submitValue ?? value} disabled={disabled} />
      </div>
      <ul id={listId} ref={listRef} role="listbox" aria-label={label} className="combobox__list" hidden={!open || visible.length === 0}>
        {groups.map(({ group, items, first }) => {
          const rendered = items.map((o, k) => {
            const i = first + k;
            return (
              <li
                key={o.value}
                id={`${id}-option-${i}`}
                data-index={i}
                role="option"
                aria-selected={i === highlight}
                className={`combobox__option${o.value === value ? ' is-chosen' : ''}`}
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => setHighlight(i)}
                onClick={() => pick(o)}
              >
                <span>{o.label}</span>
                {o.count !== undefined ? (
                  <span className="combobox__count">
                    <span className="visually-hidden"> (</span>
                    {o.count}
                    <span className="visually-hidden"> Fahrzeuge)</span>
                  </span>
                ) : null}
              </li>
            );
          });
          if (!group) return rendered;
          const headingId = `${id}-group-${fold(group).replace(/[^a-z0-9]+/g, '-')}`;
          return (
            <li key={group} role="presentation">
              <ul role="group" aria-labelledby={headingId} className="combobox__group">
                <li role="presentation" id={headingId} className="combobox__group-label">
                  {group}
                </li>
                {rendered}
              </ul>
            </li>
          );
        })}
      </ul>
      {shownError ? (
        <p id={errorId} className="field__error">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}

function optionText(o: ComboboxOption): string {
  return o.count !== undefined ? `${o.label} (${o.count})` : o.label;
}

interface OptionGroup {
  group: string | undefined;
  items: ComboboxOption[];
  /** index of the group's first option in the whole list (the highlight counts across groups) */
  first: number;
}

/** Consecutive options grouped by their heading, in order of first appearance. */
function groupOptions(options: readonly ComboboxOption[]): OptionGroup[] {
  const groups: OptionGroup[] = [];
  options.forEach((o, index) => {
    const last = groups[groups.length - 1];
    if (last && last.group === o.group) last.items.push(o);
    else groups.push({ group: o.group, items: [o], first: index });
  });
  return groups;
}

/**
 * 'Was suchen Sie?' (issue 29): one field for a search in your own words, on the home page and
 * above every result list. A plain GET form to /angebote/ — the server reads the sentence and
 * redirects to the result page of the understood filters — so it works without JavaScript.
 * With JavaScript it is a combobox (ARIA 1.2 pattern): while typing (debounced) the first
 * understood filters show as chips with the live number of cars, and an empty field offers the
 * last five texts searched in this browser ('Zuletzt gesucht', localStorage). The list floats
 * over the page, so opening it moves nothing.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Form } from 'react-router';
import { formatNumber } from '#src/domain/format/number-format.ts';
import { ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';
import {
  SEARCH_TEXT_LABEL, SEARCH_TEXT_MAX_LENGTH, SEARCH_TEXT_PARAM, SEARCH_TEXT_PLACEHOLDER, searchTextIssue,
} from '#src/domain/search-query/search-text.ts';
import { readStorage } from '#app/components/watch-list/watch-list-persistence.ts';
import { readSearchText, type TextPreview } from './search-api.ts';

export const RECENT_SEARCH_TEXTS_KEY = 'gw:recent-search-texts';
const MAX_RECENT = 5;
const MAX_CHIPS = 4;
const PREVIEW_DELAY_MS = 300;

function readRecent(): string[] {
  try {
    const data: unknown = JSON.parse(readStorage(RECENT_SEARCH_TEXTS_KEY) ?? '[]');
    return Array.isArray(data) ? data.filter((t): t is string => typeof t === 'string' && searchTextIssue(t) === null).slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

function remember(text: string) {
  try {
    const list = [text, ...readRecent().filter((t) => t !== text)].slice(0, MAX_RECENT);
    window.localStorage.setItem(RECENT_SEARCH_TEXTS_KEY, JSON.stringify(list));
  } catch {
    // quota or privacy mode: the text is simply not remembered
  }
}

type Option = { kind: 'preview'; preview: TextPreview } | { kind: 'recent'; text: string };

export function SearchTextField({ id, text = '', unrecognized = [] }: { id: string; text?: string; unrecognized?: readonly string[] }) {
  const listId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(text);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [preview, setPreview] = useState<TextPreview | null>(null);
  const [recent, setRecent] = useState<string[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(text);

  useEffect(() => {
    setRecent(readRecent());
    return () => clearTimeout(timer.current);
  }, []);

  const typed = value.trim();
  const options: Option[] = typed === ''
    ? recent.map((t) => ({ kind: 'recent', text: t }))
    : preview && preview.text === typed ? [{ kind: 'preview', preview }] : [];
  const expanded = open && options.length > 0;
  const optionId = (i: number) => `${listId}-option-${i}`;

  const onChange = (next: string) => {
    setValue(next);
    setOpen(true);
    setActive(-1);
    clearTimeout(timer.current);
    const trimmed = next.trim();
    latest.current = trimmed;
    if (searchTextIssue(trimmed) !== null) return;
    timer.current = setTimeout(() => {
      readSearchText(trimmed)
        .then((found) => {
          if (latest.current === trimmed) setPreview(found);
        })
        .catch(() => {
          // no preview: the field still submits and the server reads the text
        });
    }, PREVIEW_DELAY_MS);
  };

  const submit = () => formRef.current?.requestSubmit();

  const choose = (option: Option) => {
    setOpen(false);
    if (option.kind === 'recent') {
      setValue(option.text);
      if (inputRef.current) inputRef.current.value = option.text;
    }
    submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 (no option, the typed text) is one stop of the cycle
      const stops = options.length + 1;
      setActive((i) => ((((i + 1 + step) % stops) + stops) % stops) - 1);
    } else if (event.key === 'Enter' && expanded && active >= 0 && active < options.length) {
      event.preventDefault();
      choose(options[active] as Option);
    } else if (event.key === 'Escape') {
      if (expanded) setOpen(false);
      else onChange('');
      setActive(-1);
    }
  };

  return (
    <Form ref={formRef} method="get" action={ROUTE_PATHS.search} className="text-search" role="search" aria-label="Suche in eigenen Worten"
      onSubmit={() => {
        setOpen(false);
        if (searchTextIssue(typed) === null) remember(typed);
      }}>
      <label htmlFor={id} className="text-search__label">{SEARCH_TEXT_LABEL}</label>
      <div className="text-search__row">
        <div className="text-search__control">
          <input ref={inputRef} id={id} name={SEARCH_TEXT_PARAM} type="search" className="text-search__input" value={value} required
            maxLength={SEARCH_TEXT_MAX_LENGTH} placeholder={SEARCH_TEXT_PLACEHOLDER} autoComplete="off" enterKeyHint="search"
            role="combobox" aria-autocomplete="list" aria-expanded={expanded} aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            onChange={(e) => onChange(e.target.value)} onKeyDown={onKeyDown} onFocus={() => setOpen(true)} onBlur={() => setOpen(false)} />
          <ul id={listId} role="listbox" className="combobox__list text-search__list" aria-label={typed === '' ? 'Zuletzt gesucht' : 'Erkannte Suche'} hidden={!expanded}>
            {options.map((option, i) => (
              <li key={option.kind === 'recent' ? option.text : 'preview'} id={optionId(i)} role="option" aria-selected={i === active}
                className={`text-search__option text-search__option--${option.kind}`}
                onMouseDown={(e) => e.preventDefault()} onClick={() => choose(option)}>
                {option.kind === 'recent' ? (
                  <><span className="text-search__hint">Zuletzt gesucht</span> {option.text}</>
                ) : (
                  <PreviewContent preview={option.preview} />
                )}
              </li>
            ))}
          </ul>
        </div>
        <button type="submit" className="button button--primary text-search__submit">Suchen</button>
      </div>
      <p className="visually-hidden" aria-live="polite">{expanded && preview && typed === preview.text ? `${formatNumber(preview.total)} Fahrzeuge` : ''}</p>
      {unrecognized.length > 0 ? <p className="text-search__unused">Nicht berücksichtigt: {unrecognized.join(', ')}</p> : null}
    </Form>
  );
}

function PreviewContent({ preview }: { preview: TextPreview }) {
  const chips = preview.labels.slice(0, MAX_CHIPS);
  const more = preview.labels.length - chips.length;
  return (
    <>
      <span className="text-search__chips">
        {chips.length === 0 ? <span className="text-search__hint">Keine Filter erkannt</span> : null}
        {chips.map((label) => <span key={label} className="text-search__chip">{label}</span>)}
        {more > 0 ? <span className="text-search__chip">+{more}</span> : null}
      </span>
      <span className="text-search__total">{formatNumber(preview.total)} Fahrzeuge</span>
    </>
  );
}

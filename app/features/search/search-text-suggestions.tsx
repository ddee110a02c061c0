/**
 * The free-text field's combobox behaviour (ARIA 1.2 combobox with a list), loaded on the field's
 * first focus. While typing (debounced) the first understood filters show as chips with the live
 * number of cars; an empty field offers the last five texts searched in this browser ('Zuletzt
 * gesucht', localStorage). The list floats over the page, so opening it moves nothing. The input
 * stays the server-rendered one: this module listens to it and keeps its ARIA state.
 */
import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { formatNumber } from '#src/domain/format/number-format.ts';

export const RECENT_SEARCH_TEXTS_KEY = 'gw:recent-search-texts';
const MAX_RECENT = 5;
const MAX_CHIPS = 4;
const PREVIEW_DELAY_MS = 300;

/** Unreadable storage (privacy modes) or a damaged entry count as no texts. */
function readRecent(): string[] {
  try {
    const data: unknown = JSON.parse(window.localStorage.getItem(RECENT_SEARCH_TEXTS_KEY) ?? '[]');
    return Array.isArray(data) ? data.filter((t): t is string => typeof t === 'string' && t !== '').slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

function remember(text: string) {
  try {
    window.localStorage.setItem(RECENT_SEARCH_TEXTS_KEY, JSON.stringify([text, ...readRecent().filter((t) => t !== text)].slice(0, MAX_RECENT)));
  } catch {
    // quota or privacy mode: the text is simply not remembered
  }
}

/** What the field shows while typing: the understood filters' labels and the number of cars. */
interface TextPreview {
  text: string;
  labels: string[];
  total: number;
}

/** The reading of the text and the total of its filters, through the API client (loaded with the first call). */
async function readSearchText(text: string): Promise<TextPreview> {
  const api = (await import('#app/api-client/api-client.ts')).sharedApiClient();
  const reading = await api.request<{ params: string; understood: { label: string }[] }>('/v2/search-query', { query: { q: text }, omitError: true });
  const { totalCount } = await api.request<{ totalCount: number }>('/classified-search/totalcount', {
    query: new URLSearchParams(reading.params),
    omitError: true,
  });
  return { text, labels: reading.understood.map((u) => u.label), total: totalCount };
}

type Option = { kind: 'preview'; preview: TextPreview } | { kind: 'recent'; text: string };

interface Props {
  listId: string;
  inputRef: RefObject<HTMLInputElement | null>;
  formRef: RefObject<HTMLFormElement | null>;
}

export default function SearchTextSuggestions({ listId, inputRef, formRef }: Props) {
  // what the field holds and whether it has the focus are taken over from it once mounted (below)
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [preview, setPreview] = useState<TextPreview | null>(null);
  const [recent] = useState(readRecent);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const options: Option[] = typed === '' ? recent.map((text) => ({ kind: 'recent', text })) : preview?.text === typed ? [{ kind: 'preview', preview }] : [];
  const expanded = open && options.length > 0;
  const optionId = (i: number) => `${listId}-option-${i}`;

  const choose = (option: Option) => {
    const field = inputRef.current;
    if (option.kind === 'recent' && field) field.value = option.text;
    setOpen(false);
    formRef.current?.requestSubmit();
  };

  // The keys act on the latest options and highlight; the listeners themselves are attached once.
  const onKeyDown = useEffectEvent((event: KeyboardEvent, clearField: () => void) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      // -1 (no option: the typed text) is one stop of the cycle
      const stops = options.length + 1;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (options.length > 0) setActive(((((active + 1 + step) % stops) + stops) % stops) - 1);
    } else if (event.key === 'Enter' && expanded && active >= 0 && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape') {
      if (expanded) setOpen(false);
      else {
        clearField();
        setOpen(false);
      }
      setActive(-1);
    }
  });

  useEffect(() => {
    const field = inputRef.current;
    const owner = formRef.current;
    if (!field || !owner) return;
    const onInput = () => {
      const text = field.value.trim();
      setTyped(text);
      setOpen(true);
      setActive(-1);
      clearTimeout(timer.current);
      // the server judges the text (a refused one simply gets no preview)
      if (text === '') return;
      timer.current = setTimeout(() => {
        readSearchText(text)
          .then(setPreview)
          .catch(() => {
            // no preview: the field still submits and the server reads the text
          });
      }, PREVIEW_DELAY_MS);
    };
    const onKey = (event: KeyboardEvent) =>
      onKeyDown(event, () => {
        field.value = '';
        onInput();
      });
    const onFocus = () => setOpen(true);
    const onBlur = () => setOpen(false);
    const onSubmit = () => {
      setOpen(false);
      const text = field.value.trim();
      if (text !== '') remember(text);
    };
    field.addEventListener('input', onInput);
    field.addEventListener('keydown', onKey);
    field.addEventListener('focus', onFocus);
    field.addEventListener('blur', onBlur);
    owner.addEventListener('submit', onSubmit);
    // Take over the field's state from before this code loaded: the focus, and text typed meanwhile.
    if (document.activeElement === field) onFocus();
    if (field.value.trim() !== '') onInput();
    return () => {
      clearTimeout(timer.current);
      field.removeEventListener('input', onInput);
      field.removeEventListener('keydown', onKey);
      field.removeEventListener('focus', onFocus);
      field.removeEventListener('blur', onBlur);
      owner.removeEventListener('submit', onSubmit);
    };
  }, [inputRef, formRef]);

  // the input is the server-rendered element: its combobox state is kept here
  useEffect(() => {
    const field = inputRef.current;
    if (!field) return;
    field.setAttribute('aria-expanded', String(expanded));
    if (expanded && active >= 0) field.setAttribute('aria-activedescendant', optionId(active));
    else field.removeAttribute('aria-activedescendant');
  });

  return (
    <>
      <ul
        id={listId}
        role="listbox"
        className="combobox__list text-search__list"
        aria-label={typed === '' ? 'Zuletzt gesucht' : 'Erkannte Suche'}
        hidden={!expanded}
      >
        {options.map((option, i) => (
          <li
            key={option.kind === 'recent' ? option.text : 'preview'}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className={`text-search__option text-search__option--${option.kind}`}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(option)}
          >
            {option.kind === 'recent' ? (
              <>
                <span className="text-search__hint">Zuletzt gesucht</span> {option.text}
              </>
            ) : (
              <PreviewContent preview={option.preview} />
            )}
          </li>
        ))}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {expanded && preview?.text === typed ? `${formatNumber(preview.total)} Fahrzeuge` : ''}
      </p>
    </>
  );
}

function PreviewContent({ preview }: { preview: TextPreview }) {
  const chips = preview.labels.slice(0, MAX_CHIPS);
  const more = preview.labels.length - chips.length;
  return (
    <>
      <span className="text-search__chips">
        {chips.length === 0 ? <span className="text-search__hint">Keine Filter erkannt</span> : null}
        {chips.map((label) => (
          <span key={label} className="text-search__chip">
            {label}
          </span>
        ))}
        {more > 0 ? <span className="text-search__chip">+{more}</span> : null}
      </span>
      <span className="text-search__total">{formatNumber(preview.total)} Fahrzeuge</span>
    </>
  );
}

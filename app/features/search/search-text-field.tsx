/**
 * 'Was suchen Sie?' (issue 29): one field for a search in your own words, on the home page and
 * above every result list. A plain GET form to /angebote/ — the server reads the sentence and
 * redirects to the result page of the understood filters — so it works without JavaScript.
 * With JavaScript the field becomes a combobox (search-text-suggestions.tsx): its code loads on
 * the first focus, so it costs the pages' first load nothing (docs/quality-gates.md, JavaScript budget).
 */
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Form } from 'react-router';
import { ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';
import { SEARCH_TEXT_LABEL, SEARCH_TEXT_MAX_LENGTH, SEARCH_TEXT_PARAM, SEARCH_TEXT_PLACEHOLDER } from '#src/domain/search-query/search-text.ts';

const Suggestions = lazy(() => import('./search-text-suggestions.tsx'));

export function SearchTextField({ id, text = '', unrecognized = [] }: { id: string; text?: string; unrecognized?: readonly string[] }) {
  const listId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  const emptyList = <ul id={listId} role="listbox" className="combobox__list text-search__list" aria-label="Vorschläge" hidden />;
  return (
    <Form ref={formRef} method="get" action={ROUTE_PATHS.search} className="text-search" role="search" aria-label="Suche in eigenen Worten">
      <label htmlFor={id} className="text-search__label">
        {SEARCH_TEXT_LABEL}
      </label>
      <div className="text-search__row">
        <div className="text-search__control">
          <input
            ref={inputRef}
            id={id}
            name={SEARCH_TEXT_PARAM}
            type="text"
            inputMode="search"
            className="text-search__input"
            defaultValue={text}
            required
            maxLength={SEARCH_TEXT_MAX_LENGTH}
            placeholder={SEARCH_TEXT_PLACEHOLDER}
            autoComplete="off"
            enterKeyHint="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded="false"
            aria-controls={listId}
            onFocus={() => setEnhanced(true)}
          />
          {enhanced ? (
            <Suspense fallback={emptyList}>
              <Suggestions listId={listId} inputRef={inputRef} formRef={formRef} />
            </Suspense>
          ) : (
            emptyList
          )}
        </div>
        <button type="submit" className="button button--primary text-search__submit">
          Suchen
        </button>
      </div>
      {unrecognized.length > 0 ? <p className="text-search__unused">Nicht berücksichtigt: {unrecognized.join(', ')}</p> : null}
    </Form>
  );
}

import { createContext, useContext, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';
import watchButtonCss from '#app/styles/watch-button.css?url';
import { watchListStore, useWatchList } from './watch-list-store.ts';
import { isSaved } from './watch-list-state.ts';

/** SPEC §4 tooltip of the button. */
export const WATCH_BUTTON_TOOLTIP = 'Fahrzeug zur Merkliste hinzufügen';

/**
 * Lets a page take over un-saving: the watch list page asks for confirmation before a car leaves
 * the list (SPEC §2 'Removing asks for confirmation'); everywhere else the button just toggles.
 */
export const WatchRemovalContext = createContext<((id: number) => void) | null>(null);

export interface WatchButtonProps {
  listingId: number;
  /** the car's title, so each button has its own accessible name in a list of cars */
  title?: string;
  className?: string;
}

/** The name of the form field that carries the car; the watch list page's action reads it. */
export const WATCH_FORM_LISTING_FIELD = 'listingId';
/** The field that turns a post to the watch list page into a removal (its 'Entfernen' without JavaScript). */
export const WATCH_FORM_INTENT_FIELD = 'intent';
export const WATCH_FORM_REMOVE_INTENT = 'entfernen';
/** The page to go back to after a save without JavaScript. */
export const WATCH_FORM_RETURN_FIELD = 'returnTo';
/** The fragment the save without JavaScript returns to: it shows the button's confirmation. */
export const savedNoteId = (listingId: number) => `gemerkt-${listingId}`;

/** The button's look, saved or not: the React button renders it, kept cards' server buttons take it (`showWatchState`). */
const watchLabel = (saved: boolean) => (saved ? 'Gemerkt' : 'Merken');
const WATCH_SAVED_CLASS = 'is-saved';

/** Gives a server-written Merken button (a kept result card, app/components/listing/kept-card.tsx) the look of `saved`. */
export function showWatchState(button: HTMLButtonElement, saved: boolean): void {
  button.classList.toggle(WATCH_SAVED_CLASS, saved);
  button.setAttribute('aria-pressed', String(saved));
  button.querySelector('.watch-button__icon path')?.setAttribute('fill', saved ? 'currentColor' : 'none');
  const label = button.querySelector('.watch-button__label');
  if (label) label.textContent = watchLabel(saved);
}

/**
 * The 'Merken' / 'Gemerkt' toggle (SPEC §4) on cards and the detail page. It is a toggle button
 * (aria-pressed); until the list is read in the browser it shows 'Merken' unpressed, in the same
 * box, so nothing moves when the real state arrives.
 *
 * Without JavaScript (issue 27 §2) the button submits its form to the watch list page, which saves
 * the car in the server copy of the list and sends the visitor back to this page, scrolled to the
 * confirmation below the button (shown by the CSS :target rule, no script needed).
 */
export function WatchButton({ listingId, title, className = '' }: WatchButtonProps) {
  const { state, ready } = useWatchList();
  const requestRemoval = useContext(WatchRemovalContext);
  const location = useLocation();
  const saved = ready && isSaved(state, listingId);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Before the list is read the form goes to the server, as without JavaScript.
    if (!ready) return;
    event.preventDefault();
    if (saved && requestRemoval) requestRemoval(listingId);
    else watchListStore.toggle(listingId);
  };

  return (
    <>
      {/* React hoists this into <head> once, however many buttons a page has; pages need not list it. */}
      <link rel="stylesheet" href={watchButtonCss} precedence="default" />
      <form method="post" action={ROUTE_PATHS.watchList} className="watch-form" onSubmit={onSubmit}>
        <input type="hidden" name={WATCH_FORM_LISTING_FIELD} value={listingId} />
        <input type="hidden" name={WATCH_FORM_RETURN_FIELD} value={`${location.pathname}${location.search}`} />
        <button
          type="submit"
          className={`watch-button${saved ? ` ${WATCH_SAVED_CLASS}` : ''}${className ? ` ${className}` : ''}`}
          aria-pressed={saved}
          title={WATCH_BUTTON_TOOLTIP}
          data-watch-listing-id={listingId}
        >
          <svg className="watch-button__icon" aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
            <path
              d="M12 20.5s-7-4.3-9-8.6C1.7 8.9 3.6 5.5 6.9 5.5c2 0 3.3 1.1 4.1 2.4h2c.8-1.3 2.1-2.4 4.1-2.4 3.3 0 5.2 3.4 3.9 6.4-2 4.3-9 8.6-9 8.6z"
              fill={saved ? 'currentColor' : 'none'}
              stroke="currentColor"
              strokeWidth="1.8"
            />
          </svg>
          <span className="watch-button__label">{watchLabel(saved)}</span>
          {title ? <span className="visually-hidden">: {title}</span> : null}
        </button>
        <p id={savedNoteId(listingId)} className="watch-form__saved" role="status">
          Gemerkt. <a href={ROUTE_PATHS.watchList}>Zur Merkliste</a>
        </p>
      </form>
    </>
  );
}

import { createContext, useContext } from 'react';
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

/**
 * The 'Merken' / 'Gemerkt' toggle (SPEC §4) on cards and the detail page. It is a toggle button
 * (aria-pressed); until the list is read in the browser it shows 'Merken' unpressed, in the same
 * box, so nothing moves when the real state arrives.
 */
export function WatchButton({ listingId, title, className = '' }: WatchButtonProps) {
  const { state, ready } = useWatchList();
  const requestRemoval = useContext(WatchRemovalContext);
  const saved = ready && isSaved(state, listingId);

  const onClick = () => {
    if (saved && requestRemoval) requestRemoval(listingId);
    else watchListStore.toggle(listingId);
  };

  return (
    <>
    {/* React hoists this into <head> once, however many buttons a page has; pages need not list it. */}
    <link rel="stylesheet" href={watchButtonCss} precedence="default" />
    <button
      type="button"
      className={`watch-button${saved ? ' is-saved' : ''}${className ? ` ${className}` : ''}`}
      aria-pressed={saved}
      title={WATCH_BUTTON_TOOLTIP}
      data-watch-listing-id={listingId}
      disabled={!ready}
      onClick={onClick}
    >
      <svg className="watch-button__icon" aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
        <path
          d="M12 20.5s-7-4.3-9-8.6C1.7 8.9 3.6 5.5 6.9 5.5c2 0 3.3 1.1 4.1 2.4h2c.8-1.3 2.1-2.4 4.1-2.4 3.3 0 5.2 3.4 3.9 6.4-2 4.3-9 8.6-9 8.6z"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
        />
      </svg>
      <span className="watch-button__label">{saved ? 'Gemerkt' : 'Merken'}</span>
      {title ? <span className="visually-hidden">: {title}</span> : null}
    </button>
    </>
  );
}

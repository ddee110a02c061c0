import { useWatchList } from '#app/components/watch-list/watch-list-store.ts';

/**
 * Count of saved cars next to the header's 'Merkliste' link, on every page. The server cannot know
 * the count (it lives in the browser), so it renders the badge empty in a box of fixed size, kept
 * invisible while empty (app.css); the count fills that box after hydration and nothing shifts.
 * Reads the watch-list store directly: the header is on every page and the badge is its only
 * dynamic part, so a prop passed down from the root would only add plumbing.
 */
export function WatchListBadge() {
  const { state, ready } = useWatchList();
  const count = ready && state.count > 0 ? state.count : null;
  return (
    <span className="watch-list-badge" data-watch-list-count={count ?? ''} aria-live="polite">
      {count === null ? (
        ''
      ) : (
        <>
          {count}
          <span className="visually-hidden"> {count === 1 ? 'Fahrzeug' : 'Fahrzeuge'}</span>
        </>
      )}
    </span>
  );
}

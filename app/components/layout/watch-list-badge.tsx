/**
 * Count of saved cars. The server renders an empty badge of fixed size; the watch-list
 * feature fills it in the browser, so nothing shifts when the count appears.
 */
export function WatchListBadge() {
  return <span className="watch-list-badge" data-watch-list-count="" aria-live="polite" />;
}

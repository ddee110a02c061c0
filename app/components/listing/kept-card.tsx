import { useEffect, type RefObject } from 'react';
import { DocumentHtml } from '#app/components/ui/document-html.tsx';
import { showWatchState, WATCH_FORM_LISTING_FIELD } from '#app/components/watch-list/watch-button.tsx';
import { isSaved } from '#app/components/watch-list/watch-list-state.ts';
import { useWatchList, watchListStore } from '#app/components/watch-list/watch-list-store.ts';
import listingCardCss from '#app/styles/listing-card.css?url';
import watchButtonCss from '#app/styles/watch-button.css?url';

/**
 * A result card the server made from its fragment (app/features/search/result-card-html.server.tsx):
 * static HTML that carries no hydration data and that React never renders in the browser. The page
 * sends their links through the router (`useDocumentHtmlLinks`, as for its other server-written
 * blocks); the list toggles Merken with one listener (`useKeptCards`). Without JavaScript the server's
 * markup is the whole card, links and form.
 */
export interface KeptCardItem {
  kind: 'kept';
  id: number;
}

export const keptCardName = (id: number) => `card:${id}`;

export function KeptCard({ id }: { id: number }) {
  return (
    <>
      {/* What ListingCard and WatchButton link themselves; React writes each once per page. */}
      <link rel="stylesheet" href={listingCardCss} precedence="default" />
      <link rel="stylesheet" href={watchButtonCss} precedence="default" />
      <DocumentHtml name={keptCardName(id)} className="kept-card" />
    </>
  );
}

/**
 * The kept cards' Merken inside `list`, alive: a Merken form toggles the car in the visitor's watch
 * list once it is read (before, it posts as without JavaScript), and every Merken button shows whether
 * its car is saved. The server's buttons stay in the document, so a page opened at a button's
 * confirmation (`#gemerkt-…`, the return without JavaScript) keeps showing it.
 */
export function useKeptCards(list: RefObject<HTMLElement | null>, active: boolean) {
  const { state, ready } = useWatchList();
  useEffect(() => {
    const root = list.current;
    if (!root || !active) return;
    const toggle = (event: SubmitEvent) => {
      const form = event.target;
      if (!ready || !(form instanceof HTMLFormElement) || !form.closest('.kept-card')) return;
      const id = Number(new FormData(form).get(WATCH_FORM_LISTING_FIELD));
      if (!Number.isInteger(id)) return;
      event.preventDefault();
      watchListStore.toggle(id);
    };
    root.addEventListener('submit', toggle);
    return () => root.removeEventListener('submit', toggle);
  }, [list, active, ready]);
  useEffect(() => {
    const root = list.current;
    if (!root || !active) return;
    for (const button of root.querySelectorAll<HTMLButtonElement>('.kept-card button[data-watch-listing-id]')) {
      showWatchState(button, ready && isSaved(state, Number(button.dataset.watchListingId)));
    }
  }, [list, active, state, ready]);
}

import { useCallback, useEffect, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router';
import { DocumentHtml } from '#app/components/ui/document-html.tsx';
import { WatchButton } from '#app/components/watch-list/watch-button.tsx';
import listingCardCss from '#app/styles/listing-card.css?url';
import watchButtonCss from '#app/styles/watch-button.css?url';

/**
 * A result card the server made from its fragment (app/features/search/result-card-html.server.tsx):
 * static HTML that carries no hydration data and comes alive only where a visitor acts on it. Its
 * Merken button is the React one, rendered into the card's place for it (the same markup, so nothing
 * moves); its links go through the router (`useKeptCardLinks`). Without JavaScript the server's
 * markup is the whole card, links and form.
 */
export interface KeptCardItem {
  kind: 'kept';
  id: number;
  /** for the Merken button's accessible name */
  title: string;
}

export const keptCardName = (id: number) => `card:${id}`;

export function KeptCard({ id, title }: Omit<KeptCardItem, 'kind'>) {
  const [actions, setActions] = useState<Element | null>(null);
  const takeActions = useCallback((card: HTMLDivElement) => {
    const place = card.querySelector('.listing-card__actions');
    // The server's button makes room for React's.
    place?.replaceChildren();
    setActions(place);
  }, []);
  return (
    <>
      {/* What ListingCard and WatchButton link themselves; React writes each once per page. */}
      <link rel="stylesheet" href={listingCardCss} precedence="default" />
      <link rel="stylesheet" href={watchButtonCss} precedence="default" />
      <DocumentHtml name={keptCardName(id)} className="kept-card" onElement={takeActions} />
      {actions ? createPortal(<WatchButton listingId={id} title={title} className="listing-card__watch" />, actions) : null}
    </>
  );
}

/**
 * A click on a link in a kept card inside `list` goes through the router like a `Link` (no full page
 * load), unless the visitor asked for a new tab or window.
 */
export function useKeptCardLinks(list: RefObject<HTMLElement | null>, active: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    const root = list.current;
    if (!root || !active) return;
    const follow = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = event.target instanceof Element ? event.target.closest('.kept-card a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.target || link.origin !== window.location.origin) return;
      event.preventDefault();
      void navigate(`${link.pathname}${link.search}${link.hash}`);
    };
    root.addEventListener('click', follow);
    return () => root.removeEventListener('click', follow);
  }, [list, active, navigate]);
}

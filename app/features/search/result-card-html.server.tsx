import { renderToStaticMarkup } from 'react-dom/server';
import { CardDistance, ListingCard, type CardListing } from '#app/components/listing/listing-card.tsx';
import { fragmentKey, keptFragment, MARKER_TOKEN } from '#app/components/ui/document-html.server.tsx';
import type { AppServices } from '#src/app-services.server.ts';
import { escapeMarkup } from '#src/domain/format/markup-escape.ts';

/*
 * Result cards as HTML fragments (issue 35 point 1): a card is rendered by its React component once per
 * version of what it shows (`keptFragment`); a result page puts its 20 cards together from those. What
 * differs per search is written in the fragment as markers, filled by string: the link (its position
 * and search), the Merken form's way back and the distance.
 */
const HREF = `/${MARKER_TOKEN}h`;
const RETURN_TO = `/${MARKER_TOKEN}r`;
const DISTANCE = `${MARKER_TOKEN}d`;
const MARKERS = new RegExp(`${HREF}|${RETURN_TO}|${DISTANCE}`, 'g');

export interface CardPlacement {
  /** the detail page's address with the card's position in this search */
  href: string;
  eager: boolean;
  distanceKm: number | null;
  /** where the Merken form returns to without JavaScript: this page */
  returnTo: string;
}

/** The HTML of one result card: its kept fragment (made now if it has none) with this search's placement. */
export function resultCardHtml(services: AppServices, listing: CardListing, placement: CardPlacement): string {
  const fragment = keptFragment(services, fragmentKey('card', listing), () => <ListingCard listing={listing} href={HREF} distance={DISTANCE} />, RETURN_TO);
  const distance = placement.distanceKm === null ? '' : renderToStaticMarkup(<CardDistance km={placement.distanceKm} />);
  const html = fragment.replace(MARKERS, (marker) => {
    if (marker === HREF) return escapeMarkup(placement.href);
    if (marker === RETURN_TO) return escapeMarkup(placement.returnTo);
    return distance;
  });
  // The one lazy attribute of a card is its photo's.
  return placement.eager ? html.replace(' loading="lazy"', ' loading="eager"') : html;
}

import { useHydrated } from '#app/components/ui/use-hydrated.ts';
import type { KeyboardEvent } from 'react';
import { trackEvent } from '#app/analytics/track-event.ts';
import { shareLinks } from './share-links.ts';

/** SPEC §4: popups close on Escape; the focus goes back to 'Teilen'. */
function closeOnEscape(event: KeyboardEvent<HTMLDetailsElement>) {
  const menu = event.currentTarget;
  if (event.key !== 'Escape' || !menu.open) return;
  event.preventDefault();
  menu.open = false;
  menu.querySelector('summary')?.focus();
}

/** Share, print and report links under the car data. The share menu opens without JavaScript (details). */
export function ShareMenu({ url, title, mobile }: { url: string; title: string; mobile: boolean }) {
  return (
    <details className="share-menu" onKeyDown={closeOnEscape}>
      <summary className="button">Teilen</summary>
      <ul className="share-menu__list">
        {shareLinks({ url, title, mobile }).map((link) => (
          <li key={link.id}>
            <a
              href={link.href}
              data-share={link.id}
              {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              onClick={() => trackEvent('share_select', { channel: link.id })}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** Printing needs JavaScript: before hydration the button keeps its place but is invisible (issue 19 point 13). */
export function PrintButton({ listingId }: { listingId: number }) {
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      style={hydrated ? undefined : { visibility: 'hidden' }}
      className="button print-button"
      onClick={() => {
        trackEvent('listing_print', { listingId });
        window.print();
      }}
    >
      Drucken
    </button>
  );
}

import { useEffect, useLayoutEffect, useRef } from 'react';
import { ScrollRestoration, useLocation, useNavigationType } from 'react-router';

/** Location state that keeps the scroll position on a navigation (SPEC §2: `notScrollToTop`). */
export const NOT_SCROLL_TO_TOP = { notScrollToTop: true } as const;

function wantsNoScroll(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { notScrollToTop?: unknown }).notScrollToTop === true;
}

/**
 * React Router scrolls to the top on every new navigation and restores positions on back/forward.
 * A navigation whose location state says `notScrollToTop` puts the previous position back in the
 * same frame (this layout effect runs right after the router's), so nothing visibly jumps.
 */
function KeepScrollWhenFlagged() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const lastY = useRef(0);
  useEffect(() => {
    const remember = () => {
      lastY.current = window.scrollY;
    };
    remember();
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);
  useLayoutEffect(() => {
    if (navigationType !== 'POP' && wantsNoScroll(location.state)) window.scrollTo(0, lastY.current);
  }, [location, navigationType]);
  return null;
}

export function ScrollManager({ nonce }: { nonce: string }) {
  return (
    <>
      <ScrollRestoration nonce={nonce} />
      <KeepScrollWhenFlagged />
    </>
  );
}

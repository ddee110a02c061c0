import { useEffect, type AnchorHTMLAttributes } from 'react';
import { useNavigate } from 'react-router';

/**
 * A link to a page of the app (an absolute path) that costs no more to render than a plain <a>.
 *
 * React Router's <Link> runs several hooks for each link (path resolution, click handler, prefetch
 * and discovery state); a result page has ~170 links, and they took about a twentieth of its CPU
 * on the server. AppLink writes the same markup as <Link to="/…"> (`href`, then `data-discover` for
 * React Router's route discovery); the one click listener of AppLinkNavigation navigates in the app
 * exactly when <Link> would. Links that need <Link>'s options (state, preventScrollReset, replace,
 * prefetch) stay <Link>.
 */
export function AppLink({ to, ...rest }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string }) {
  return <a {...rest} href={to} data-discover="true" />;
}

/** Clicks on AppLinks navigate in the app, under the same conditions as React Router's <Link>. */
export function AppLinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      // A <Link> (or any handler) that took the click has prevented its default.
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[data-discover]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      const path = `${url.pathname}${url.search}${url.hash}`;
      // As <Link>: a link to the page shown replaces it in the history.
      void navigate(path, { replace: path === `${window.location.pathname}${window.location.search}${window.location.hash}` });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
  return null;
}

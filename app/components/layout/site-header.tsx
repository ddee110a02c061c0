import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';
import { activeSection, type HeaderSection } from './active-section.ts';
import { WatchListBadge } from './watch-list-badge.tsx';

interface SiteHeaderProps {
  siteName: string;
  partnerPortalUrl: string;
  className?: string;
}

const MENU_LINKS: readonly { to: string; label: string; section: HeaderSection }[] = [
  { to: ROUTE_PATHS.search, label: 'Suchen', section: 'search' },
  { to: ROUTE_PATHS.dealerDirectory, label: 'Händlersuche', section: 'dealers' },
  { to: ROUTE_PATHS.sellCar, label: 'Auto verkaufen', section: 'sell' },
];

/** aria-current for a header link: 'page' on the link's own page, 'true' elsewhere in its section. */
function currentMarker(pathname: string, to: string, active: boolean): 'page' | 'true' | undefined {
  if (!active) return undefined;
  return pathname.replace(/\/?$/, '/') === to ? 'page' : 'true';
}

/**
 * The menu of phones (up to 767 px) closes on Escape, a click outside the header, a click on one of
 * its links, and when the page scrolls further than the menu is tall (SPEC §2).
 */
function useMobileMenu(pathname: string) {
  const [open, setOpen] = useState(false);
  const [lastPathname, setLastPathname] = useState(pathname);
  const headerRef = useRef<HTMLElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // A navigation (also back and forward, which no link click closes) closes the menu; adjusted
  // during render, so the new page never shows it open for a frame.
  if (lastPathname !== pathname) {
    setLastPathname(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const startY = window.scrollY;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !headerRef.current?.contains(event.target)) setOpen(false);
    };
    const onScroll = () => {
      const menuHeight = menuRef.current?.offsetHeight ?? 0;
      if (Math.abs(window.scrollY - startY) > menuHeight) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('scroll', onScroll);
    };
  }, [open]);

  return { open, toggle: () => setOpen((o) => !o), close: () => setOpen(false), headerRef, menuRef, toggleRef };
}

export function SiteHeader({ siteName, partnerPortalUrl, className = '' }: SiteHeaderProps) {
  const { pathname } = useLocation();
  const section = activeSection(pathname);
  const { open, toggle, close, headerRef, menuRef, toggleRef } = useMobileMenu(pathname);
  const linkClass = (active: boolean) => `site-header__link${active ? ' is-active' : ''}`;
  const watchListActive = section === 'watch-list';

  return (
    <header className={`site-header${className}`} ref={headerRef}>
      <div className="site-header__inner">
        <Link to="/" className="site-header__logo" aria-label={`${siteName} – zur Startseite`}>
          <span aria-hidden="true" className="site-header__logo-mark">
            GW
          </span>
          <span className="site-header__logo-text">{siteName}</span>
        </Link>
        <nav aria-label="Hauptnavigation" className="site-header__nav">
          <div id="site-menu" ref={menuRef} className={`site-header__menu${open ? ' is-open' : ''}`}>
            <ul className="site-header__links">
              {MENU_LINKS.map((l) => (
                <li key={l.to}>
                  <Link
                    to={l.to}
                    className={linkClass(section === l.section)}
                    aria-current={currentMarker(pathname, l.to, section === l.section)}
                    onClick={close}
                  >
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
            <ul className="site-header__links site-header__links--right">
              <li>
                <Link
                  to={ROUTE_PATHS.searchAgents}
                  className={linkClass(false)}
                  aria-current={pathname.startsWith(ROUTE_PATHS.searchAgents) ? 'page' : undefined}
                  onClick={close}
                >
                  Meine Suchagenten
                </Link>
              </li>
              <li>
                <a href={partnerPortalUrl} className="site-header__link" onClick={close}>
                  Einloggen
                </a>
              </li>
            </ul>
          </div>
          <Link
            to={ROUTE_PATHS.watchList}
            className={`${linkClass(watchListActive)} site-header__watch-list`}
            aria-current={currentMarker(pathname, ROUTE_PATHS.watchList, watchListActive)}
            onClick={close}
          >
            <svg className="site-header__icon" aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
              <path
                d="M12 21s-7.5-4.6-9.6-9.2C1 8.6 3 5 6.6 5c2.1 0 3.5 1.2 4.4 2.6h2C13.9 6.2 15.3 5 17.4 5 21 5 23 8.6 21.6 11.8 19.5 16.4 12 21 12 21z"
                fill="currentColor"
              />
            </svg>
            <span className="site-header__watch-list-label">Merkliste</span>
            <WatchListBadge />
          </Link>
          <button type="button" ref={toggleRef} className="site-header__toggle" aria-expanded={open} aria-controls="site-menu" onClick={toggle}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
              {open ? (
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
              ) : (
                <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
              )}
            </svg>
            <span className="visually-hidden">Menü</span>
          </button>
        </nav>
      </div>
    </header>
  );
}

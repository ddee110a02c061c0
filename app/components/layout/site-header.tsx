import { NavLink, Link } from 'react-router';
import { WatchListBadge } from './watch-list-badge.tsx';

interface SiteHeaderProps { siteName: string; partnerPortalUrl: string }

const LEFT_LINKS = [
  { to: '/angebote/', label: 'Suchen' },
  { to: '/anbieterverzeichnis/', label: 'Händlersuche' },
  { to: '/auto-verkaufen/', label: 'Auto verkaufen' },
] as const;

export function SiteHeader({ siteName, partnerPortalUrl }: SiteHeaderProps) {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="site-header__logo" aria-label={`${siteName} – zur Startseite`}>
          <span aria-hidden="true" className="site-header__logo-mark">GW</span>
          <span className="site-header__logo-text">{siteName}</span>
        </Link>
        <nav aria-label="Hauptnavigation" className="site-header__nav">
          <ul className="site-header__links">
            {LEFT_LINKS.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} className={({ isActive }) => (isActive ? 'site-header__link is-active' : 'site-header__link')}>
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <ul className="site-header__links site-header__links--right">
            <li>
              <a href={partnerPortalUrl} className="site-header__link" rel="noopener">Einloggen</a>
            </li>
            <li>
              <NavLink to="/merkliste/" className={({ isActive }) => (isActive ? 'site-header__link is-active' : 'site-header__link')}>
                Merkliste <WatchListBadge />
              </NavLink>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}

import { Link } from 'react-router';

const POPULAR_SEARCHES: readonly { label: string; href: string }[] = [
  { label: 'VW Golf', href: '/angebote/vw/golf/' },
  { label: 'BMW 3er', href: '/angebote/bmw/3er/' },
  { label: 'Audi A4', href: '/angebote/audi/a4/' },
  { label: 'Skoda Octavia', href: '/angebote/skoda/octavia/' },
  { label: 'Mercedes-Benz C-Klasse', href: '/angebote/mercedes-benz/c-klasse/' },
  { label: 'Gebrauchtwagen in Wien', href: '/angebote/wien/' },
  { label: 'Gebrauchtwagen in Graz', href: '/angebote/steiermark/graz/' },
  { label: 'Elektroautos', href: '/angebote/?fuel=E' },
];

/** The not-found page body: 'Fahrzeug nicht gefunden' for a car, 'Seite nicht gefunden' otherwise. */
export function NotFoundContent({ kind, message }: { kind: 'car' | 'page'; message?: string }) {
  return (
    <div className="not-found">
      <h1>{kind === 'car' ? 'Fahrzeug nicht gefunden' : 'Seite nicht gefunden'}</h1>
      {message ? <p className="not-found__message">{message}</p> : null}
      <h2>Beliebte Suchen</h2>
      <ul className="not-found__links">
        {POPULAR_SEARCHES.map((s) => (
          <li key={s.href}><Link to={s.href}>{s.label}</Link></li>
        ))}
      </ul>
      <Link className="button button--primary" to="/">Zur Startseite</Link>
    </div>
  );
}

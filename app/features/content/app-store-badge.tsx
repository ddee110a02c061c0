const APPLE =
  'M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.2 1-4 2.4-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.2-.8s1.9.8 3.2.8c1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8 0 0-2.6-1-2.6-3.9zM14 5.4c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1 .1 2.1-.6 2.8-1.4z';
const PLAY =
  'M4 2.8v18.4c0 .5.5.8 1 .6l10.6-10.2L5 1.4c-.5-.3-1 .1-1 .6zM16.7 12.7l2.8 2.7 3-1.7c.6-.4.6-1.2 0-1.6l-3-1.7-2.8 2.3zM6.2 22.7l9.4-9-2.3-2.2zM6.2 1.3l7.1 9.1 2.3-2.2z';

/** Store buttons in the site's own style (the official badges come with usage rules and external files). */
export function AppStoreBadge({ store, href }: { store: 'apple' | 'google'; href: string }) {
  const apple = store === 'apple';
  return (
    <a className="store-badge" href={href} target="_blank" rel="noopener noreferrer">
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
        <path fill="currentColor" d={apple ? APPLE : PLAY} />
      </svg>
      <span className="store-badge__text">
        <span className="store-badge__small">{apple ? 'Laden im' : 'Jetzt bei'}</span>
        <span className="store-badge__big">{apple ? 'App Store' : 'Google Play'}</span>
      </span>
      <span className="visually-hidden"> (öffnet in neuem Tab)</span>
    </a>
  );
}

import { Link } from 'react-router';
import { formatNumber } from '#src/domain/format/number-format.ts';
import type { LinkGroup } from './link-lists.server.ts';

/** SPEC §2 side panel: top models of a make or top cities of a state. */
export function SidePanel({ group }: { group: LinkGroup | null }) {
  if (!group || group.links.length === 0) return null;
  return (
    <section className="side-panel" aria-labelledby="side-panel-title">
      <h2 id="side-panel-title" className="side-panel__title">
        {group.heading}
      </h2>
      <ul className="side-panel__list">
        {group.links.map((l) => (
          <li key={l.href}>
            <Link to={l.href}>{l.label}</Link>
            {l.count > 0 ? <span className="side-panel__count">{formatNumber(l.count)}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The top-makes or top-models strip under the results. */
export function LinkStrip({ group }: { group: LinkGroup }) {
  if (group.links.length === 0) return null;
  return (
    <nav className="link-strip" aria-labelledby="link-strip-title">
      <h2 id="link-strip-title" className="link-strip__title">
        {group.heading}
      </h2>
      <ul className="link-strip__list">
        {group.links.map((l) => (
          <li key={l.href}>
            <Link to={l.href} className="link-strip__link">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Ten makes with five models each. */
export function QuickLinks({ groups }: { groups: readonly LinkGroup[] }) {
  if (groups.length === 0) return null;
  return (
    <nav className="quick-links" aria-labelledby="quick-links-title">
      <h2 id="quick-links-title" className="quick-links__title">
        Beliebte Marken und Modelle
      </h2>
      <div className="quick-links__grid">
        {groups.map((g) => (
          <div key={g.href} className="quick-links__group">
            <h3 className="quick-links__make">
              <Link to={g.href}>{g.heading}</Link>
            </h3>
            <ul>
              {g.links.map((l) => (
                <li key={l.href}>
                  <Link to={l.href}>{l.label}</Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}

import { Link } from 'react-router';

export interface Crumb {
  label: string;
  href: string;
}

/** SPEC §2: breadcrumbs on /angebote/{make}/ and /angebote/{make}/{model}/; the last crumb is the current page. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  if (items.length === 0) return null;
  return (
    <nav className="breadcrumbs" aria-label="Brotkrümelnavigation">
      <ol>
        {items.map((item, i) =>
          i === items.length - 1 ? (
            <li key={item.href} aria-current="page">
              {item.label}
            </li>
          ) : (
            <li key={item.href}>
              <Link to={item.href}>{item.label}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}

import { Link } from 'react-router';
import type { FilterTag } from './filter-tags.ts';

/**
 * The chosen filters as removable tags. Each tag is a link to the search without that value, so
 * removing works without JavaScript; with it the page updates in place.
 */
export function FilterTagList({ tags, hrefOf, resetHref }: { tags: readonly FilterTag[]; hrefOf: (tag: FilterTag) => string; resetHref: string }) {
  if (tags.length === 0) return null;
  return (
    <div className="filter-tags">
      <h2 className="visually-hidden">Gewählte Filter</h2>
      <ul className="filter-tags__list">
        {tags.map((tag) => (
          <li key={tag.id}>
            <Link to={hrefOf(tag)} className="filter-tag" preventScrollReset data-filter-tag={tag.id} aria-label={`Filter ${tag.label} entfernen`}>
              <span>{tag.label}</span>
              <span className="filter-tag__remove" aria-hidden="true">×</span>
            </Link>
          </li>
        ))}
        {tags.length > 1 ? (
          <li>
            <Link to={resetHref} className="filter-tags__reset" preventScrollReset>Alle Filter löschen</Link>
          </li>
        ) : null}
      </ul>
    </div>
  );
}

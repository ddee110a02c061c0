import { useRef, useState } from 'react';
import { Link } from 'react-router';

/** A chosen filter as the page shows it: its words and the address of the search without it. */
export interface TagLink {
  id: string;
  label: string;
  href: string;
}

/** Tags a phone shows before '+N weitere' (issue 19: the chosen filters take one line there). */
const PHONE_VISIBLE_TAGS = 1;

/**
 * The chosen filters as removable tags. Each tag is a link to the search without that value, so
 * removing works without JavaScript; with it the page updates in place. On phones the list starts
 * as one line ending in '+N weitere', which shows the rest (without JavaScript every tag shows).
 */
export function FilterTagList({ tags, resetHref }: { tags: readonly TagLink[]; resetHref: string }) {
  const [expanded, setExpanded] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  if (tags.length === 0) return null;
  const more = tags.length - PHONE_VISIBLE_TAGS;
  const extra = (i: number) => (i >= PHONE_VISIBLE_TAGS ? 'filter-tags__extra' : undefined);
  const expand = () => {
    setExpanded(true);
    // the button goes away: the focus moves on to the first tag it revealed
    requestAnimationFrame(() => listRef.current?.querySelectorAll<HTMLElement>('.filter-tag')[PHONE_VISIBLE_TAGS]?.focus());
  };
  return (
    <div className={`filter-tags${expanded ? ' is-expanded' : ''}`}>
      <h2 className="visually-hidden">Gewählte Filter</h2>
      <ul className="filter-tags__list" ref={listRef}>
        {tags.map((tag, i) => (
          <li key={tag.id} className={extra(i)}>
            <Link to={tag.href} className="filter-tag" preventScrollReset data-filter-tag={tag.id} aria-label={`Filter ${tag.label} entfernen`}>
              <span className="filter-tag__label">{tag.label}</span>
              <span className="filter-tag__remove" aria-hidden="true">
                ×
              </span>
            </Link>
          </li>
        ))}
        {more > 0 ? (
          <li className="filter-tags__more">
            <button type="button" className="filter-tags__more-button" aria-expanded={expanded} onClick={expand}>
              +{more} weitere
            </button>
          </li>
        ) : null}
        {tags.length > 1 ? (
          <li className={extra(tags.length)}>
            <Link to={resetHref} className="filter-tags__reset" preventScrollReset>
              Alle Filter löschen
            </Link>
          </li>
        ) : null}
      </ul>
    </div>
  );
}

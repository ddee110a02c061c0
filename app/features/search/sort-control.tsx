import { SORT_DIRECTION_LABELS, SORT_LABELS, SORT_PREFIX_LABEL, sortKeysFor, type SortKey } from '#src/domain/search/search-options.ts';
import type { SearchFilters } from '#src/domain/search/search-filters.ts';
import { withChange } from '#src/domain/search/filter-rules.ts';
import { FILTER_FORM_ID } from './search-filter-form.tsx';

/**
 * 'Sortieren nach: ' with the sort key and its direction (aufsteigend/absteigend, SPEC §9). Both
 * selects belong to the filter form, so without JavaScript its button applies them; the
 * noscript button does so right here.
 */
export function SortControl({ filters, onChange }: { filters: SearchFilters; onChange: (next: SearchFilters) => void }) {
  return (
    <div className="sort-control">
      <label className="sort-control__label" htmlFor="sort-key">
        {SORT_PREFIX_LABEL.trim()}
      </label>
      <select
        id="sort-key"
        name="sort"
        form={FILTER_FORM_ID}
        className="field__control sort-control__key"
        value={filters.sort}
        onChange={(e) => onChange(withChange(filters, { sort: e.target.value as SortKey }))}
      >
        {sortKeysFor(filters.city !== null).map((key) => (
          <option key={key} value={key}>
            {SORT_LABELS[key]}
          </option>
        ))}
      </select>
      <label className="visually-hidden" htmlFor="sort-direction">
        Sortierrichtung
      </label>
      <select
        id="sort-direction"
        name="desc"
        form={FILTER_FORM_ID}
        className="field__control sort-control__direction"
        value={filters.desc ? '1' : '0'}
        onChange={(e) => onChange(withChange(filters, { desc: e.target.value === '1' }))}
      >
        <option value="0">{SORT_DIRECTION_LABELS.asc}</option>
        <option value="1">{SORT_DIRECTION_LABELS.desc}</option>
      </select>
      <noscript>
        <button type="submit" form={FILTER_FORM_ID} className="button">
          Sortieren
        </button>
      </noscript>
    </div>
  );
}

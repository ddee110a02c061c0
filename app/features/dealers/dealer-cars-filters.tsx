import { Form, useNavigate } from 'react-router';
import { dealerCarsPath, withDealerCarsChange, type DealerCarsQuery } from '#src/domain/dealers/dealer-cars-query.ts';
import { SORT_DIRECTION_LABELS, SORT_KEYS, SORT_LABELS, SORT_PREFIX_LABEL, type SortKey } from '#src/domain/search/search-options.ts';
import { ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';
import { NOT_SCROLL_TO_TOP } from '../../components/layout/scroll-manager.tsx';

export interface DealerMakeOption {
  safeValue: string;
  name: string;
  count: number;
  models: { safeValue: string; name: string; count: number }[];
}

/** 'Beste Ergebnisse' has no meaning for one dealer's stock; the other keys apply. */
// A dealer's cars are all in one place: no 'Entfernung'.
const DEALER_SORT_KEYS = SORT_KEYS.filter((k) => k !== 'standard' && k !== 'distance');

/**
 * Make, model and sort of a dealer's car list, kept in the address. With JavaScript each change
 * navigates at once (staying where the visitor is on the page); without, the GET form's button does.
 */
export function DealerCarsFilters({ query, makes }: { query: DealerCarsQuery; makes: readonly DealerMakeOption[] }) {
  const navigate = useNavigate();
  const go = (change: Parameters<typeof withDealerCarsChange>[1]) => {
    void navigate(dealerCarsPath(withDealerCarsChange(query, change)), { state: NOT_SCROLL_TO_TOP });
  };
  const models = makes.find((m) => m.safeValue === query.safemake)?.models ?? [];
  return (
    <Form method="get" action={ROUTE_PATHS.dealerCars} className="dealer-filters" aria-label="Fahrzeuge filtern und sortieren">
      <input type="hidden" name="cid" value={query.cid} />
      {query.origin ? (
        <>
          <input type="hidden" name="dealerCarsFrom" value={query.origin.dealerCarsFrom} />
          <input type="hidden" name="frompage" value={query.origin.frompage} />
        </>
      ) : null}
      <div className="dealer-filters__field">
        <label htmlFor="dealer-make">Marke</label>
        <select
          id="dealer-make"
          className="field__control"
          name="safemake"
          value={query.safemake ?? ''}
          onChange={(e) => go({ safemake: e.target.value || null })}
        >
          <option value="">Alle Marken</option>
          {makes.map((m) => (
            <option key={m.safeValue} value={m.safeValue}>
              {m.name} ({m.count})
            </option>
          ))}
        </select>
      </div>
      <div className="dealer-filters__field">
        <label htmlFor="dealer-model">Modell</label>
        <select
          id="dealer-model"
          className="field__control"
          name="safemodel"
          value={query.safemodel ?? ''}
          disabled={!query.safemake}
          onChange={(e) => go({ safemodel: e.target.value || null })}
        >
          <option value="">Alle Modelle</option>
          {models.map((m) => (
            <option key={m.safeValue} value={m.safeValue}>
              {m.name} ({m.count})
            </option>
          ))}
        </select>
      </div>
      <div className="dealer-filters__field dealer-filters__sort">
        <label htmlFor="dealer-sort">{SORT_PREFIX_LABEL.trim()}</label>
        <div className="dealer-filters__sort-controls">
          <select id="dealer-sort" className="field__control" name="sort" value={query.sort} onChange={(e) => go({ sort: e.target.value as SortKey })}>
            {DEALER_SORT_KEYS.map((key) => (
              <option key={key} value={key}>
                {SORT_LABELS[key]}
              </option>
            ))}
          </select>
          <label className="visually-hidden" htmlFor="dealer-desc">
            Sortierrichtung
          </label>
          <select id="dealer-desc" className="field__control" name="desc" value={query.desc ? '1' : '0'} onChange={(e) => go({ desc: e.target.value === '1' })}>
            <option value="0">{SORT_DIRECTION_LABELS.asc}</option>
            <option value="1">{SORT_DIRECTION_LABELS.desc}</option>
          </select>
        </div>
      </div>
      <noscript>
        <button type="submit" className="button dealer-filters__submit">
          Anzeigen
        </button>
      </noscript>
    </Form>
  );
}

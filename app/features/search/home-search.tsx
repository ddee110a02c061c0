import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Form, Link, useFetcher, useNavigate } from 'react-router';
import { formatKm, formatNumber, formatPrice } from '#src/domain/format/number-format.ts';
import { MILEAGE_OPTIONS, PRICE_OPTIONS, RADIUS_OPTIONS, registrationYearOptions } from '#src/domain/search/search-options.ts';
import { createFilters, effectiveRadius, toSearchQueryString, type SearchFilters } from '#src/domain/search/search-filters.ts';
import { searchHref } from '#src/domain/search/search-href.ts';
import { ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';
import { CityField } from './city-field.tsx';
import type { DetailedSearchData } from './detailed-search.server.ts';
import { NumberSelect } from './filter-fields/field-parts.tsx';
import { MakeModelFields } from './filter-fields/make-model-fields.tsx';
import { withChange, withCity } from '#src/domain/search/filter-rules.ts';
import type { HomePageData } from './home-page.server.ts';
import { FILTER_DEBOUNCE_MS } from './use-search-draft.ts';

/**
 * The home page's hero search (SPEC §2 Home): make, model, price, first registration, mileage,
 * city and radius, and a button with the live number of matching cars. A GET form to /angebote/;
 * with JavaScript the count (and a new make's models) come from the detailed search's data.
 */
export function HomeSearch({ data }: { data: HomePageData }) {
  const navigate = useNavigate();
  const fetcher = useFetcher<DetailedSearchData>();
  const [draft, setDraft] = useState<SearchFilters>(() => createFilters());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const live = fetcher.data;
  const options = useMemo(() => (live ? { ...data.options, models: live.options.models } : data.options), [live, data.options]);
  const counters = live ? live.counters : data.counters;
  const total = live ? live.totalCount : data.totalCount;

  const change = (next: SearchFilters, delayMs = FILTER_DEBOUNCE_MS) => {
    setDraft(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => fetcher.load(`${ROUTE_PATHS.detailedSearch}${toSearchQueryString(next)}`), delayMs);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(searchHref(draft, { makes: options.makes, models: options.models }));
  };

  const fields = { filters: draft, onChange: change, options, counters, idPrefix: 'home' };
  return (
    <Form method="get" action={ROUTE_PATHS.search} className="hero-search" onSubmit={onSubmit} aria-label="Fahrzeugsuche">
      <div className="hero-search__grid">
        <div className="hero-search__make-model">
          <MakeModelFields {...fields} allowMore={false} />
        </div>
        <NumberSelect
          id="home-priceto"
          name="priceto"
          label="Preis bis"
          value={draft.priceTo}
          values={PRICE_OPTIONS}
          format={formatPrice}
          onChange={(v) => change(withChange(draft, { priceTo: v }))}
        />
        <NumberSelect
          id="home-fregfrom"
          name="fregfrom"
          label="Erstzulassung ab"
          value={draft.regFrom}
          values={registrationYearOptions(options.currentYear)}
          format={String}
          onChange={(v) => change(withChange(draft, { regFrom: v }))}
        />
        <div className="hero-search__km">
          <NumberSelect
            id="home-kmto"
            name="kmto"
            label="Kilometer bis"
            value={draft.kmTo}
            values={MILEAGE_OPTIONS}
            format={formatKm}
            onChange={(v) => change(withChange(draft, { kmTo: v }))}
          />
        </div>
        <div className="hero-search__place">
          <CityField id="home-city" city={draft.city} onChange={(city) => change(withCity(draft, city))} />
          <NumberSelect
            id="home-radius"
            name="radius"
            label="Umkreis"
            value={effectiveRadius(draft)}
            values={RADIUS_OPTIONS}
            format={(n) => `${n} km`}
            disabled={!draft.city}
            emptyLabel="Umkreis"
            onChange={(v) => change(withChange(draft, { radius: v }))}
          />
        </div>
        <button type="submit" className="button button--primary hero-search__submit" disabled={total === 0} aria-live="polite">
          {formatNumber(total)} Fahrzeuge anzeigen
        </button>
      </div>
      <p className="hero-search__more">
        <Link to={`${ROUTE_PATHS.detailedSearch}${toSearchQueryString(draft)}`}>Zur Detailsuche</Link>
      </p>
    </Form>
  );
}

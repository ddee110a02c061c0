import { useCallback, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Form, useNavigate, useNavigation } from 'react-router';
import { PageHeading } from '#app/components/layout/page-heading.tsx';
import { useMediaQuery } from '#app/components/ui/use-media-query.ts';
import { formatNumber } from '#src/domain/format/number-format.ts';
import { toSearchQueryString, type SearchFilters } from '#src/domain/search/search-filters.ts';
import { searchHref } from '#src/domain/search/search-href.ts';
import { isWithin, ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';
import type { DetailedSearchData } from './detailed-search.server.ts';
import { BodyTypeFields, FuelFields, GearboxFields, MoreVehicleDataFields, NewSinceFields } from './filter-fields/choice-fields.tsx';
import { EquipmentFields, ParticularityFields } from './filter-fields/equipment-fields.tsx';
import { LocationFields } from './filter-fields/location-fields.tsx';
import { MakeModelFields } from './filter-fields/make-model-fields.tsx';
import { ElectricFields, MileageFields, MonthlyCostFields, PowerFields, PriceFields, RegistrationFields } from './filter-fields/number-fields.tsx';
import { PriceRatingFields } from './filter-fields/price-rating-fields.tsx';
import { useSearchDraft } from './use-search-draft.ts';

/** Above this width Ausstattung and Besonderheiten start open (SPEC §2 'desktop layout'). */
const DESKTOP_QUERY = '(min-width: 768px)';

/**
 * One accordion section. Server HTML has every section open (usable without JavaScript); on
 * phones the 'desktop' sections close after hydration, below the first screen so nothing visible moves.
 */
function Accordion({ title, openOn, children }: { title: string; openOn: 'always' | 'desktop'; children: ReactNode }) {
  const desktop = useMediaQuery(DESKTOP_QUERY, true);
  // null until the section is toggled (by the visitor, or by closing it on a phone)
  const [toggled, setToggled] = useState<boolean | null>(null);
  const open = toggled ?? (openOn === 'always' || desktop);
  return (
    <details className="accordion" open={open} onToggle={(e) => setToggled(e.currentTarget.open)}>
      <summary className="accordion__title">{title}</summary>
      <div className="accordion__body">{children}</div>
    </details>
  );
}

/**
 * The detailed search (SPEC §2): 'Detailsuche' with the form 'Suchoptionen' in three accordions and
 * a live result-count button, disabled at 0, that leads to the result list of the current values.
 * Changes reload this route's data in place (count, counters, models of a new make).
 */
export function DetailedSearch({ data }: { data: DetailedSearchData }) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const ownHref = useCallback((f: SearchFilters) => `${ROUTE_PATHS.detailedSearch}${toSearchQueryString(f)}`, []);
  const { draft, change } = useSearchDraft(data.filters, ownHref, { replace: true });
  const slugs = useMemo(() => ({ makes: data.options.makes, models: data.options.models }), [data.options]);
  const counting = navigation.state === 'loading' && isWithin(navigation.location.pathname, ROUTE_PATHS.detailedSearch);
  const props = { filters: draft, onChange: change, options: data.options, counters: data.counters, idPrefix: 'ds' };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (data.totalCount > 0) void navigate(searchHref(draft, slugs));
  };

  return (
    <div className="detailed-search">
      <PageHeading>Detailsuche</PageHeading>
      <Form method="get" action={ROUTE_PATHS.search} className="detailed-search__form" onSubmit={onSubmit} aria-labelledby="detailed-search-options">
        <h2 id="detailed-search-options" className="detailed-search__subtitle">
          Suchoptionen
        </h2>
        <Accordion title="Fahrzeugdaten" openOn="always">
          <div className="detailed-search__grid">
            <div className="detailed-search__wide">
              <MakeModelFields {...props} />
            </div>
            <PriceFields {...props} />
            <RegistrationFields {...props} />
            <MileageFields {...props} />
            <NewSinceFields {...props} />
            <PowerFields {...props} />
            <ElectricFields {...props} />
            <MonthlyCostFields {...props} />
            <PriceRatingFields {...props} />
            <div className="detailed-search__wide">
              <LocationFields {...props} />
            </div>
            <FuelFields {...props} />
            <BodyTypeFields {...props} />
            <GearboxFields {...props} />
            <MoreVehicleDataFields {...props} />
          </div>
        </Accordion>
        <Accordion title="Ausstattung" openOn="desktop">
          <EquipmentFields {...props} all />
        </Accordion>
        <Accordion title="Besonderheiten" openOn="desktop">
          <div className="detailed-search__grid">
            <ParticularityFields {...props} />
          </div>
        </Accordion>
        <div className="detailed-search__bar">
          <button
            type="submit"
            className="button button--primary detailed-search__submit"
            disabled={data.totalCount === 0}
            aria-live="polite"
            aria-busy={counting}
          >
            {formatNumber(data.totalCount)} Fahrzeuge anzeigen
          </button>
        </div>
      </Form>
    </div>
  );
}

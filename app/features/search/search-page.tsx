import { Fragment, useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigation } from 'react-router';
import { PageHeading } from '#app/components/layout/page-heading.tsx';
import type { SearchFilters } from '#src/domain/search/search-filters.ts';
import { passThroughParams, searchHref } from '#src/domain/search/search-href.ts';
import { AGENT_NOTIFICATION_PARAM } from '#src/search-agent/agent-notification.ts';
import { isWithin, ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';
import { AdSlot, useAdRefresh } from './ad-slot.tsx';
import { LIST_AD_POSITIONS } from './ad-size-maps.ts';
import { Breadcrumbs } from '#app/components/layout/breadcrumbs.tsx';
import { FilterTagList } from './filter-tag-list.tsx';
import { FilterListsScript, useFilterLists } from './filter-lists.tsx';
import { LinkStrip, QuickLinks, SidePanel } from './link-lists.tsx';
import { CardDistance, EAGER_CARD_PHOTOS, ListingCard } from '#app/components/listing/listing-card.tsx';
import { KeptCard, useKeptCards } from '#app/components/listing/kept-card.tsx';
import { KeptBlock, useDocumentHtmlLinks } from '#app/components/ui/document-html.tsx';
import { NotificationBanner } from './notification-banner.tsx';
import { Pagination } from './pagination.tsx';
import { ResultSkeleton } from '#app/components/listing/result-skeleton.tsx';
import { SEARCH_AGENT_LABEL, SearchAgentForm } from './search-agent-form.tsx';
import { SearchFilterForm } from './search-filter-form.tsx';
import { SearchTextField } from './search-text-field.tsx';
import type { ResultItem, SearchPageData } from './search-page.server.ts';
import { ServerErrorBox } from './server-error-box.tsx';
import { SortControl } from './sort-control.tsx';
import { useSearchDraft } from './use-search-draft.ts';
import { ZeroResults } from './zero-results.tsx';

function ResultList({ results, adTargeting, adRefreshes }: { results: readonly ResultItem[]; adTargeting: Record<string, string>; adRefreshes: number }) {
  const list = useRef<HTMLDivElement>(null);
  useKeptCards(
    list,
    results.some((item) => item.kind === 'kept'),
  );
  return (
    <div ref={list} className="result-list" data-testid="result-list">
      {results.map((item, i) => (
        <Fragment key={item.kind === 'kept' ? item.id : item.listing.id}>
          {item.kind === 'kept' ? (
            <KeptCard id={item.id} />
          ) : (
            <ListingCard
              listing={item.listing}
              href={item.href}
              eager={i < EAGER_CARD_PHOTOS}
              distance={item.distanceKm === null ? null : <CardDistance km={item.distanceKm} />}
            />
          )}
          {LIST_AD_POSITIONS.includes(i + 1) ? (
            <AdSlot id={`list-${i + 1}`} kind="list" targeting={adTargeting} refreshes={adRefreshes} rotation={LIST_AD_POSITIONS.indexOf(i + 1)} />
          ) : null}
        </Fragment>
      ))}
    </div>
  );
}

/** Locks page scrolling while an overlay is open and closes it on Escape (SPEC §4 popups). */
function useOverlay(open: boolean, close: () => void) {
  useEffect(() => {
    if (!open) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close]);
}

/**
 * The result page (SPEC §2 'Search listing page'): heading with the count, sort, filter tags, the
 * filter form in the side column (an overlay on phones), results with ad slots, pager, link lists and
 * the search agent. Filter changes update the results in place; links and GET forms keep everything
 * working without JavaScript.
 */
export function SearchPage({ data }: { data: SearchPageData }) {
  const root = useRef<HTMLDivElement>(null);
  useDocumentHtmlLinks(root);
  const location = useLocation();
  const navigation = useNavigation();
  const lists = useFilterLists();
  const options = useMemo(() => ({ ...lists, ...data.options }), [lists, data.options]);
  const slugs = useMemo(() => ({ makes: options.makes, models: options.models }), [options]);
  const passThrough = useMemo(() => passThroughParams(new URLSearchParams(location.search), [AGENT_NOTIFICATION_PARAM]), [location.search]);
  const hrefOf = useCallback((f: SearchFilters) => searchHref(f, slugs, passThrough), [slugs, passThrough]);
  const { draft, change, flush } = useSearchDraft(data.filters, hrefOf);
  const [panel, setPanel] = useState<'filters' | 'agent' | null>(null);
  const closePanel = useCallback(() => setPanel(null), []);
  useOverlay(panel !== null, closePanel);

  // Only a new search shows the skeleton, not a revalidation of this one (after a form post elsewhere on the page).
  const target = navigation.state === 'loading' ? navigation.location : null;
  const loading =
    target !== null && isWithin(target.pathname, ROUTE_PATHS.search) && `${target.pathname}${target.search}` !== `${location.pathname}${location.search}`;
  const { tags } = data;
  const { metadata } = data;
  const adRefreshes = useAdRefresh(data.adTargeting);
  // What the search agent stores: the search's canonical address (the service keeps only searchable values).
  const searchString = hrefOf(data.filters);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPanel(null);
    flush();
  };

  let body;
  if (data.failed) body = <ServerErrorBox />;
  else if (loading) body = <ResultSkeleton />;
  else if (data.results.length === 0) body = <ZeroResults relaxations={data.relaxations} />;
  else body = <ResultList results={data.results} adTargeting={data.adTargeting} adRefreshes={adRefreshes} />;

  return (
    <div ref={root} className={`search-page${panel ? ` has-open-${panel}` : ''}`}>
      <KeptBlock block={data.breadcrumbs} render={(items) => <Breadcrumbs items={items} />} />
      <NotificationBanner notice={data.notice} />
      <SearchTextField key={data.textSearch?.text ?? ''} id="search-text" text={data.textSearch?.text} unrecognized={data.textSearch?.unrecognized} />
      <header className="search-head">
        <PageHeading className="search-head__title">{data.headline}</PageHeading>
        <SortControl filters={draft} onChange={change} />
      </header>
      <FilterTagList tags={tags} resetHref={ROUTE_PATHS.search} />
      <div className="search-layout">
        <div id="filter" className={`search-layout__filters${panel === 'filters' ? ' is-open' : ''}`}>
          <SearchFilterForm
            filters={draft}
            onChange={change}
            options={options}
            counters={data.counters}
            idPrefix="filter"
            totalItems={metadata.totalItems}
            onSubmit={onSubmit}
            onClose={closePanel}
          />
        </div>
        <div className="search-layout__main">
          <div id="search-agent-panel" className={`search-layout__agent${panel === 'agent' ? ' is-open' : ''}`}>
            <SearchAgentForm searchString={searchString} searchWords={tags.length > 0 ? tags.map((tag) => tag.label).join(', ') : null} edit={data.agentEdit} />
            <button type="button" className="search-layout__agent-close" onClick={closePanel}>
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">Schließen</span>
            </button>
          </div>
          <div className="search-results" aria-busy={loading}>
            {body}
          </div>
          <KeptBlock block={data.pager} render={(pager) => <Pagination {...pager} hrefFor={(page) => hrefOf({ ...data.filters, page })} />} />
          <KeptBlock block={data.links.strip} render={(group) => <LinkStrip group={group} />} />
          <KeptBlock block={data.links.quickLinks} render={(groups) => <QuickLinks groups={groups} />} />
        </div>
        <aside className="search-layout__aside" aria-label="Weitere Suchen">
          <Link to={ROUTE_PATHS.detailedSearch} className="button detail-search-link">
            Zur Detailsuche
          </Link>
          <KeptBlock block={data.links.sidePanel} render={(group) => <SidePanel group={group} />} />
          <AdSlot id="sky" kind="sky" targeting={data.adTargeting} refreshes={adRefreshes} rotation={1} />
        </aside>
      </div>
      <div className="mobile-bar" role="region" aria-label="Suche speichern und filtern">
        <p className="mobile-bar__label">{SEARCH_AGENT_LABEL}</p>
        <div className="mobile-bar__buttons">
          <a
            href="#search-agent-panel"
            className="button mobile-bar__save"
            onClick={(e) => {
              e.preventDefault();
              setPanel('agent');
            }}
          >
            Speichern
          </a>
          <a
            href="#filter"
            className="button button--primary mobile-bar__filter"
            onClick={(e) => {
              e.preventDefault();
              setPanel('filters');
            }}
          >
            Filtern
          </a>
        </div>
      </div>
      {/* last, so the ids React makes for the elements before it stay as they were */}
      <FilterListsScript />
    </div>
  );
}

/**
 * Data of a result page (/angebote/…), read in-process from the search service: the pretty path
 * and query become filters (SPEC §2), a non-canonical address is redirected to the canonical one,
 * a page beyond the last goes to /404/. Every page carries the counters of every filter group, at every
 * level (make, model, several models, state, city, dealer): beyond SPEC §4, which skipped them on model
 * pages to spare its slower backend; the engine counts them in milliseconds (issue 27).
 */
import { AGENT_EDIT_PARAM, parseAgentEdit } from '#src/search-agent/agent-edit-link.ts';
import { manageAgentsPath } from '#src/search-agent/agent-management.server.ts';
import type { AgentEdit } from './search-agent-form.tsx';
import { data, redirect } from 'react-router';
import type { AppServices } from '#src/app-services.server.ts';
import type { RequestFailures } from '../../load-context.ts';
import { failureStatus } from '../../request-failures.server.ts';
import { resultDetailHref } from '#src/domain/listing/detail-link.ts';
import { adTargeting, displayStrings } from '#src/domain/search/search-display.ts';
import { canonicalRedirect, passThroughParams, searchHref } from '#src/domain/search/search-href.ts';
import { SEARCH_PAGE_SIZE } from '#src/domain/search/search-options.ts';
import { parseSearchUrl } from '#src/domain/search/search-params.ts';
import { SEARCH_TEXT_PARAM } from '#src/domain/search-query/search-text.ts';
import { searchTextIssue } from '#src/domain/search-query/search-text-issue.ts';
import { createFilters, type SearchFilters } from '#src/domain/search/search-filters.ts';
import { applySearchPath, parseSearchPath, searchPathFor, type SearchPath } from '#src/domain/search/search-path.ts';
import type { SearchCounters } from '#src/search/search-engine.server.ts';
import { AGENT_NOTIFICATION_PARAM, parseAgentNotification, type AgentNotice } from '#src/search-agent/agent-notification.ts';
import { filterTags } from '#src/domain/search/filter-tags.ts';
import { searchRelaxations } from '#src/domain/search/search-relaxations.ts';
import type { TagLink } from './filter-tag-list.tsx';
import { ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';
import type { Crumb } from '#app/components/layout/breadcrumbs.tsx';
import { filterOptionsFor } from './filter-options.server.ts';
import { formCounters } from './form-counters.ts';
import { resultPageOptions, type PageFilterOptions } from './filter-options.ts';
import { pageFilterOptions } from './filter-lists.tsx';
import { searchLinkLists } from './link-lists.server.ts';
import { searchPageBlocks, type PagerPosition, type SearchPageBlocks } from './search-blocks.server.tsx';
import { cardListing, EAGER_CARD_PHOTOS, type CardListing } from '#app/components/listing/listing-card.tsx';
import { keptCardName, type KeptCardItem } from '#app/components/listing/kept-card.tsx';
import { resultCardHtml } from './result-card-html.server.tsx';
import { searchDescription, searchHeadline, searchRobots, searchTitle, type SearchWords } from './search-seo.ts';

/** A car the browser renders (after a navigation in the browser) … */
export interface LiveResultItem {
  kind: 'live';
  listing: CardListing;
  href: string;
  /** from the search's place ('≈ 45 km'); null without one */
  distanceKm: number | null;
}

/** … or one the server wrote as HTML into the document (issue 35): its data stays on the server. */
export type ResultItem = LiveResultItem | KeptCardItem;

export interface SearchPageSeo {
  title: string;
  description: string;
  robots: string;
  canonical: string;
  prev: string | null;
  next: string | null;
}

/** `breadcrumbs`, `pager` and `links`: for a document, HTML the server wrote (search-blocks.server.tsx). */
export interface SearchPageData extends SearchPageBlocks {
  filters: SearchFilters;
  /** the form's lists that depend on the search; the shared ones travel apart (filter-lists.tsx) */
  options: PageFilterOptions;
  counters: SearchCounters['counters'] | null;
  results: ResultItem[];
  metadata: { currentPage: number; pageSize: number; totalItems: number; totalPages: number };
  headline: string;
  words: SearchWords;
  seo: SearchPageSeo;
  /**
   * the chosen filters as tags, each with the address of the search without it; made here, so the
   * labelling rules of every filter stay out of the page's JavaScript (its first-load budget)
   */
  tags: TagLink[];
  adTargeting: Record<string, string>;
  notice: AgentNotice | null;
  /** 'Suche ändern' from 'Meine Suchagenten': where the search agent box saves this search instead */
  agentEdit: AgentEdit | null;
  /** a search in the visitor's own words: the text as typed (the field shows it again) and the words it did not use */
  textSearch: { text: string; unrecognized: string[] } | null;
  /** a search without results: the changes that bring cars back, with their counts (src/domain/search/search-relaxations.ts) */
  relaxations: RelaxationLink[];
  /** the search failed: the page shows the server-error box */
  failed: boolean;
}

export interface RelaxationLink {
  label: string;
  countText: string;
  href: string;
}

/** The edit mode of a search agent (`?suchagent=`): the management page its box posts to, and which agent. */
function agentEditOf(query: URLSearchParams): AgentEdit | null {
  const edit = parseAgentEdit(query.get(AGENT_EDIT_PARAM));
  return edit ? { action: manageAgentsPath(edit.token), agentId: edit.agentId } : null;
}

function breadcrumbsFor(path: SearchPath): Crumb[] {
  if (path.kind !== 'make') return [];
  const crumbs: Crumb[] = [
    { label: 'Startseite', href: ROUTE_PATHS.home },
    { label: 'Gebrauchtwagen', href: searchPathFor() },
    { label: path.make.name, href: searchPathFor({ make: path.make.safeValue }) },
  ];
  if (path.model) crumbs.push({ label: path.model.name, href: searchPathFor({ make: path.make.safeValue, model: path.model.safeValue }) });
  return crumbs;
}

/** `documentHtml`: where a document's result cards go as HTML; null when the browser asks for data. */
export async function loadSearchPage(
  request: Request,
  splat: string,
  services: AppServices,
  failures: RequestFailures,
  documentHtml: Map<string, string> | null,
) {
  const { search, taxonomy, config, logger } = services;
  const url = new URL(request.url);
  const path = parseSearchPath(splat.split('/'), taxonomy);
  if (path.kind === 'unknown') throw data(null, { status: 404 });

  // A typed sentence (the 'Was suchen Sie?' field) decides the whole search: its address is the
  // canonical one of the understood filters with the text kept, so the page can show it again.
  // Links onward (tags, form, pages) leave the text out (passThroughParams).
  const text = url.searchParams.get(SEARCH_TEXT_PARAM);
  const reading = text !== null && searchTextIssue(text) === null ? services.searchQuery.read(text.trim()) : null;
  const parsed = parseSearchUrl(url.searchParams);
  const filters = reading ? reading.filters : applySearchPath(parsed.ok ? parsed.filters : createFilters(), path);
  const options = resultPageOptions(filterOptionsFor(taxonomy, filters), filters.equipment);
  const slugs = { makes: options.makes, models: options.models };
  const target = canonicalRedirect(url, filters, slugs, reading ? text : null);
  if (target) throw redirect(target);
  const textSearch = reading && text !== null ? { text: text.trim(), unrecognized: reading.unrecognized } : null;

  const links = searchLinkLists(search, taxonomy, {
    makeId: filters.makeModels[0]?.make ?? null,
    state: filters.state,
    statePathOnly: path.kind === 'state' && path.city === null,
  });
  const notice = parseAgentNotification(url.searchParams.get(AGENT_NOTIFICATION_PARAM));
  const agentEdit = agentEditOf(url.searchParams);
  const breadcrumbs = breadcrumbsFor(path);
  const canonicalPath = searchHref(filters, slugs);
  const passThrough = passThroughParams(url.searchParams, [AGENT_NOTIFICATION_PARAM]);
  const tags = filterTags(filters, options).map((tag) => ({ id: tag.id, label: tag.label, href: searchHref(tag.without, slugs, passThrough) }));
  const absolute = (href: string) => new URL(href, config.publicUrl).toString();
  const blocks = (pager: PagerPosition) =>
    searchPageBlocks(services, documentHtml, { breadcrumbs, links, pager, pageHref: (page) => searchHref({ ...filters, page }, slugs, passThrough) });

  try {
    const result = await search.search(filters, { page: filters.page, pageSize: SEARCH_PAGE_SIZE });
    const { metadata } = result;
    if (filters.page > 1 && filters.page > metadata.totalPages) throw redirect(ROUTE_PATHS.notFound);
    const counters = formCounters(search.counters(filters).counters, options);
    const offset = (metadata.currentPage - 1) * metadata.pageSize;
    const distances = search.distancesKm(
      filters,
      result.listings.map((listing) => listing.id),
    );
    const words = displayStrings(filters, taxonomy, metadata.totalItems);
    const relaxations =
      metadata.totalItems === 0
        ? searchRelaxations(filters, options, (f) => search.count(f)).map((r) => ({
            label: r.label,
            countText: r.countText,
            href: searchHref(r.filters, slugs, passThrough),
          }))
        : [];
    const pagePath = (page: number) => absolute(searchHref({ ...filters, page }, slugs));
    return {
      filters,
      options: pageFilterOptions(options),
      counters,
      results: result.listings.map((listing, i): ResultItem => {
        const card = cardListing(listing);
        const href = resultDetailHref(listing.detailURL, offset + i + 1, filters, slugs);
        const distanceKm = distances[i] ?? null;
        if (!documentHtml) return { kind: 'live', listing: card, href, distanceKm };
        const placement = { href, distanceKm, eager: i < EAGER_CARD_PHOTOS, returnTo: `${url.pathname}${url.search}` };
        documentHtml.set(keptCardName(listing.id), resultCardHtml(services, card, placement));
        return { kind: 'kept', id: listing.id };
      }),
      metadata,
      headline: searchHeadline(words),
      words,
      seo: {
        title: searchTitle(words, filters.page),
        description: searchDescription(words),
        robots: searchRobots(filters.page, metadata.totalItems),
        canonical: absolute(canonicalPath),
        prev: filters.page > 1 ? pagePath(filters.page - 1) : null,
        next: filters.page < metadata.totalPages ? pagePath(filters.page + 1) : null,
      },
      ...blocks({ currentPage: metadata.currentPage, totalPages: metadata.totalPages }),
      tags,
      adTargeting: adTargeting(filters, taxonomy),
      notice,
      agentEdit,
      textSearch,
      relaxations,
      failed: false,
    } satisfies SearchPageData;
  } catch (error) {
    if (error instanceof Response) throw error;
    logger.error({ err: error, url: url.pathname + url.search }, 'search page failed');
    const words: SearchWords = { makeModel: null, offerType: null, place: null, totalCount: '0' };
    const page: SearchPageData = {
      filters,
      options: pageFilterOptions(options),
      counters: null,
      results: [],
      metadata: { currentPage: filters.page, pageSize: SEARCH_PAGE_SIZE, totalItems: 0, totalPages: 0 },
      headline: 'Gebrauchtwagen',
      words,
      seo: {
        title: 'Gebrauchtwagen',
        description: searchDescription(words),
        robots: 'noindex,follow',
        canonical: absolute(canonicalPath),
        prev: null,
        next: null,
      },
      ...blocks({ currentPage: filters.page, totalPages: 0 }),
      tags,
      adTargeting: {},
      notice,
      agentEdit,
      textSearch,
      relaxations: [],
      failed: true,
    };
    return data(page, { status: failureStatus(failures, error) });
  }
}

/**
 * The free-text search of the running product (issue 29): the parser compiled once from the
 * taxonomy (makes, models, places and names as the database has them), and what pages and the API
 * need from a reading — the backend parameters of exactly the understood filters, and the result
 * page's canonical address (the same the filter form would write).
 */
import { compileSearchQueryParser, type SearchQueryReading, type UnderstoodTerm } from '../domain/search-query/search-query-parser.ts';
import { searchHref } from '../domain/search/search-href.ts';
import { toBackendQuery } from '../domain/search/search-filters.ts';
import type { SlugSource } from '../domain/search/search-path.ts';
import { STATE_SLUGS, type StateSlug } from '../domain/geo/austrian-states.ts';
import type { Taxonomy } from '../taxonomy/taxonomy.server.ts';

export interface SearchQueryAnswer {
  /** query string in the parameters of /api/v2/search-listings, only the understood filters */
  params: string;
  /** the result page's address */
  url: string;
  understood: UnderstoodTerm[];
  unrecognized: string[];
}

export interface SearchQueryService {
  read(text: string): SearchQueryReading;
  answer(text: string): SearchQueryAnswer;
}

export function createSearchQueryService(taxonomy: Taxonomy, now: () => Date = () => new Date()): SearchQueryService {
  const parser = compileSearchQueryParser({
    makes: taxonomy.makes,
    cities: taxonomy.cities,
    states: taxonomy.states.filter((s): s is typeof s & { slug: StateSlug } => (STATE_SLUGS as readonly string[]).includes(s.slug)),
    bodyTypes: taxonomy.bodyTypes,
    fuels: taxonomy.fuels,
    transmissions: taxonomy.transmissions,
    bodyColors: taxonomy.bodyColors,
    equipment: taxonomy.equipment,
    offerTypes: taxonomy.offerTypes,
  });
  const slugs: SlugSource = { makes: taxonomy.makes, models: [...taxonomy.modelById.values()] };
  const read = (text: string) => parser.parse(text, now());
  return {
    read,
    answer(text) {
      const { filters, understood, unrecognized } = read(text);
      return { params: toBackendQuery(filters, { omitDefaults: true }).toString(), url: searchHref(filters, slugs), understood, unrecognized };
    },
  };
}

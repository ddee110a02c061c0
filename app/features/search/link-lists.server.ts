/**
 * The search page's link lists (SPEC §2 side panel, link strip, quick links), counted over the
 * whole inventory. The engine caches counters per filter set, so this costs one cached lookup.
 */
import { AUSTRIAN_CITIES } from '#src/domain/geo/austrian-places.ts';
import { type StateSlug } from '#src/domain/geo/austrian-states.ts';
import { createFilters } from '#src/domain/search/search-filters.ts';
import { searchPathFor } from '#src/domain/search/search-path.ts';
import type { SearchService } from '#src/search/search-service.server.ts';
import type { Taxonomy } from '#src/taxonomy/taxonomy.server.ts';
import { splitTopMakes } from './filter-options.ts';

export interface CountedLink {
  label: string;
  href: string;
  count: number;
}
export interface LinkGroup {
  heading: string;
  href: string;
  links: CountedLink[];
}

const QUICK_LINK_MAKES = 10;
const MODELS_PER_MAKE = 5;
const SIDE_PANEL_ITEMS = 10;
const STATE_CITY_LINKS = 10;

function modelLinks(taxonomy: Taxonomy, makeId: number, modelCounts: Record<string, number>, limit: number): CountedLink[] {
  const make = taxonomy.makeById.get(makeId);
  if (!make) return [];
  return make.models
    .map((m) => ({ label: `${make.name} ${m.name}`, href: searchPathFor({ make: make.safeValue, model: m.safeValue }), count: modelCounts[String(m.id)] ?? 0 }))
    .filter((l) => l.count > 0)
    .sort((a, b) => b.count - a.count)
    .slice(0, limit);
}

/** Makes by id with their inventory counts, most cars first. */
function makesByCount(taxonomy: Taxonomy, makeCounts: Record<string, number>) {
  return taxonomy.makes
    .map((m) => ({ make: m, count: makeCounts[String(m.id)] ?? 0 }))
    .filter((m) => m.count > 0)
    .sort((a, b) => b.count - a.count);
}

export interface SearchLinkLists {
  /** side panel: top models of a make, or top cities of a state */
  sidePanel: LinkGroup | null;
  /** link strip under the results: the make's top models, or the top makes */
  strip: LinkGroup;
  /** 10 makes with 5 models each */
  quickLinks: LinkGroup[];
}

export function searchLinkLists(
  search: SearchService,
  taxonomy: Taxonomy,
  context: { makeId: number | null; state: StateSlug | null; statePathOnly: boolean },
): SearchLinkLists {
  const { counters } = search.counters(createFilters());
  const ranked = makesByCount(taxonomy, counters.make);
  const { top } = splitTopMakes(ranked.map((r) => r.make));
  // The make the side panel is about: the searched one, else the top make with most cars.
  const panelMake = context.makeId ?? ranked.find((r) => top.some((t) => t.id === r.make.id))?.make.id ?? null;

  let sidePanel: LinkGroup | null = null;
  if (context.statePathOnly && context.state && context.state !== 'wien') {
    const state = taxonomy.states.find((s) => s.slug === context.state);
    const cities = AUSTRIAN_CITIES.filter((c) => c.state === context.state)
      .sort((a, b) => b.population - a.population)
      .slice(0, STATE_CITY_LINKS);
    sidePanel = {
      heading: `Top-Städte in ${state?.name ?? context.state}`,
      href: searchPathFor({ state: context.state }),
      links: cities.map((c) => ({ label: c.name, href: searchPathFor({ state: c.state, city: c.slug }), count: 0 })),
    };
  } else if (panelMake !== null) {
    const make = taxonomy.makeById.get(panelMake);
    sidePanel = make
      ? {
          heading: `Top-Modelle von ${make.name}`,
          href: searchPathFor({ make: make.safeValue }),
          links: modelLinks(taxonomy, make.id, counters.model, SIDE_PANEL_ITEMS),
        }
      : null;
  }

  const stripMake = context.makeId === null ? undefined : taxonomy.makeById.get(context.makeId);
  const strip: LinkGroup = stripMake
    ? {
        heading: `Beliebte ${stripMake.name} Modelle`,
        href: searchPathFor({ make: stripMake.safeValue }),
        links: modelLinks(taxonomy, stripMake.id, counters.model, MODELS_PER_MAKE),
      }
    : {
        heading: 'Top-Marken',
        href: searchPathFor(),
        links: top.map((m) => ({ label: m.name, href: searchPathFor({ make: m.safeValue }), count: counters.make[String(m.id)] ?? 0 })),
      };

  const quickLinks = ranked.slice(0, QUICK_LINK_MAKES).map(({ make }) => ({
    heading: make.name,
    href: searchPathFor({ make: make.safeValue }),
    links: modelLinks(taxonomy, make.id, counters.model, MODELS_PER_MAKE),
  }));
  return { sidePanel, strip, quickLinks };
}

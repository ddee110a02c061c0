/**
 * The parser's catalogue from the built-in reference data (the same tables the seed writes into
 * the database): for the accuracy corpus, the evaluation script and the benchmark, which run
 * without a database. The running product builds it from `services.taxonomy`.
 */
import { AUSTRIAN_CITIES } from '../geo/austrian-places.ts';
import { AUSTRIAN_STATES } from '../geo/austrian-states.ts';
import { BODY_COLORS, BODY_TYPES, EQUIPMENT, FUEL_CATEGORIES, OFFER_TYPES, TRANSMISSIONS } from '../taxonomy/reference-data.ts';
import { MAKES } from '../taxonomy/vehicle-catalogue.ts';
import type { SearchQueryCatalogue } from './search-query-words.ts';

export function builtInSearchQueryCatalogue(): SearchQueryCatalogue {
  return {
    makes: MAKES.map((m) => ({ id: m.id, name: m.name, models: m.models.map((model) => ({ id: model.id, name: model.name })) })),
    cities: AUSTRIAN_CITIES,
    states: AUSTRIAN_STATES,
    bodyTypes: BODY_TYPES,
    fuels: FUEL_CATEGORIES,
    transmissions: TRANSMISSIONS,
    bodyColors: BODY_COLORS,
    equipment: EQUIPMENT,
    offerTypes: OFFER_TYPES,
  };
}

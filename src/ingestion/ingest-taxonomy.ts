import type { Taxonomy } from '../taxonomy/taxonomy.server.ts';
import { PlaceLookup, TaxonomyLookup, type IngestTaxonomy } from './taxonomy-lookup.ts';

/** The process's reference data as id-or-name lookups for validating ingested cars and sellers. */
export function buildIngestTaxonomy(taxonomy: Taxonomy): IngestTaxonomy {
  return {
    makes: new TaxonomyLookup(taxonomy.makes.map((m) => ({ id: m.id, name: m.name, aliases: [m.safeValue] }))),
    modelsByMake: new Map(
      taxonomy.makes.map((make) => [make.id, new TaxonomyLookup(make.models.map((m) => ({ id: m.id, name: m.name, aliases: [m.safeValue] })))]),
    ),
    offerTypes: new TaxonomyLookup(taxonomy.offerTypes),
    fuels: new TaxonomyLookup(taxonomy.fuels),
    bodyTypes: new TaxonomyLookup(taxonomy.bodyTypes),
    bodyColors: new TaxonomyLookup(taxonomy.bodyColors),
    transmissions: new TaxonomyLookup(taxonomy.transmissions),
    driveTrains: new TaxonomyLookup(taxonomy.driveTrains),
    upholstery: new TaxonomyLookup(taxonomy.upholstery),
    pollutionClasses: new TaxonomyLookup(taxonomy.pollutionClasses),
    equipment: new TaxonomyLookup(taxonomy.equipment),
    // Most populous first, so a town name shared by several places finds the big one.
    places: new PlaceLookup(
      [...taxonomy.cities]
        .sort((a, b) => b.population - a.population)
        .map((c) => ({ name: c.name, zip: c.zip, stateSlug: c.stateSlug, lat: c.lat, lon: c.lon })),
    ),
  };
}

/**
 * Reference (c): @orama/orama, a pure-JS search engine with filters and facets, holding the same
 * documents in this process. Per search one query with the page, the count and the facets whose
 * filter group is not in use, plus one count-only query per facet whose own filter has to be left
 * out (Orama counts facets over the filtered result, as most engines do).
 */
import { create, insertMultiple, search, type AnyOrama } from '@orama/orama';
import type { SearchFilters } from '#src/domain/search/search-filters.ts';
import { SEARCH_PAGE_SIZE } from '#src/domain/search/search-options.ts';
import { COMPARED_FACETS, type ComparedFacet, type ComparedSystem, type ComparisonDoc, type FacetCounts } from './comparison-docs.ts';
import { conditionsOf, FACET_FIELD, FACET_GROUP, orderOf, pageOffset, type Condition } from './comparison-conditions.ts';

const SCHEMA = {
  make: 'enum',
  model: 'enum',
  price: 'number',
  km: 'number',
  regYear: 'number',
  kw: 'number',
  ps: 'number',
  fuel: 'enum',
  body: 'enum',
  gear: 'enum',
  dealer: 'boolean',
  photos: 'boolean',
  accident: 'boolean',
  warranty: 'boolean',
  state: 'enum',
  sellerId: 'enum',
  location: 'geopoint',
  created: 'number',
  equipment: 'enum[]',
} as const;
/** More values than any compared facet has (Orama returns the 10 largest by default). */
const FACET_LIMIT = 10_000;

type Where = Record<string, unknown>;

function conditionWhere(c: Condition): Where {
  switch (c.kind) {
    case 'makeModel': {
      const parts: Where[] = [...(c.makes.length > 0 ? [{ make: { in: c.makes } }] : []), ...(c.models.length > 0 ? [{ model: { in: c.models } }] : [])];
      return parts.length === 1 ? (parts[0] as Where) : { or: parts };
    }
    case 'in':
      return { [c.field]: { in: c.values } };
    case 'range':
      return { [c.field]: c.from !== null && c.to !== null ? { between: [c.from, c.to] } : c.from !== null ? { gte: c.from } : { lte: c.to } };
    case 'flag':
      return { [c.field]: c.value };
    case 'allOf':
      return { equipment: { containsAll: c.values } };
    case 'circle':
      return { location: { radius: { coordinates: { lat: c.lat, lon: c.lon }, value: c.radiusKm, unit: 'km', inside: true } } };
  }
}

/** Several conditions on one field (a price range plus a bound) need `and`; one where object holds one per field. */
function whereOf(conditions: readonly Condition[]): Where | undefined {
  if (conditions.length === 0) return undefined;
  return { and: conditions.map(conditionWhere) };
}

function facetCounts(values: Record<string, number> | undefined): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [k, n] of Object.entries(values ?? {})) if (n > 0 && k !== '' && k !== '0') out[k] = n;
  return out;
}

export async function createOramaBaseline(docs: readonly ComparisonDoc[]): Promise<ComparedSystem & { loadMs: number; heapMb: number }> {
  const before = process.memoryUsage();
  const started = Date.now();
  const db: AnyOrama = create({ schema: SCHEMA });
  const BATCH = 5000;
  for (let i = 0; i < docs.length; i += BATCH) {
    await insertMultiple(
      db,
      docs.slice(i, i + BATCH).map((d) => ({
        id: String(d.id),
        make: d.make,
        model: d.model,
        price: d.price,
        km: d.km,
        regYear: d.regYear,
        kw: d.kw,
        ps: d.ps,
        fuel: d.fuel,
        body: d.body,
        gear: d.gear,
        dealer: d.dealer,
        photos: d.photos,
        accident: d.accident,
        warranty: d.warranty,
        state: d.state ?? '',
        sellerId: d.sellerId,
        created: d.created,
        equipment: d.equipment,
        ...(d.lat !== null && d.lon !== null ? { location: { lat: d.lat, lon: d.lon } } : {}),
      })),
      BATCH,
    );
  }
  const loadMs = Date.now() - started;
  const after = process.memoryUsage();
  const heapMb = Math.round((after.heapUsed + after.arrayBuffers - before.heapUsed - before.arrayBuffers) / 1048576);

  return {
    name: 'Orama',
    loadMs,
    heapMb,
    async answer(filters: SearchFilters) {
      const conditions = conditionsOf(filters);
      const order = orderOf(filters);
      const inUse = new Set(conditions.map((c) => c.group));
      const ownFacets = COMPARED_FACETS.filter((f) => !inUse.has(FACET_GROUP[f]));
      const facetParam = (list: readonly ComparedFacet[]) => Object.fromEntries(list.map((f) => [FACET_FIELD[f], { limit: FACET_LIMIT }]));
      const main = await search(db, {
        term: '',
        where: whereOf(conditions),
        limit: SEARCH_PAGE_SIZE,
        offset: pageOffset(filters),
        // Orama cannot order by the distance to a point; those searches use its default order.
        ...(order.field === 'distance' ? {} : { sortBy: { property: order.field, order: order.descending ? 'DESC' : 'ASC' } }),
        facets: facetParam(ownFacets),
      } as never);
      const facets = {} as FacetCounts;
      for (const f of ownFacets) facets[f] = facetCounts(main.facets?.[FACET_FIELD[f]]?.values);
      for (const f of COMPARED_FACETS.filter((x) => inUse.has(FACET_GROUP[x]))) {
        const r = await search(db, {
          term: '',
          where: whereOf(conditions.filter((c) => c.group !== FACET_GROUP[f])),
          limit: 0,
          facets: facetParam([f]),
        } as never);
        facets[f] = facetCounts(r.facets?.[FACET_FIELD[f]]?.values);
      }
      return { ids: main.hits.map((h) => Number(h.id)), total: main.count, facets };
    },
  };
}

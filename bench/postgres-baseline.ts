/**
 * Reference (b): what a typical marketplace backend does on PostgreSQL. One flat table of the same
 * documents with a B-tree index per filtered or sorted column; per search one page query
 * (WHERE … ORDER BY … LIMIT/OFFSET), one COUNT(*) and one GROUP BY per facet (each without its own
 * filter group), sent one after another on one connection. The table is kept between runs while
 * it holds the same number of documents.
 */
import pg from 'pg';
import { EARTH_RADIUS_KM } from '#src/domain/geo/distance.ts';
import type { SearchFilters } from '#src/domain/search/search-filters.ts';
import { SEARCH_PAGE_SIZE } from '#src/domain/search/search-options.ts';
import { COMPARED_FACETS, type ComparedSystem, type ComparisonDoc, type FacetCounts } from './comparison-docs.ts';
import { conditionsOf, FACET_FIELD, FACET_GROUP, orderOf, pageOffset, type Condition } from './comparison-conditions.ts';

const COLUMNS: Record<string, string> = {
  make: 'make_id',
  model: 'model_id',
  fuel: 'fuel',
  body: 'body',
  gear: 'gear',
  state: 'state',
  sellerId: 'seller_id',
  price: 'price',
  km: 'km',
  regYear: 'reg_year',
  kw: 'kw',
  ps: 'ps',
  dealer: 'dealer',
  photos: 'photos',
  warranty: 'warranty',
  accident: 'accident',
  created: 'created',
};
const INDEXED = ['make_id, model_id', 'model_id', 'price', 'km', 'reg_year', 'kw', 'ps', 'fuel', 'body', 'gear', 'state', 'seller_id', 'created', 'lat, lon'];
const INSERT_BATCH = 2000;
const RAD = Math.PI / 180;

/** Haversine distance in km from ($lat, $lon): the engine's geometry. */
const distanceSql = (lat: string, lon: string) =>
  `(2 * ${EARTH_RADIUS_KM} * asin(sqrt(power(sin(radians(lat - ${lat}) / 2), 2) + cos(radians(${lat})) * cos(radians(lat)) * power(sin(radians(lon - ${lon}) / 2), 2))))`;

class Params {
  readonly values: unknown[] = [];
  add(v: unknown): string {
    this.values.push(v);
    return `$${this.values.length}`;
  }
}

function conditionSql(c: Condition, p: Params): string {
  switch (c.kind) {
    case 'makeModel': {
      const parts = [
        ...(c.makes.length > 0 ? [`make_id = any(${p.add(c.makes)}::int[])`] : []),
        ...(c.models.length > 0 ? [`model_id = any(${p.add(c.models)}::int[])`] : []),
      ];
      return `(${parts.join(' or ')})`;
    }
    case 'in':
      return `${COLUMNS[c.field]} = any(${p.add(c.values)})`;
    case 'range': {
      const col = COLUMNS[c.field] as string;
      return [c.from === null ? null : `${col} >= ${p.add(c.from)}`, c.to === null ? null : `${col} <= ${p.add(c.to)}`].filter(Boolean).join(' and ');
    }
    case 'flag':
      return c.value ? (COLUMNS[c.field] as string) : `not ${COLUMNS[c.field]}`;
    case 'allOf':
      return `equipment @> ${p.add(c.values)}::int[]`;
    case 'circle': {
      // The bounding box lets the (lat, lon) index narrow the rows before the exact distance test.
      const angle = Math.min(Math.PI, c.radiusKm / EARTH_RADIUS_KM);
      const dLat = angle / RAD;
      const ratio = Math.sin(angle) / Math.max(Math.cos(c.lat * RAD), 1e-9);
      const dLon = ratio >= 1 ? 180 : Math.asin(ratio) / RAD;
      const lat = p.add(c.lat);
      const lon = p.add(c.lon);
      return `lat between ${p.add(c.lat - dLat)} and ${p.add(c.lat + dLat)} and lon between ${p.add(c.lon - dLon)} and ${p.add(c.lon + dLon)} and ${distanceSql(lat, lon)} <= ${p.add(c.radiusKm)}`;
    }
  }
}

function whereSql(conditions: readonly Condition[], p: Params): string {
  return conditions.length === 0 ? '' : `where ${conditions.map((c) => conditionSql(c, p)).join(' and ')}`;
}

export async function createPostgresBaseline(
  adminUrl: string,
  databaseName: string,
  docs: readonly ComparisonDoc[],
): Promise<ComparedSystem & { close(): Promise<void>; loadMs: number }> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  if ((await admin.query('select 1 from pg_database where datname = $1', [databaseName])).rowCount === 0) await admin.query(`create database ${databaseName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const table = `docs_${docs.length}`;
  const started = Date.now();
  const present = await client.query<{ n: string }>(`select count(*) as n from information_schema.tables where table_name = $1`, [table]);
  const rows = Number(present.rows[0]?.n) > 0 ? Number((await client.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]?.n) : -1;
  if (rows !== docs.length) {
    await client.query(`drop table if exists ${table}`);
    await client.query(`create table ${table} (
      id int primary key, make_id int not null, model_id int not null, price int not null, km int not null, reg_year int not null, kw int not null,
      ps int not null, fuel text not null, body int not null, gear int not null, dealer boolean not null, photos boolean not null,
      accident boolean not null, warranty boolean not null, state text, seller_id int not null, lat double precision, lon double precision,
      created timestamptz not null, equipment int[] not null)`);
    for (let i = 0; i < docs.length; i += INSERT_BATCH) {
      const p = new Params();
      const values = docs
        .slice(i, i + INSERT_BATCH)
        .map(
          (d) =>
            `(${[d.id, d.make, d.model, d.price, d.km, d.regYear, d.kw, d.ps, d.fuel, d.body, d.gear, d.dealer, d.photos, d.accident, d.warranty, d.state, d.sellerId, d.lat, d.lon, new Date(d.created).toISOString(), d.equipment].map((v) => p.add(v)).join(',')})`,
        );
      await client.query(`insert into ${table} values ${values.join(',')}`, p.values);
    }
    for (const cols of INDEXED) await client.query(`create index on ${table} (${cols})`);
    await client.query(`analyze ${table}`);
  }
  const loadMs = Date.now() - started;

  const facetSql = (facet: (typeof COMPARED_FACETS)[number], conditions: readonly Condition[]) => {
    const p = new Params();
    const col = COLUMNS[FACET_FIELD[facet]] as string;
    const where = whereSql(
      conditions.filter((c) => c.group !== FACET_GROUP[facet]),
      p,
    );
    return { text: `select ${col} as v, count(*) as n from ${table} ${where} group by ${col}`, values: p.values };
  };

  return {
    name: 'PostgreSQL (B-tree)',
    loadMs,
    async answer(filters: SearchFilters) {
      const conditions = conditionsOf(filters);
      const order = orderOf(filters);
      const p = new Params();
      const where = whereSql(conditions, p);
      const circle = conditions.find((c) => c.kind === 'circle');
      const sortSql =
        order.field === 'distance' && circle
          ? distanceSql(p.add(circle.lat), p.add(circle.lon))
          : (COLUMNS[order.field === 'distance' ? 'created' : order.field] as string);
      const page = await client.query<{ id: number }>(
        `select id from ${table} ${where} order by ${sortSql} ${order.descending ? 'desc' : 'asc'}, id limit ${SEARCH_PAGE_SIZE} offset ${pageOffset(filters)}`,
        p.values,
      );
      const count = new Params();
      const total = await client.query<{ n: string }>(`select count(*) as n from ${table} ${whereSql(conditions, count)}`, count.values);
      const facets = {} as FacetCounts;
      for (const facet of COMPARED_FACETS) {
        const counts: Record<string, number> = {};
        for (const r of (await client.query<{ v: string | number | null; n: string }>(facetSql(facet, conditions))).rows) {
          if (r.v !== null && r.v !== 0) counts[String(r.v)] = Number(r.n);
        }
        facets[facet] = counts;
      }
      return { ids: page.rows.map((r) => r.id), total: Number(total.rows[0]?.n ?? 0), facets };
    },
    close: () => client.end(),
  };
}

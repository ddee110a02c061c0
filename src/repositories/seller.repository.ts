import { sql, type Kysely } from 'kysely';
import type { Database, SellerRow } from '../db/schema.ts';

export type SellerContactRow = {
  seller_id: number;
  position: number;
  phone_type: Database['seller_contacts']['phone_type'];
  formatted_number: string;
  call_to: string;
};
export interface SellerWithContacts {
  seller: SellerRow;
  contacts: SellerContactRow[];
}

/** Sellers with their phone contacts (ordered by position), keyed by id. Unknown ids are absent. */
export async function findSellersWithContacts(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, SellerWithContacts>> {
  const out = new Map<number, SellerWithContacts>();
  const unique = [...new Set(ids)];
  if (unique.length === 0) return out;
  const [sellers, contacts] = await Promise.all([
    db.selectFrom('sellers').selectAll().where('id', 'in', unique).execute(),
    db
      .selectFrom('seller_contacts')
      .select(['seller_id', 'position', 'phone_type', 'formatted_number', 'call_to'])
      .where('seller_id', 'in', unique)
      .orderBy('seller_id')
      .orderBy('position')
      .execute(),
  ]);
  for (const seller of sellers) out.set(seller.id, { seller, contacts: [] });
  for (const c of contacts) out.get(c.seller_id)?.contacts.push(c);
  return out;
}

export interface DealerSearch {
  name?: string | undefined;
  city?: string | undefined;
  zip?: string | undefined;
  /** only dealers with active cars of this make (issue 27 point 9) */
  makeId?: number | undefined;
  /** nearest first from here (issue 27 point 9) */
  origin?: { lat: number; lon: number } | undefined;
  /** the instant 'active' is judged at */
  now?: string | undefined;
  offset: number;
  limit: number;
}

/** Case-insensitive 'contains' pattern with LIKE wildcards in the input escaped. */
function containsPattern(value: string): string {
  return `%${value.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** Dealer directory: dealers (type D) filtered by name, city and zip prefix, by company name. */
export async function searchDealers(db: Kysely<Database>, search: DealerSearch): Promise<{ total: number; rows: SellerRow[] }> {
  let query = db.selectFrom('sellers').where('type', '=', 'D');
  if (search.name) query = query.where(sql<boolean>`lower(company_name) like ${containsPattern(search.name)} escape '\\'`);
  if (search.city) query = query.where(sql<boolean>`lower(city) like ${containsPattern(search.city)} escape '\\'`);
  if (search.zip) query = query.where(sql<boolean>`zip like ${`${search.zip.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`} escape '\\'`);
  const { makeId, origin, now = new Date().toISOString() } = search;
  if (makeId !== undefined) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('listings')
          .select('listings.id')
          .whereRef('listings.seller_id', '=', 'sellers.id')
          .where('listings.make_id', '=', makeId)
          .where('listings.status', '=', 'active')
          .where('listings.expires_at', '>', now),
      ),
    );
  }
  let ordered = query.selectAll();
  if (origin) {
    // Nearest first: squared equirectangular distance (orders like the true one within Austria); no position last.
    const lonScale = Math.cos((origin.lat * Math.PI) / 180);
    ordered = ordered
      .orderBy(sql`case when lat is null then 1 else 0 end`)
      .orderBy(sql`(lat - ${origin.lat}) * (lat - ${origin.lat}) + (lon - ${origin.lon}) * ${lonScale} * (lon - ${origin.lon}) * ${lonScale}`);
  }
  const [count, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ordered.orderBy('company_name').orderBy('id').offset(search.offset).limit(search.limit).execute(),
  ]);
  return { total: Number(count.n), rows };
}

export async function findSeller(db: Kysely<Database>, id: number): Promise<SellerRow | undefined> {
  return db.selectFrom('sellers').selectAll().where('id', '=', id).executeTakeFirst();
}

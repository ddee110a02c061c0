import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Partners of the ingestion API, their hashed keys and the sellers each may write. */

type Db = Kysely<Database> | Transaction<Database>;

export interface AuthenticatedPartner {
  id: number;
  name: string;
}

/** The partner owning a live (not revoked) key with this hash. */
export async function findPartnerByKeyHash(db: Db, keyHash: string): Promise<AuthenticatedPartner | undefined> {
  return db
    .selectFrom('partner_api_keys as k')
    .innerJoin('partners as p', 'p.id', 'k.partner_id')
    .select(['p.id', 'p.name'])
    .where('k.key_hash', '=', keyHash)
    .where('k.revoked_at', 'is', null)
    .executeTakeFirst();
}

export async function findPartnerByName(db: Db, name: string): Promise<AuthenticatedPartner | undefined> {
  return db.selectFrom('partners').select(['id', 'name']).where('name', '=', name).executeTakeFirst();
}

export async function insertPartner(db: Db, name: string, at: string): Promise<number> {
  const row = await db.insertInto('partners').values({ name, created_at: at }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertApiKey(db: Db, partnerId: number, keyPrefix: string, keyHash: string, at: string): Promise<void> {
  await db.insertInto('partner_api_keys').values({ partner_id: partnerId, key_prefix: keyPrefix, key_hash: keyHash, created_at: at }).execute();
}

/** Returns how many live keys with this prefix were revoked. */
export async function revokeApiKeys(db: Db, keyPrefix: string, at: string): Promise<number> {
  const rows = await db
    .updateTable('partner_api_keys')
    .set({ revoked_at: at })
    .where('key_prefix', '=', keyPrefix)
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
  return rows.length;
}

export async function listPartners(db: Db) {
  const [partners, keys, sellers] = await Promise.all([
    db.selectFrom('partners').select(['id', 'name', 'created_at']).orderBy('name').execute(),
    db.selectFrom('partner_api_keys').select(['partner_id', 'key_prefix', 'created_at', 'revoked_at']).orderBy('id').execute(),
    db.selectFrom('partner_sellers').select(['partner_id', 'seller_id', 'seller_reference']).orderBy('seller_id').execute(),
  ]);
  return partners.map((p) => ({
    ...p,
    keys: keys.filter((k) => k.partner_id === p.id),
    sellers: sellers.filter((s) => s.partner_id === p.id),
  }));
}

/** The marketplace id of a seller the partner may write, by the partner's reference for it. */
export async function findScopedSellerId(db: Db, partnerId: number, sellerReference: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('partner_sellers')
    .select('seller_id')
    .where('partner_id', '=', partnerId)
    .where('seller_reference', '=', sellerReference)
    .executeTakeFirst();
  return row?.seller_id;
}

export async function existingSellerIds(db: Db, sellerIds: readonly number[]): Promise<number[]> {
  if (sellerIds.length === 0) return [];
  const rows = await db.selectFrom('sellers').select('id').where('id', 'in', sellerIds).execute();
  return rows.map((r) => r.id);
}

/** Lets the partner write the seller under the given reference; granting twice changes nothing. */
export async function grantSeller(db: Db, partnerId: number, sellerId: number, sellerReference: string): Promise<void> {
  await db
    .insertInto('partner_sellers')
    .values({ partner_id: partnerId, seller_id: sellerId, seller_reference: sellerReference })
    .onConflict((oc) => oc.columns(['partner_id', 'seller_id']).doNothing())
    .execute();
}

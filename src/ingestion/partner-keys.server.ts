import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import {
  existingSellerIds,
  findPartnerByKeyHash,
  findPartnerByName,
  grantSeller,
  insertApiKey,
  insertPartner,
  revokeApiKeys,
  type AuthenticatedPartner,
} from '../repositories/partner.repository.ts';
import { IngestError } from './ingest-error.ts';

const KEY_PREFIX = 'gwk_';
/** Characters of a key kept in clear text so an operator can identify and revoke it. */
const VISIBLE_PREFIX_LENGTH = 12;

/**
 * Keys are 256 random bits, so a plain SHA-256 is enough to make a leaked table useless: there is
 * nothing to guess, and unlike scrypt it costs nothing per request.
 */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

function generateApiKey(): { key: string; prefix: string; hash: string } {
  const key = KEY_PREFIX + randomBytes(32).toString('base64url');
  return { key, prefix: key.slice(0, VISIBLE_PREFIX_LENGTH), hash: hashApiKey(key) };
}

/** The partner behind `Authorization: Bearer <key>`, or a 401. */
export async function authenticatePartner(db: Kysely<Database>, authorization: string | undefined): Promise<AuthenticatedPartner> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  const partner = match?.[1] ? await findPartnerByKeyHash(db, hashApiKey(match[1])) : undefined;
  if (!partner) throw new IngestError('UNAUTHORIZED', 'API-Schlüssel fehlt oder ist ungültig (Header Authorization: Bearer <Schlüssel>)');
  return partner;
}

export interface IssuedKey {
  partnerId: number;
  partnerCreated: boolean;
  key: string;
  prefix: string;
}

/**
 * Creates the partner (or finds it by name), issues a new key and lets it write the given
 * sellers, which it then addresses by their marketplace id. The key is returned once and never stored.
 */
export async function issuePartnerKey(db: Kysely<Database>, name: string, sellerIds: readonly number[], now: Date): Promise<IssuedKey> {
  const known = new Set(await existingSellerIds(db, sellerIds));
  const unknown = sellerIds.filter((id) => !known.has(id));
  if (unknown.length > 0) throw new Error(`Unbekannte Verkäufer-ID(s): ${unknown.join(', ')}`);
  const at = now.toISOString();
  const { key, prefix, hash } = generateApiKey();
  return db.transaction().execute(async (trx) => {
    const existing = await findPartnerByName(trx, name);
    const partnerId = existing?.id ?? (await insertPartner(trx, name, at));
    await insertApiKey(trx, partnerId, prefix, hash, at);
    for (const sellerId of sellerIds) await grantSeller(trx, partnerId, sellerId, String(sellerId));
    return { partnerId, partnerCreated: !existing, key, prefix };
  });
}

export async function revokePartnerKeys(db: Kysely<Database>, prefix: string, now: Date): Promise<number> {
  return revokeApiKeys(db, prefix, now.toISOString());
}

import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ensureAppSecret } from '../repositories/app-secret.repository.ts';

const SALT_NAME = 'rate-limit-salt';

/**
 * IPs, e-mail addresses and user names are counted under a hash salted with a secret of this
 * installation: `rate_limit_events` holds no personal data, and its hashes cannot be reversed by
 * hashing every IPv4 address. The salt is read (or made) once per process.
 */
export function createBucketHasher(db: Kysely<Database>): () => Promise<(value: string) => string> {
  let salt: Promise<string> | null = null;
  const saltOnce = () =>
    (salt ??= ensureAppSecret(db, SALT_NAME, randomBytes(32).toString('base64url')).catch((err: unknown) => {
      salt = null;
      throw err;
    }));
  return async () => {
    const secret = await saltOnce();
    return (value) => createHash('sha256').update(secret).update('\0').update(value.trim().toLowerCase()).digest('base64url').slice(0, 32);
  };
}

import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * The operator's password (ADMIN_PASSWORD_HASH) is stored as Node's scrypt in one line:
 *
 *   scrypt$<N>$<r>$<p>$<salt, base64url>$<derived key, base64url>
 *
 * e.g. `scrypt$32768$8$1$3vP…$Hq9…`, made by `npm run operator:password-hash`. The parameters travel
 * with the hash, so a stronger setting later does not invalidate an older hash.
 */
export interface OperatorPasswordHash {
  n: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

/** 2^15 × 8: about 32 MiB and a few tens of milliseconds per check (OWASP's scrypt minimum is 2^17 × 8 × 1 at 128 MiB; one operator login a session does not need more). */
const DEFAULT_COST = { n: 32_768, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
const FORMAT = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9_-]{16,})\$([A-Za-z0-9_-]{43,})$/;

export function parseOperatorPasswordHash(text: string): OperatorPasswordHash | null {
  const match = FORMAT.exec(text.trim());
  if (!match) return null;
  const [n, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // N must be a power of two above 1 (scrypt's rule); bounds keep a typo from asking for gigabytes.
  if (n < 2 || n > 2 ** 20 || (n & (n - 1)) !== 0 || r < 1 || r > 32 || p < 1 || p > 16) return null;
  const key = Buffer.from(match[5] ?? '', 'base64url');
  if (key.length < KEY_BYTES) return null;
  return { n, r, p, salt: Buffer.from(match[4] ?? '', 'base64url'), key };
}

function derive(password: string, salt: Buffer, keyBytes: number, cost: { n: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { N: cost.n, r: cost.r, p: cost.p, maxmem: 256 * cost.n * cost.r + 1024 * 1024 };
  // The asynchronous form runs in libuv's thread pool: a login never stalls the serving process.
  return new Promise((resolve, reject) => scrypt(password.normalize('NFC'), salt, keyBytes, options, (err, key) => (err ? reject(err) : resolve(key))));
}

export async function hashOperatorPassword(password: string, cost: { n: number; r: number; p: number } = DEFAULT_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, KEY_BYTES, cost);
  return `scrypt$${cost.n}$${cost.r}$${cost.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** Constant-time comparison of the derived key. */
export async function verifyOperatorPassword(password: string, hash: OperatorPasswordHash): Promise<boolean> {
  const key = await derive(password, hash.salt, hash.key.length, hash);
  return timingSafeEqual(key, hash.key);
}

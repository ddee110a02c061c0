import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.server.ts';
import { hashOperatorPassword, parseOperatorPasswordHash, verifyOperatorPassword } from './operator-password.server.ts';

const CHEAP = { n: 1024, r: 8, p: 1 };

describe('operator password hash (ADMIN_PASSWORD_HASH)', () => {
  it('writes scrypt$N$r$p$salt$key and accepts only the password it was made from', async () => {
    const line = await hashOperatorPassword('Richtiges-Passwort', CHEAP);
    expect(line).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    const hash = parseOperatorPasswordHash(line);
    expect(hash).not.toBeNull();
    if (!hash) return;
    expect(await verifyOperatorPassword('Richtiges-Passwort', hash)).toBe(true);
    expect(await verifyOperatorPassword('Richtiges-passwort', hash)).toBe(false);
    expect(await verifyOperatorPassword('', hash)).toBe(false);
  });

  it('refuses malformed lines and parameters that are no power of two or absurdly large', async () => {
    const line = await hashOperatorPassword('x'.repeat(12), CHEAP);
    expect(parseOperatorPasswordHash(line.replace('scrypt$1024', 'scrypt$1000'))).toBeNull();
    expect(parseOperatorPasswordHash(line.replace('scrypt$1024', `scrypt$${2 ** 24}`))).toBeNull();
    expect(parseOperatorPasswordHash(line.replace(/\$[\w-]+$/, '$kurz'))).toBeNull();
    expect(parseOperatorPasswordHash('geheim')).toBeNull();
  });

  it('the environment takes both variables or neither, and a valid hash only', async () => {
    const hash = await hashOperatorPassword('x'.repeat(12), CHEAP);
    expect(loadEnv({ ADMIN_USER: 'betrieb', ADMIN_PASSWORD_HASH: hash }).ADMIN_USER).toBe('betrieb');
    expect(loadEnv({}).ADMIN_USER).toBeUndefined();
    expect(() => loadEnv({ ADMIN_USER: 'betrieb' })).toThrow(/ADMIN_USER and ADMIN_PASSWORD_HASH are set together/);
    expect(() => loadEnv({ ADMIN_USER: 'betrieb', ADMIN_PASSWORD_HASH: 'geheim' })).toThrow(/npm run operator:password-hash/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFailureDelay } from '#src/abuse/failure-delay.server.ts';
import { createLogger } from '#src/config/logger.server.ts';
import { createOperatorGate, type OperatorAccess } from '#src/moderation/operator-gate.server.ts';
import { hashOperatorPassword } from '#src/config/operator-password.server.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../support/test-databases.ts';

/**
 * Operator sign-ins (issue 37 point 7): failures make an address, and from addresses that failed a user
 * name, wait longer and longer; the right password from an address that has not failed always works.
 * Each gate stands for a serving process of its own: the failures they count are shared in the database.
 */
const USER = 'betrieb';
const PASSWORD = 'Richtiges-Passwort-2026';
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const RIGHT = basic(USER, PASSWORD);
const wrong = (i: number) => basic(USER, `falsch-${i}`);

describe.each(DIALECTS)('operator sign-in delays (issue 37 point 7) on %s', (dialect) => {
  let t: TestDatabase;
  let hash: string;
  let clock = new Date('2026-12-01T10:00:00.000Z');
  const later = (seconds: number) => {
    clock = new Date(clock.getTime() + seconds * 1000);
  };
  /** A gate as a fresh serving process has it (no sign-in it verified itself yet). */
  const gate = () =>
    createOperatorGate({
      user: USER,
      passwordHash: hash,
      failures: createFailureDelay(t.handle.db, 'operator-login'),
      logger: createLogger('silent'),
      now: () => clock,
    });
  const retryAfter = (access: OperatorAccess) => (access.kind === 'limited' ? access.retryAfterSeconds : access.kind);

  beforeAll(async () => {
    t = await createTestDatabase(dialect);
    // A cheap scrypt cost: the format carries it, and the check is the same code as with the default.
    hash = await hashOperatorPassword(PASSWORD, { n: 1024, r: 8, p: 1 });
  }, 120_000);
  afterAll(async () => {
    await t?.drop();
  });

  it('makes a guessing address wait longer after each failure, also with the right password, and never another address', async () => {
    const guesser = '203.0.113.10';
    for (let i = 0; i < 3; i++) expect((await gate().check(wrong(i), guesser)).kind).toBe('refused');
    const waits: (number | string)[] = [];
    for (let i = 3; i < 8; i++) {
      const early = await gate().check(wrong(i), guesser);
      waits.push(retryAfter(early));
      // Even the right password waits: a guess in time would otherwise be checked.
      expect(retryAfter(await gate().check(RIGHT, guesser))).toBe(retryAfter(early));
      later(retryAfter(early) as number);
      expect((await gate().check(wrong(i), guesser)).kind).toBe('refused');
      // The operator at another address is never held back.
      expect((await gate().check(RIGHT, `198.51.100.${i}`)).kind).toBe('granted');
    }
    expect(waits).toEqual([1, 2, 4, 8, 16]);
    // Twice as long again for the next guess.
    expect(retryAfter(await gate().check(wrong(99), guesser))).toBe(32);
  });

  it('makes addresses that failed wait for a user name many addresses guessed, but lets a fresh address with the right password in', async () => {
    later(3600);
    const name = 'chef';
    const guess = (address: string, i: number) => gate().check(basic(name, `falsch-${i}`), address);
    // Ten addresses guess once each: within their own free failures.
    for (let i = 0; i < 10; i++) expect((await guess(`192.0.2.${i}`, i)).kind).toBe('refused');
    // Now every address that failed before waits for the name as well, however few failures of its own.
    expect(retryAfter(await guess('192.0.2.0', 10))).toBe(1);
    later(1);
    expect((await guess('192.0.2.1', 11)).kind).toBe('refused');
    expect(retryAfter(await guess('192.0.2.2', 12))).toBe(2);
    // An address that never failed is checked at once: wrong is refused, right is let in.
    expect((await guess('192.0.2.200', 13)).kind).toBe('refused');
    expect((await gate().check(basic(name, PASSWORD), '192.0.2.201')).kind).toBe('refused');
    expect((await gate().check(RIGHT, '192.0.2.202')).kind).toBe('granted');
  });

  it('forgets failures after a day', async () => {
    const address = '203.0.113.77';
    for (let i = 0; i < 4; i++) await gate().check(wrong(i), address);
    expect((await gate().check(wrong(5), address)).kind).toBe('limited');
    later(24 * 3600 + 1);
    expect((await gate().check(wrong(6), address)).kind).toBe('refused');
    expect((await gate().check(RIGHT, address)).kind).toBe('granted');
  });
});

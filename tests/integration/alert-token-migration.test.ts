/**
 * Issue 37 point 7: price-alert and 'Wertalarm' tokens stored before migration 2026-11-28-0100 were plain
 * text. The migration keeps only their SHA-256 hashes, and the links in mails already sent keep working.
 */
import { randomBytes } from 'node:crypto';
import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { InCodeMigrationProvider, migrateToLatest } from '#src/db/migrate.server.ts';
import { countPriceAlertsOfConfirmToken, findPriceAlertsByLinkToken } from '#src/repositories/price-alert.repository.ts';
import { storedToken } from '#src/repositories/stored-token.ts';
import { findValueAlertByLinkToken, findValueAlertByToken } from '#src/repositories/value-alert.repository.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../support/test-databases.ts';

const token = () => randomBytes(24).toString('base64url');
const AT = '2026-11-20T08:00:00.000Z';

describe.each(DIALECTS)('the alert-token migration on %s', (dialect) => {
  let t: TestDatabase | undefined;
  afterEach(async () => {
    await t?.drop();
  });

  it('replaces each stored plain token by its hash; the links of mails already sent still confirm and unsubscribe', async () => {
    t = await createTestDatabase(dialect);
    const { handle } = t;
    // Back to the schema before it, with plain tokens as the old code stored them.
    const migrator = new Migrator({ db: handle.db, provider: new InCodeMigrationProvider(handle) });
    const down = await migrator.migrateTo('2026-11-27-0110-dealer-enquiries');
    expect(down.error).toBeUndefined();
    const priceConfirm = token();
    const unsubscribes = [token(), token()];
    for (const [i, unsubscribe] of unsubscribes.entries()) {
      await sql`insert into price_alerts (email, listing_id, title, frequency, confirm_token, unsubscribe_token, created_at, known_price)
                values (${'alt@example.at'}, ${100 + i}, ${`Auto ${i}`}, ${'instant'}, ${priceConfirm}, ${unsubscribe}, ${AT}, ${20_000})`.execute(handle.db);
    }
    const valueToken = token();
    await sql`insert into value_alerts (email, inputs, token, market_value, created_at, last_value)
              values (${'wert@example.at'}, ${'mmm=74|8401&freg=2019-06&km=84000&fuel=D&powerkw=110&gear=2&body=6'}, ${valueToken}, ${18_000}, ${AT}, ${18_000})`.execute(
      handle.db,
    );

    await migrateToLatest(handle);

    const prices = await handle.db.selectFrom('price_alerts').selectAll().orderBy('id').execute();
    expect(prices.map((r) => r.confirm_token)).toEqual([storedToken(priceConfirm), storedToken(priceConfirm)]);
    expect(prices.some((r) => 'unsubscribe_token' in r)).toBe(false);
    expect((await handle.db.selectFrom('price_alert_link_tokens').select('token').orderBy('alert_id').execute()).map((r) => r.token)).toEqual(
      unsubscribes.map(storedToken),
    );
    expect((await handle.db.selectFrom('value_alerts').select('token').executeTakeFirstOrThrow()).token).toBe(storedToken(valueToken));

    // The mailed links carry the plain tokens: they still find their alerts; the stored hashes find nothing.
    expect(await countPriceAlertsOfConfirmToken(handle.db, priceConfirm)).toBe(2);
    expect(await countPriceAlertsOfConfirmToken(handle.db, storedToken(priceConfirm))).toBe(0);
    expect((await findPriceAlertsByLinkToken(handle.db, unsubscribes[1] ?? '')).map((r) => r.title)).toEqual(['Auto 1']);
    expect(await findPriceAlertsByLinkToken(handle.db, storedToken(unsubscribes[1] ?? ''))).toEqual([]);
    expect((await findValueAlertByToken(handle.db, valueToken))?.email).toBe('wert@example.at');
    expect((await findValueAlertByLinkToken(handle.db, valueToken))?.email).toBe('wert@example.at');
    expect(await findValueAlertByToken(handle.db, storedToken(valueToken))).toBeUndefined();

    // New alerts get ids past the migrated ones.
    const next = await handle.db
      .insertInto('price_alerts')
      .values({
        email: 'neu@example.at',
        listing_id: 7,
        title: 'Neu',
        frequency: 'weekly',
        confirm_token: storedToken(token()),
        created_at: AT,
        known_price: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(next.id).toBeGreaterThan(Math.max(...prices.map((r) => r.id)));
  });
});

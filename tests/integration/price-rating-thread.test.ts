/**
 * Issue 24 point 4: the background rating work runs in a worker thread with its own connection, so
 * the serving process's event loop stays free. The thread rates every car, follows the change feed
 * and reports a failure back, on both dialects.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '#src/config/env.server.ts';
import { createRatingThread, type RatingThread } from '#src/pricing/rating-thread-runner.server.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../support/test-databases.ts';

describe.each(DIALECTS)('price-rating thread on %s', (dialect) => {
  let t: TestDatabase;
  let thread: RatingThread;
  beforeAll(async () => {
    t = await createTestDatabase(dialect, { listings: 150, seed: 4 });
    thread = createRatingThread(loadEnv({ DATA_DIR: t.dataDir, DATABASE_URL: t.databaseUrl ?? '', LOG_LEVEL: 'silent' }));
  });
  afterAll(async () => {
    await thread?.close();
    await t?.drop();
  });

  it('rates every car and stores the evaluation from its own thread, and follows the feed', async () => {
    await thread.run('all');
    const state = await t.handle.db.selectFrom('price_rating_state').selectAll().executeTakeFirstOrThrow();
    expect(state.computed_at).not.toBe('');
    const rated = await t.handle.db
      .selectFrom('listing_price_ratings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(rated.n)).toBeGreaterThan(0);
    expect(await t.handle.db.selectFrom('price_model_evaluations').select('id').execute()).toHaveLength(1);
    await expect(thread.run('pending')).resolves.toBeUndefined();
  });
});

import { seededTestServer } from '../support/seeded-test-server.ts';

/** One real server for all browser tests. */
export const { setup, teardown } = seededTestServer('e2e', {
  NODE_ENV: 'test',
  SEED_LISTINGS: process.env.E2E_SEED_LISTINGS ?? '4000',
  // Every browser test posts from 127.0.0.1; the per-IP limits are tested in integration tests.
  RATE_LIMIT_MULTIPLIER: '50',
});

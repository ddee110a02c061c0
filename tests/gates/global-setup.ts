import { seededTestServer } from '../support/seeded-test-server.ts';

/**
 * One production server for the quality gates, the way the browser tests get theirs. Gates that need
 * another configuration (HTTPS, a database outage) start their own server in the test file.
 */
export const { setup, teardown } = seededTestServer('gates', {
  NODE_ENV: 'production',
  SEED_LISTINGS: process.env.GATES_SEED_LISTINGS ?? '4000',
});

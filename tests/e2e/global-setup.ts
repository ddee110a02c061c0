import type { TestProject } from 'vitest/node';
import { hashOperatorPassword } from '#src/config/operator-password.server.ts';
import { TEST_OPERATOR } from '../support/operator-credentials.ts';
import { startSeededServerProcess, type ServerProcess } from '../support/seeded-test-server.ts';

let servers: ServerProcess[] = [];

/**
 * One real server per vitest worker, each in a process of its own with its own database and port, so
 * the browser test files run side by side without sharing state; `worker-server.ts` gives each test
 * file its worker's server as `inject('baseUrl')` / `inject('dataDir')`.
 */
export async function setup(project: TestProject) {
  const count = Math.max(1, project.config.maxWorkers);
  // The operator page exists (tests/e2e/moderation.test.ts signs in with TEST_OPERATOR).
  const operatorHash = await hashOperatorPassword(TEST_OPERATOR.password);
  servers = await Promise.all(
    Array.from({ length: count }, () =>
      startSeededServerProcess('e2e', {
        SEED_LISTINGS: process.env.E2E_SEED_LISTINGS ?? '4000',
        // Every browser test posts from 127.0.0.1; the per-IP limits are tested in integration tests.
        RATE_LIMIT_MULTIPLIER: '50',
        // No first photos drawn ahead (half a core per server for the whole run); pages draw on request as before
        // the job reaches a car. The gates' Lighthouse run measures the drawn-ahead photo.
        FIRST_PHOTO_MB: '0',
        ADMIN_USER: TEST_OPERATOR.username,
        ADMIN_PASSWORD_HASH: operatorHash,
      }),
    ),
  );
  project.provide(
    'e2eServers',
    servers.map(({ baseUrl, dataDir }) => ({ baseUrl, dataDir })),
  );
}

export async function teardown() {
  await Promise.all(servers.map((s) => s.close()));
}

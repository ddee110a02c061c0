import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '#app': fileURLToPath(new URL('./app', import.meta.url)),
  '#src': fileURLToPath(new URL('./src', import.meta.url)),
};

// Test databases seeded with the clock are copied from templates of this run only (tests/support/test-databases.ts).
process.env.GW_TEST_RUN ??= String(Date.now());

/** Unit test files at once (`UNIT_WORKERS`): pure CPU, so one per core; Vitest's default leaves one core idle. */
const UNIT_WORKERS = Number(process.env.UNIT_WORKERS ?? os.availableParallelism());

/** Integration test files at once (`INTEGRATION_WORKERS` to change it). */
const INTEGRATION_WORKERS = Number(process.env.INTEGRATION_WORKERS ?? 2);

/** Browser test files at once, each with its own server and Chromium (`E2E_WORKERS` to change it). */
const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'app/**/*.test.ts', 'app/**/*.test.tsx', 'server/**/*.test.ts', 'tests/lint/**/*.test.ts'],
          environment: 'node',
          maxWorkers: UNIT_WORKERS,
          // Run together with integration (npm test), whose worker count differs: Vitest then needs an order.
          sequence: { groupOrder: 0 },
          setupFiles: ['tests/support/fast-check-seed.ts', 'tests/support/fail-on-console-error.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          // Vitest's default is one file at a time on two cores; these files mostly wait (PostgreSQL, child
          // processes, SMTP), each on databases, folders and ports of its own, so two overlap their waits.
          maxWorkers: INTEGRATION_WORKERS,
          sequence: { groupOrder: 1 },
          globalSetup: ['tests/support/test-templates.ts'],
          setupFiles: ['tests/support/fast-check-seed.ts', 'tests/support/fail-on-console-error.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // One server per worker (global-setup.ts); files run side by side, each on its worker's server.
          globalSetup: ['tests/e2e/global-setup.ts', 'tests/support/test-templates.ts'],
          setupFiles: ['tests/e2e/worker-server.ts', 'tests/e2e/failure-artifacts.ts'],
          maxWorkers: E2E_WORKERS,
          // A safety net only (assertions wait 10 s each): long journeys share the two cores with another file.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Retrying assertions wait for the page to settle; a loaded machine may need more than a second.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        // Quality gates (docs/quality-gates.md): one server, files one after another so Lighthouse
        // and the timing-sensitive checks never share the CPU with another gate.
        resolve: { alias },
        test: {
          name: 'gates',
          include: ['tests/gates/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/gates/global-setup.ts', 'tests/support/test-templates.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});

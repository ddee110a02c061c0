import { inject } from 'vitest';

/**
 * Runs before every browser test file (a setup file of the e2e project): points `inject('baseUrl')` and
 * `inject('dataDir')` at the server of this file's vitest worker. VITEST_POOL_ID (1..maxWorkers) is
 * unique among the files running at the same moment, so no two files ever share a server.
 *
 * Vitest provides values per project only; `inject` reads them from the worker's state, which is
 * where this file sets the worker's own values.
 */
const servers = inject('e2eServers');
const server = servers[(Number(process.env.VITEST_POOL_ID ?? '1') - 1) % servers.length];
const workerState = (globalThis as { __vitest_worker__?: { providedContext?: Record<string, unknown> } }).__vitest_worker__;
if (!server || !workerState?.providedContext) throw new Error('no e2e server for this worker: see tests/e2e/global-setup.ts');
Object.assign(workerState.providedContext, server);

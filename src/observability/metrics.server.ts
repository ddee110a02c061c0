/**
 * The Prometheus metrics of one serving process (prom-client's global registry). The cluster primary
 * collects every worker's registry and merges them (server/metrics-listener.ts): counters and
 * histograms add up; a gauge that every process reads from the shared database takes the highest
 * value (`aggregator: 'max'`), so N workers do not report N times the outbox. Labels have few values
 * (route pattern, method, status, job name), never a URL or an id.
 */
import cluster from 'node:cluster';
import { AggregatorRegistry, collectDefaultMetrics, Counter, Gauge, Histogram, register } from 'prom-client';
import { cacheBytes } from '../caching/byte-bounded-cache.ts';
import type { PoolMetrics } from '../db/connect.server.ts';

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by route pattern, method and status',
  labelNames: ['route', 'method', 'status'] as const,
});

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from the request reaching the app to its answer, by route pattern, method and status',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

export const searchDuration = new Histogram({
  name: 'search_duration_seconds',
  help: 'Time of the in-memory search engine for one result page (filter, count, order)',
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25],
});

export const pageCacheRequests = new Counter({
  name: 'page_cache_requests_total',
  help: 'Page requests the page cache could serve (hit) or not (miss); hit ratio = hit / (hit + miss)',
  labelNames: ['result'] as const,
});

export const mailDeliveryFailures = new Counter({
  name: 'mail_delivery_failures_total',
  help: 'Failed mail deliveries: retried later, or failed for good',
  labelNames: ['outcome'] as const,
});

export const rateLimitRefusals = new Counter({
  name: 'rate_limit_refusals_total',
  help: 'Public submissions refused by a rate limit, by action',
  labelNames: ['action'] as const,
});

export const jobLastSuccess = new Gauge({
  name: 'job_last_success_timestamp_seconds',
  help: 'When a background job last finished without an error (Unix time)',
  labelNames: ['job'] as const,
  aggregator: 'max',
});

export const jobDuration = new Gauge({
  name: 'job_last_duration_seconds',
  help: 'How long the last run of a background job took',
  labelNames: ['job'] as const,
  aggregator: 'max',
});

export const jobFailures = new Counter({
  name: 'job_failures_total',
  help: 'Background job runs that ended with an error',
  labelNames: ['job'] as const,
});

export const dbPoolWaits = new Counter({
  name: 'db_pool_waits_total',
  help: 'PostgreSQL: queries that had to wait for a free pooled connection',
});

export const dbPoolTimeouts = new Counter({
  name: 'db_pool_timeouts_total',
  help: 'PostgreSQL: waits for a pooled connection or a connection attempt that ran past the deadline',
});

export const dbQueryTimeouts = new Counter({
  name: 'db_query_timeouts_total',
  help: 'Statements cancelled at the database deadline (DB_QUERY_TIMEOUT_MS)',
});

/** The pool's counters as the database connection takes them (src/db/connect.server.ts `PoolMetrics`). */
export const databasePoolMetrics: PoolMetrics = { poolWaits: dbPoolWaits, poolTimeouts: dbPoolTimeouts, queryTimeouts: dbQueryTimeouts };

export const admissionInProgress = new Gauge({
  name: 'admission_in_progress',
  help: 'Requests being worked on, by kind (api, page, photo, upload, write); summed over the serving processes',
  labelNames: ['kind'] as const,
});

export const admissionQueued = new Gauge({
  name: 'admission_queued',
  help: 'Requests waiting for a place, by kind; summed over the serving processes',
  labelNames: ['kind'] as const,
});

export const admissionShed = new Counter({
  name: 'admission_shed_total',
  help: 'Requests answered 503 + Retry-After without being worked on, by kind and reason (queue-full, queue-timeout, heap, event-loop)',
  labelNames: ['kind', 'reason'] as const,
});

export const cacheBytesGauge = new Gauge({
  name: 'cache_bytes',
  help: 'Bytes each in-memory cache counts against its share of MEMORY_BUDGET_MB (docs/operations.md "Memory"), by cache and serving process',
  labelNames: ['cache', 'worker'] as const,
  collect() {
    const worker = String(cluster.worker?.id ?? 0);
    for (const [cache, bytes] of cacheBytes()) this.set({ cache, worker }, bytes);
  },
});

/** A value read when Prometheus scrapes; `max` over the serving processes. */
export function gaugeOnScrape(name: string, help: string, read: () => Promise<number> | number): Gauge {
  const existing = register.getSingleMetric(name);
  if (existing) register.removeSingleMetric(name);
  return new Gauge({
    name,
    help,
    aggregator: 'max',
    async collect() {
      this.set(await read());
    },
  });
}

let defaultsStarted = false;

/**
 * RSS, heap, event-loop lag, GC and CPU of this process, labelled with its cluster worker id
 * (0 for a process serving alone), so the primary's merged answer keeps them per process.
 * A cluster worker also starts answering the primary's requests for its metrics.
 */
export function collectProcessMetrics(): void {
  if (defaultsStarted) return;
  defaultsStarted = true;
  collectDefaultMetrics({ labels: { worker: String(cluster.worker?.id ?? 0) } });
  // prom-client registers the worker's side of the exchange when an AggregatorRegistry is made.
  if (cluster.isWorker) new AggregatorRegistry();
}

export { register as metricsRegistry };

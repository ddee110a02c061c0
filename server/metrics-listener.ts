/**
 * The Prometheus endpoint (`GET /metrics`) on its own listener (METRICS_HOST:METRICS_PORT, loopback
 * by default), never on the public port. In a cluster the primary answers with every worker's
 * metrics merged (prom-client's AggregatorRegistry asks each worker over the IPC channel); a process
 * serving alone answers with its own.
 */
import http from 'node:http';
import { AggregatorRegistry } from 'prom-client';
import type { Logger } from '#src/config/logger.server.ts';
import { metricsRegistry } from '#src/observability/metrics.server.ts';

export interface MetricsSource {
  contentType: string;
  collect(): Promise<string>;
}

export const ownMetrics: MetricsSource = { contentType: metricsRegistry.contentType, collect: () => metricsRegistry.metrics() };

export function clusterMetrics(): MetricsSource {
  const aggregator = new AggregatorRegistry();
  return { contentType: aggregator.contentType, collect: () => aggregator.clusterMetrics() };
}

export interface MetricsListener {
  url: string;
  close(): Promise<void>;
}

/** Starts the listener; a port that is taken is logged as an error, and the site serves on without metrics. */
export async function startMetricsListener(options: { host: string; port: number; source: MetricsSource; logger: Logger }): Promise<MetricsListener | null> {
  const { source, logger } = options;
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: GET /metrics');
      return;
    }
    source.collect().then(
      (body) => res.writeHead(200, { 'content-type': source.contentType }).end(body),
      (err: unknown) => {
        logger.warn({ err }, 'metrics collection failed');
        res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics collection failed');
      },
    );
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, options.host, () => resolve());
    });
  } catch (err) {
    logger.error({ err, host: options.host, port: options.port }, 'metrics listener could not start; serving without metrics');
    return null;
  }
  const address = server.address();
  const url = `http://${options.host}:${typeof address === 'object' && address ? address.port : options.port}/metrics`;
  logger.info({ url }, 'metrics listening');
  return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * Every request gets an id (`X-Request-Id`; a sane incoming one is kept, so a proxy's id follows the
 * request), carried on each log line written while it is answered (src/config/request-context.ts),
 * one JSON access-log line and the HTTP metrics. Neither the log nor the metrics hold personal data:
 * the route pattern stands for the address (no query, no ids), and no client address is written.
 */
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { Logger } from '#src/config/logger.server.ts';
import { httpRequestDuration, httpRequests } from '#src/observability/metrics.server.ts';
import { runWithRequest } from '#src/config/request-context.ts';

export interface ObservedEnv {
  Variables: { requestId: string; routePattern: string | undefined };
}

/** What a proxy or client may hand us as the id: short, and nothing a log reader could trip over. */
const SANE_REQUEST_ID = /^[\w.:-]{1,64}$/;

/** 12 characters from 72 random bits: short enough to read out over the phone from an error page. */
export function newRequestId(): string {
  return randomBytes(9).toString('base64url');
}

export function requestIdOf(header: string | undefined): string {
  return header !== undefined && SANE_REQUEST_ID.test(header) ? header : newRequestId();
}

/** Health probes come every few seconds from each balancer: logged at debug level only. */
const QUIET_ROUTES = /^\/health\//;

/**
 * The pattern of the route that answered: a page's React Router pattern (set by the page handler),
 * else the Hono route registered for this method (`/api/v2/listings/:id`), else the most specific
 * mount it passed (`/assets/*`). Hono lists every route that matched, middleware included.
 */
function routePatternOf(c: Context<ObservedEnv>): string {
  const page = c.get('routePattern');
  if (page !== undefined) return page;
  const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
  const routes = matchedRoutes(c);
  const handler = routes.find((r) => r.method === method);
  if (handler) return handler.path;
  return routes.filter((r) => r.path !== '/*' && r.path !== '*').at(-1)?.path ?? 'unmatched';
}

export function observeRequests(logger: Logger): MiddlewareHandler<ObservedEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdOf(c.req.header('x-request-id'));
    c.set('requestId', requestId);
    await runWithRequest({ requestId }, next);
    c.res.headers.set('X-Request-Id', requestId);
    const route = routePatternOf(c);
    const method = c.req.method;
    const record = (status: number, bytes: number | null) => {
      const seconds = (performance.now() - started) / 1000;
      const labels = { route, method, status: String(status) };
      httpRequests.inc(labels);
      httpRequestDuration.observe(labels, seconds);
      const line = { reqId: requestId, method, route, status, ms: Math.round(seconds * 10_000) / 10, bytes };
      if (QUIET_ROUTES.test(route)) logger.debug(line, 'request');
      else logger.info(line, 'request');
    };
    // Served by @hono/node-server: log when the last byte left, with what the socket sent (headers included).
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    const socket = outgoing?.socket;
    if (outgoing && socket) {
      const before = socket.bytesWritten;
      outgoing.once('close', () => record(outgoing.statusCode, socket.bytesWritten - before));
    } else {
      const length = c.res.headers.get('content-length');
      record(c.res.status, length === null ? null : Number(length));
    }
  };
}

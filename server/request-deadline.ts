import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';

/**
 * A request that is still not answered after its deadline gets 503 + Retry-After (the app's error
 * handler: the server-error page, or JSON under /api) instead of waiting on. Every statement has a
 * deadline of its own (src/db/connect.server.ts), but a page may run several in a row and wait for
 * a pool connection before each, so only a deadline for the whole request bounds what a visitor
 * waits while the database stalls. The work already started finishes unseen in the background.
 */
export function requestDeadline(ms: number, exempt: (path: string) => boolean): MiddlewareHandler {
  return async (c, next) => {
    if (exempt(c.req.path)) return next();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<typeof SLOW_BODY>((resolve, reject) => {
      timer = setTimeout(() => (bodyStillArriving(c) ? resolve(SLOW_BODY) : reject(new RequestDeadlineExceeded(ms))), ms);
    });
    try {
      if ((await Promise.race([next(), deadline])) === SLOW_BODY) return slowBodyResponse(c);
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * A client still sending its body at the deadline is the one that is slow, not the server (issue 34
 * point 6): 408 and the connection closed, one access-log line at info, no error and no stack trace.
 */
const SLOW_BODY = Symbol('slow body');

function bodyStillArriving(c: Context): boolean {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming !== undefined && !incoming.complete;
}

function slowBodyResponse(c: Context): Response {
  c.header('Connection', 'close');
  const message = 'Die Anfrage kam nicht rechtzeitig vollständig an.';
  return c.req.path.startsWith('/api/') ? c.json({ error: { message, code: 'REQUEST_TIMEOUT' } }, 408) : c.text(message, 408);
}

/** Carries ETIMEDOUT, so database-availability.ts counts it as an outage (503), like a socket timeout. */
export class RequestDeadlineExceeded extends Error {
  readonly code = 'ETIMEDOUT';
  constructor(ms: number) {
    super(`request not answered within ${ms} ms`);
    this.name = 'RequestDeadlineExceeded';
  }
}

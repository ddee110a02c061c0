import type { MiddlewareHandler } from 'hono';

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
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new RequestDeadlineExceeded(ms)), ms);
    });
    try {
      await Promise.race([next(), deadline]);
    } finally {
      clearTimeout(timer);
    }
  };
}

/** Carries ETIMEDOUT, so database-availability.ts counts it as an outage (503), like a socket timeout. */
export class RequestDeadlineExceeded extends Error {
  readonly code = 'ETIMEDOUT';
  constructor(ms: number) {
    super(`request not answered within ${ms} ms`);
    this.name = 'RequestDeadlineExceeded';
  }
}

/**
 * How a serving process leaves without failing a request (issue 24 point 3): it stops accepting
 * connections (in the cluster the others, or the kernel's queue, take them), answers every request
 * still arriving on an open connection with `Connection: close`, lets what it has finish and closes
 * whatever is left after a bounded time. Connections waiting between requests are not cut (a
 * client may be sending on one at that very moment, and would see a reset): each is closed after its
 * next answer, or by the keep-alive timeout.
 */
import type { Server, ServerResponse } from 'node:http';
import net from 'node:net';
import { markDraining } from './readiness.ts';

export interface Drainable {
  /** Resolves once every connection has ended, at the latest after `maxMs` (then the rest are cut). */
  drain(maxMs: number): Promise<{ cut: boolean }>;
}

export function drainable(server: Server): Drainable {
  const answering = new Set<ServerResponse>();
  let draining = false;
  // Before the app's own listener, which may answer at once.
  server.prependListener('request', (_req, res) => {
    if (draining) {
      res.shouldKeepAlive = false;
      return;
    }
    answering.add(res);
    res.once('close', () => answering.delete(res));
  });
  return {
    drain(maxMs) {
      draining = true;
      markDraining();
      // Answers not yet begun close their connection; those under way already sent their headers.
      for (const res of answering) if (!res.headersSent) res.shouldKeepAlive = false;
      return new Promise((resolve) => {
        const deadline = setTimeout(() => {
          server.closeAllConnections();
          resolve({ cut: true });
        }, maxMs);
        deadline.unref();
        // net's close, not http's: http's would also cut idle connections and stop the header timeouts.
        net.Server.prototype.close.call(server, () => {
          clearTimeout(deadline);
          resolve({ cut: false });
        });
      });
    },
  };
}

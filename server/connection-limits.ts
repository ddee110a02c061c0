/**
 * What one serving process allows a TCP connection (issue 24 point 1). Without these, connections
 * that never send a request stay open for a minute or more, and 40,000 of them exhaust a process's
 * file descriptors: the site stops answering.
 */
import type { Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';

/** A connection must deliver a complete request head this soon after it opened (or after the previous request). */
export const HEADERS_TIMEOUT_MS = 5000;
/** A kept-alive connection with no request in progress is closed after this long. */
export const KEEP_ALIVE_TIMEOUT_MS = 5000;
/** A whole request, body included (photo uploads on slow lines), may take this long. */
const REQUEST_TIMEOUT_MS = 120_000;
/** How often Node checks the two timeouts above; also bounds how late a silent connection is closed. */
const CHECK_INTERVAL_MS = 1000;

/** Options for `http.createServer` (the checking interval can only be set there). */
export function connectionServerOptions(): ServerOptions {
  return {
    headersTimeout: HEADERS_TIMEOUT_MS,
    requestTimeout: REQUEST_TIMEOUT_MS,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    connectionsCheckingInterval: CHECK_INTERVAL_MS,
  };
}

/** Set on a socket once a request arrived on it, so it is no longer a candidate for eviction. */
const servedOnce = Symbol('servedOnce');
type TrackedSocket = Socket & { [servedOnce]?: boolean };

/**
 * Keeps at most `max` connections open in this process. At the cap, a new connection displaces the
 * oldest one that has not sent a single request (a flood of silent sockets cannot lock visitors out);
 * when every open connection is in use, the newcomer is closed at once (the client sees a clean close
 * instead of a descriptor-starved process). Returns the count of open connections, for drills and tests.
 */
export function capConnections(server: Server, max: number): { open(): number } {
  const open = new Set<TrackedSocket>();
  server.on('clientError', answerAndClose);
  server.on('connection', (socket: TrackedSocket) => {
    if (open.size >= max) {
      const victim = oldestSilent(open);
      if (!victim) {
        socket.destroy();
        return;
      }
      open.delete(victim);
      victim.destroy();
    }
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  server.on('request', (req) => {
    (req.socket as TrackedSocket)[servedOnce] = true;
  });
  return { open: () => open.size };
}

/** The Set keeps insertion order, so silent flood sockets are met first. */
function oldestSilent(open: Set<TrackedSocket>): TrackedSocket | undefined {
  for (const socket of open) if (!socket[servedOnce]) return socket;
  return undefined;
}

const CLIENT_ERROR_STATUS: Record<string, string> = {
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
  HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
};

/**
 * A connection whose request head is late (the timeouts above) or malformed gets its status line and
 * is closed. Node's own handling of this did not close such sockets in a cluster worker (seen with
 * Node 20: the connection left its list, the socket stayed open), so it is done here.
 */
function answerAndClose(err: NodeJS.ErrnoException, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const status = (err.code && Object.hasOwn(CLIENT_ERROR_STATUS, err.code) ? CLIENT_ERROR_STATUS[err.code] : undefined) ?? '400 Bad Request';
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`, () => socket.destroy());
}

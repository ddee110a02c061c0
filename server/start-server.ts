import cluster from 'node:cluster';
import type { Server } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import type { Env } from '#src/config/env.server.ts';
import { createLogger, type Logger } from '#src/config/logger.server.ts';
import { emptyEveryCache } from '#src/caching/byte-bounded-cache.ts';
import { closeServices, createServices, databaseOf } from '#src/create-services.server.ts';
import type { AppServices } from '#src/app-services.server.ts';
import { createAdmissionControl } from './admission-control.ts';
import { capConnections, connectionServerOptions } from './connection-limits.ts';
import { drainable } from './graceful-drain.ts';
import { createHttpApp } from './http-app.ts';
import { watchLoadPressure } from './load-pressure.ts';
import { createShedLog } from './shed-log.ts';
import { remotePhotoDrawing, type DrawPhoto } from '#src/images/remote-photo-drawing.server.ts';
import { markReady } from './readiness.ts';
import { createStartupGate } from './startup-gate.ts';

export interface RunningServer {
  url: string;
  services: AppServices;
  app: ReturnType<typeof createHttpApp>;
  /** Open TCP connections of this process. */
  openConnections(): number;
  /** Stops at once: idle connections are cut, requests in progress finish. */
  close(): Promise<void>;
  /** Stops without failing a request (server/graceful-drain.ts), then closes the services. */
  drainAndClose(maxMs: number): Promise<void>;
}

export const BUILD_DIR = path.resolve(import.meta.dirname, '..', process.env.BUILD_DIR ?? 'build');

/**
 * A PUBLIC_URL with port 0 (the default for PORT=0, as tests start servers) names the port the
 * server got: the same-origin check compares browsers' Origin with it.
 */
function withListeningPort(env: Env, server: ServerType): Env {
  const publicUrl = new URL(env.PUBLIC_URL);
  const address = server.address();
  if (publicUrl.port !== '0' || typeof address !== 'object' || address === null) return env;
  publicUrl.port = String(address.port);
  return { ...env, PUBLIC_URL: env.PUBLIC_URL.endsWith('/') ? publicUrl.toString() : publicUrl.toString().replace(/\/$/, '') };
}

export async function loadServerBuild(): Promise<ServerBuild> {
  return (await import(pathToFileURL(path.join(BUILD_DIR, 'server', 'index.js')).href)) as ServerBuild;
}

/**
 * Opens the database (migrating and seeding when empty), builds the app and listens. A process
 * serving alone listens first and answers health probes while it starts (server/startup-gate.ts);
 * `onStarting` is told its address then.
 */
/** A cluster worker's demo photos are drawn by the primary's photo drawer (server/photo-drawer.ts). */
function drawInPhotoDrawer(logger: Logger): DrawPhoto {
  return remotePhotoDrawing(
    {
      send: (message) => {
        if (!process.connected || !process.send) return false;
        process.send(message);
        return true;
      },
      onMessage: (listener) => process.on('message', listener),
    },
    (reason) => logger.warn({ reason }, 'photo drawn in the serving process: the photo drawer did not answer'),
  );
}

export async function startServer(env: Env, hooks: { onStarting?: (url: string) => void } = {}): Promise<RunningServer> {
  const logger = createLogger(env.LOG_LEVEL);
  // React chose its build when it was first imported: without NODE_ENV=production that is the
  // development build, which renders pages several times slower (found by the load gate).
  if (env.NODE_ENV === 'production' && process.env.NODE_ENV !== 'production') {
    logger.warn('NODE_ENV is not "production": React renders with its slow development build (npm start sets it)');
  }
  const started = Date.now();
  let handler: { fetch: (request: Request, env: unknown) => Response | Promise<Response> } = createStartupGate();
  const listen = () =>
    new Promise<ServerType>((resolve) => {
      const s = serve(
        { fetch: (request, bindings) => handler.fetch(request, bindings), port: env.PORT, hostname: env.HOST, serverOptions: connectionServerOptions() },
        () => resolve(s),
      );
    });
  const urlOf = (s: ServerType) => {
    const address = s.address();
    return `http://${env.HOST}:${typeof address === 'object' && address ? address.port : env.PORT}`;
  };
  let server = cluster.isWorker ? null : await listen();
  if (server) hooks.onStarting?.(urlOf(server));
  const served = server ? withListeningPort(env, server) : env;
  let services: AppServices;
  try {
    services = await createServices(served, logger, { serving: true, ...(cluster.isWorker ? { drawPhoto: drawInPhotoDrawer(logger) } : {}) });
  } catch (error) {
    server?.close();
    throw error;
  }
  const pressure = watchLoadPressure(() => {
    const freedBytes = emptyEveryCache();
    logger.warn({ freedBytes, heap: pressure.readings() }, 'heap near its limit: caches emptied, new work shed until it recovers');
  });
  const admission = createAdmissionControl({ pressure: pressure.current, onShed: createShedLog(logger) });
  const app = createHttpApp({ services, build: await loadServerBuild(), clientDir: path.join(BUILD_DIR, 'client'), admission });
  handler = app;
  server ??= await listen();
  const url = urlOf(server);
  const listening = server;
  const connections = capConnections(listening as Server, env.MAX_CONNECTIONS);
  const draining = drainable(listening as Server);
  markReady();
  logger.info({ url, startupMs: Date.now() - started, dialect: databaseOf(services).dialect }, 'server listening');
  return {
    url,
    services,
    app,
    openConnections: connections.open,
    async close() {
      await new Promise<void>((resolve) => listening.close(() => resolve()));
      pressure.stop();
      await closeServices(services);
    },
    async drainAndClose(maxMs) {
      const { cut } = await draining.drain(maxMs);
      if (cut) logger.warn({ maxMs }, 'connections still open after the drain time were closed');
      pressure.stop();
      await closeServices(services);
    },
  };
}

/**
 * The cluster's photo drawer (issue 34: RSS per serving process): one process beside the serving
 * processes that draws demo photos for all of them, so the native memory librsvg and libvips keep after
 * drawing sits in one process instead of every serving process. The primary starts it (and starts it
 * again when it dies) and carries the requests between the serving processes and the drawer; a serving
 * process that gets no answer draws the photo itself (src/images/remote-photo-drawing.server.ts). With
 * WEB_CONCURRENCY=1 there is no primary and the one process draws its photos itself.
 */
import { fork, type ChildProcess } from 'node:child_process';
import cluster, { type Worker } from 'node:cluster';
import type { Logger } from '#src/config/logger.server.ts';
import { isDrawPhotoRequest, isPhotoDrawnAnswer, type PhotoDrawnAnswer } from '#src/images/remote-photo-drawing.server.ts';
import { limitPhotoMemory, renderPhoto } from '#src/images/render-photo.server.ts';

/** The environment value that makes server/main.ts run as the photo drawer. */
export const PHOTO_DRAWER_ROLE = 'photo-drawer';
/** libvips' own cache of decoded images in the drawer: the drawings share no inputs, so a little is plenty. */
const DRAWER_PHOTO_CACHE_BYTES = 8 * 1024 * 1024;
const RESTART_DELAY_MS = 2000;

/** In the drawer process: draws what it is asked, several at once (on libvips' threads), and answers with the bytes. */
export function runPhotoDrawer(): void {
  limitPhotoMemory(DRAWER_PHOTO_CACHE_BYTES);
  process.on('message', (message) => {
    if (!isDrawPhotoRequest(message)) return;
    const answer = (fields: Partial<PhotoDrawnAnswer>) => {
      if (process.connected) process.send?.({ type: 'photo-drawn', id: message.id, ...fields } satisfies PhotoDrawnAnswer);
    };
    renderPhoto(message.input, message.size, message.format).then(
      (bytes) => answer({ bytes }),
      (error: unknown) => answer({ error: error instanceof Error ? error.message : String(error) }),
    );
  });
  // The primary is gone (stopped or killed): so is the reason to draw.
  process.on('disconnect', () => process.exit(0));
}

/** In the cluster primary: starts the drawer and carries requests from the serving processes to it and back. */
export function startPhotoDrawer(logger: Logger): void {
  let drawer: ChildProcess | null = null;
  let nextKey = 0;
  /** The drawer's request key → the serving process that asked and its own id. */
  const routes = new Map<number, { worker: Worker; id: number }>();
  const answer = (worker: Worker, message: PhotoDrawnAnswer) => {
    if (!worker.isDead() && worker.isConnected()) worker.send(message);
  };

  const start = () => {
    const child = fork(process.argv[1] ?? '', process.argv.slice(2), {
      env: {
        ...process.env,
        GW_ROLE: PHOTO_DRAWER_ROLE,
        MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
        MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '65536',
      },
      serialization: 'advanced',
    });
    drawer = child;
    logger.info({ pid: child.pid }, 'photo drawer started');
    child.on('message', (message) => {
      if (!isPhotoDrawnAnswer(message)) return;
      const route = routes.get(message.id);
      routes.delete(message.id);
      if (route) answer(route.worker, { ...message, id: route.id });
    });
    child.once('exit', (code, signal) => {
      drawer = null;
      // What it was drawing is drawn by the serving processes that asked.
      for (const route of routes.values()) answer(route.worker, { type: 'photo-drawn', id: route.id, error: 'photo drawer exited' });
      routes.clear();
      logger.warn({ code, signal }, 'photo drawer exited; starting a new one');
      setTimeout(start, RESTART_DELAY_MS).unref();
    });
  };

  cluster.on('message', (worker, message: unknown) => {
    if (!isDrawPhotoRequest(message)) return;
    if (!drawer?.connected) return answer(worker, { type: 'photo-drawn', id: message.id, error: 'no photo drawer' });
    const key = ++nextKey;
    routes.set(key, { worker, id: message.id });
    drawer.send({ ...message, id: key });
  });
  start();
}

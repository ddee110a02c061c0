import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { findDrawnPhotoSubjects } from '../repositories/listing-photo.repository.ts';
import { drawnPhotoSubject, type DemoPhotos } from './demo-photos.server.ts';

/** Cars per step: a step draws for a few seconds at most, so stopping the jobs never waits long. */
const BATCH = 10;
/** After a walk through every car, the next one (for cars added since) starts this much later. */
const WALK_PAUSE_MS = 10 * 60_000;
/**
 * Drawing ahead stops this long after a start (issue 34 point 4): it costs ~0.2 s of CPU a car, and a
 * newcomer's machine must not spend hours of a core on it. The cars reached by then (the first of the
 * inventory, which the first result pages show) are ready; every other car's photo is drawn on first view.
 */
export const DRAW_AHEAD_WINDOW_MS = 2 * 60_000;

/**
 * Walks the demo cars in id order (the seed's order; the cars of a first start come first) and draws
 * the first photo of each that has none yet (src/images/demo-photos.server.ts). Cars added later are
 * reached when the walk passes them or on the next walk.
 */
export function createFirstPhotoDrawer({ db, photos, now = Date.now }: { db: Kysely<Database>; photos: DemoPhotos; now?: () => number }) {
  let afterId = 0;
  let nextWalkAt = 0;
  const drawUntil = now() + DRAW_AHEAD_WINDOW_MS;
  return {
    /** Draws the next cars of the walk, or starts a new walk when the pause after the last is over; nothing once the window has passed. */
    async step(): Promise<void> {
      if (now() > drawUntil || (afterId === 0 && now() < nextWalkAt)) return;
      const subjects = await findDrawnPhotoSubjects(db, { afterId, limit: BATCH });
      const last = subjects.at(-1);
      const drawn = await photos.drawFirstPhotos(subjects.map(drawnPhotoSubject));
      // The walk ends at the last car or when the store is full.
      afterId = drawn && last ? last.id : 0;
      if (afterId === 0) nextWalkAt = now() + WALK_PAUSE_MS;
    },
  };
}

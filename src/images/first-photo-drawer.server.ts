import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { findDrawnPhotoSubjects } from '../repositories/listing-photo.repository.ts';
import { drawnPhotoSubject, type DemoPhotos } from './demo-photos.server.ts';

/** Cars per step: a step draws for a few seconds at most, so stopping the jobs never waits long. */
const BATCH = 10;

/**
 * Walks the demo cars in id order (the seed's order; the cars of a first start come first) and draws
 * the first photo of each that has none yet (src/images/demo-photos.server.ts). Cars added later are
 * reached when the walk passes them or on the next walk.
 */
export function createFirstPhotoDrawer({ db, photos }: { db: Kysely<Database>; photos: DemoPhotos }) {
  let afterId = 0;
  return {
    /** Draws the next cars; true when more wait (call again), false when the walk is done or the store is full. */
    async step(): Promise<boolean> {
      const subjects = await findDrawnPhotoSubjects(db, { afterId, limit: BATCH });
      const last = subjects.at(-1);
      const drawn = await photos.drawFirstPhotos(subjects.map(drawnPhotoSubject));
      afterId = drawn && last ? last.id : 0;
      return afterId !== 0;
    },
  };
}

/** `services.ratings`: the model (or make) ratings shown on detail pages and by the rating API. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { findRating } from '../repositories/rating.repository.ts';

export interface ModelRating {
  average: number;
  count: number;
}

export interface RatingService {
  /** The rating of a model, or of the whole make when modelId is null; undefined without ratings. */
  find(makeId: number, modelId: number | null): Promise<ModelRating | undefined>;
}

export function createRatingService(db: Kysely<Database>): RatingService {
  return { find: (makeId, modelId) => findRating(db, makeId, modelId) };
}

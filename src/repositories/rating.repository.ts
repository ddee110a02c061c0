import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Owner rating of a model, or of a whole make (count-weighted average over its models) when no
 * model is given. Undefined when there are no ratings.
 */
export async function findRating(db: Kysely<Database>, makeId: number, modelId: number | null): Promise<{ average: number; count: number } | undefined> {
  let query = db.selectFrom('model_ratings').where('make_id', '=', makeId);
  if (modelId !== null) query = query.where('model_id', '=', modelId);
  const rows = await query.select(['average', 'count']).execute();
  const count = rows.reduce((s, r) => s + r.count, 0);
  if (count === 0) return undefined;
  const average = rows.reduce((s, r) => s + r.average * r.count, 0) / count;
  return { average: Math.round(average * 10) / 10, count };
}

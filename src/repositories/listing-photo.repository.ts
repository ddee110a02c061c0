import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { PUBLIC_LISTING_STATUSES } from './listing-visibility.ts';

export interface PhotoSubject {
  id: number;
  photoCount: number;
  photoSource: 'generated' | 'uploaded';
  photoSeed: number;
  bodyTypeId: number;
  colorHex: string;
  makeName: string;
  modelId: number;
  modelName: string;
  upholsteryId: number | null;
  privateSeller: boolean;
}

function subjectQuery(db: Kysely<Database>) {
  return db
    .selectFrom('listings as l')
    .innerJoin('makes as mk', 'mk.id', 'l.make_id')
    .innerJoin('models as md', 'md.id', 'l.model_id')
    .innerJoin('sellers as s', 's.id', 'l.seller_id')
    .leftJoin('body_colors as bc', 'bc.id', 'l.body_color_id')
    .select([
      'l.id',
      'l.photo_count',
      'l.photo_source',
      'l.photo_seed',
      'l.body_type_id',
      'l.model_id',
      'l.upholstery_id',
      's.type as seller_type',
      'bc.hex',
      'mk.name as make_name',
      'md.name as model_name',
    ]);
}

type SubjectRow = NonNullable<Awaited<ReturnType<ReturnType<typeof subjectQuery>['executeTakeFirst']>>>;

function toSubject(row: SubjectRow): PhotoSubject {
  return {
    id: row.id,
    photoCount: row.photo_count,
    photoSource: row.photo_source,
    photoSeed: row.photo_seed,
    bodyTypeId: row.body_type_id,
    colorHex: row.hex ?? '#8a939e',
    makeName: row.make_name,
    modelId: row.model_id,
    modelName: row.model_name,
    upholsteryId: row.upholstery_id,
    privateSeller: row.seller_type === 'P',
  };
}

/** What the image endpoint needs to draw or find a listing's photos; undefined when unknown or withdrawn (listing-visibility.ts). */
export async function findPhotoSubject(db: Kysely<Database>, listingId: number): Promise<PhotoSubject | undefined> {
  const row = await subjectQuery(db).where('l.id', '=', listingId).where('l.status', 'in', PUBLIC_LISTING_STATUSES).executeTakeFirst();
  return row && toSubject(row);
}

/** Active cars with drawn (demo) photos and an id above `afterId`, in id order: the first-photo drawer's next batch. */
export async function findDrawnPhotoSubjects(db: Kysely<Database>, { afterId, limit }: { afterId: number; limit: number }): Promise<PhotoSubject[]> {
  const rows = await subjectQuery(db)
    .where('l.status', '=', 'active')
    .where('l.photo_source', '=', 'generated')
    .where('l.photo_count', '>', 0)
    .where('l.id', '>', afterId)
    .orderBy('l.id')
    .limit(limit)
    .execute();
  return rows.map(toSubject);
}

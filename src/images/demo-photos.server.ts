/**
 * The drawn photos of demo (seeded) cars, kept on disk (issue 30 point 4: the first photo is ready).
 *
 * A car's first photo in the sizes its detail page and result cards take as WebP is drawn ahead, in
 * the background, into a store of its own (DATA_DIR/first-photos, `FIRST_PHOTO_MB`); every other
 * photo is drawn on its first request into the photo cache (DATA_DIR/photo-cache, `PHOTO_CACHE_MB`).
 * The stores are apart so that browsing galleries never evicts a first photo, and a full first-photo
 * store stops the drawing ahead instead of evicting the first photos of other cars (churn). Uploaded
 * photos are resized and stored when they arrive, before the car is announced
 * (src/ingestion/photo-store.server.ts): only demo photos are drawn here.
 */
import path from 'node:path';
import type { Logger } from '../config/logger.server.ts';
import type { PhotoSubject } from '../repositories/listing-photo.repository.ts';
import { saloonShapeOf, type SaloonShape } from '../domain/taxonomy/saloon-shape.ts';
import { createPhotoCache, type PhotoCache } from './photo-cache.server.ts';
import type { DrawPhoto } from './remote-photo-drawing.server.ts';
import { DEMO_PHOTO_VERSION, renderPhoto, type PhotoFormat, type PhotoSize } from './render-photo.server.ts';

/** A car's photo facts plus the shape its Limousine body is drawn in (a Golf is a hatchback). */
export type DrawnPhotoSubject = PhotoSubject & { saloonShape: SaloonShape };

export function drawnPhotoSubject(subject: PhotoSubject): DrawnPhotoSubject {
  return { ...subject, saloonShape: saloonShapeOf(subject.modelId) };
}

/**
 * The first photo's files drawn ahead: the WebP sizes a detail page's main photo is picked from on
 * phones and desktops (medium, big) and the result card's (small). JPEG is for old browsers only
 * and is drawn on request.
 */
export const FIRST_PHOTO_VARIANTS: readonly { size: PhotoSize; format: PhotoFormat }[] = [
  { size: 'small', format: 'webp' },
  { size: 'medium', format: 'webp' },
  { size: 'big', format: 'webp' },
];

/** What the first photo of one car takes on disk, about (measured: 5 + 15 + 33 KB). */
const FIRST_PHOTO_BYTES = 60 * 1024;

export interface DemoPhotos {
  /** The photo, from disk, or drawn now and kept. */
  photo(subject: DrawnPhotoSubject, index: number, size: PhotoSize, format: PhotoFormat): Promise<Buffer>;
  /** Draws the first photo of each car that has none on disk yet; false when the first-photo store is full. */
  drawFirstPhotos(subjects: readonly DrawnPhotoSubject[]): Promise<boolean>;
}

export function createDemoPhotos({
  dataDir,
  photoCacheBytes,
  firstPhotoBytes,
  logger,
  drawPhoto = renderPhoto,
}: {
  dataDir: string;
  photoCacheBytes: number;
  firstPhotoBytes: number;
  logger: Logger;
  /** Where the pixels are drawn: here, or in the cluster's photo drawer (remote-photo-drawing.server.ts). */
  drawPhoto?: DrawPhoto;
}): DemoPhotos {
  const gallery = createPhotoCache({ dir: path.join(dataDir, 'photo-cache'), budgetBytes: photoCacheBytes, logger });
  const first = createPhotoCache({ dir: path.join(dataDir, 'first-photos'), budgetBytes: firstPhotoBytes, logger });
  const isFirst = (index: number, size: PhotoSize, format: PhotoFormat) =>
    index === 0 && FIRST_PHOTO_VARIANTS.some((v) => v.size === size && v.format === format);
  // The photo seed is part of the name: a car whose photos change gets new files.
  const keyOf = (subject: DrawnPhotoSubject, index: number, size: PhotoSize, format: PhotoFormat) =>
    `${subject.id}/d${DEMO_PHOTO_VERSION}-${subject.photoSeed}-${index}-${size}.${format}`;
  const draw = (subject: DrawnPhotoSubject, index: number, size: PhotoSize, format: PhotoFormat) =>
    drawPhoto(
      {
        listingId: subject.id,
        bodyType: subject.bodyTypeId,
        saloonShape: subject.saloonShape,
        colorHex: subject.colorHex,
        make: subject.makeName,
        model: subject.modelName,
        upholsteryId: subject.upholsteryId,
        privateSeller: subject.privateSeller,
        photoIndex: index,
        seed: subject.photoSeed,
      },
      size,
      format,
    );

  return {
    async photo(subject, index, size, format) {
      const store: PhotoCache = isFirst(index, size, format) ? first : gallery;
      const key = keyOf(subject, index, size, format);
      const kept = await store.read(key);
      if (kept) return kept;
      const body = await draw(subject, index, size, format);
      await store.store(key, body);
      return body;
    },
    async drawFirstPhotos(subjects) {
      for (const subject of subjects) {
        for (const { size, format } of FIRST_PHOTO_VARIANTS) {
          const key = keyOf(subject, 0, size, format);
          if (await first.has(key)) continue;
          if (first.size() + FIRST_PHOTO_BYTES > firstPhotoBytes) return false;
          // One file at a time: the drawing shares the cores with the requests this process serves.
          await first.store(key, await draw(subject, 0, size, format));
        }
      }
      return true;
    },
  };
}

import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { MAX_IMAGES_PER_LISTING } from '../domain/marketplace/marketplace-facts.ts';
import { PHOTO_WIDTHS, resizeUpload, type PhotoFormat, type PhotoSize } from '../images/render-photo.server.ts';
import { IngestError } from './ingest-error.ts';

/** Per file; phone photos are 3 to 8 MB. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

const SIZES = Object.keys(PHOTO_WIDTHS) as PhotoSize[];
const FORMATS: readonly PhotoFormat[] = ['webp', 'jpeg'];

/** Where the image endpoint (/images/listings/{id}/{i}-{size}.{ext}) finds uploaded photos. */
export function uploadedPhotoDir(dataDir: string, listingId: number): string {
  return path.join(dataDir, 'photos', String(listingId));
}

/**
 * Renders every upload into small/medium/big WebP plus JPEG fallbacks (orientation applied,
 * metadata stripped) in a fresh folder beside the listing's. Rejects the whole set if any file is
 * not an image, naming it, before anything is replaced.
 */
export async function renderUploadedPhotos(dataDir: string, listingId: number, files: readonly Uint8Array[]): Promise<string> {
  if (files.length === 0) throw IngestError.invalid([{ field: 'photos', message: 'Mindestens ein Foto erwartet' }]);
  if (files.length > MAX_IMAGES_PER_LISTING) throw IngestError.invalid([{ field: 'photos', message: `Höchstens ${MAX_IMAGES_PER_LISTING} Fotos` }]);
  const staging = `${uploadedPhotoDir(dataDir, listingId)}.upload-${randomUUID()}`;
  await fs.mkdir(staging, { recursive: true });
  try {
    for (const [index, file] of files.entries()) {
      const field = `photos[${index}]`;
      if (file.byteLength > MAX_PHOTO_BYTES) throw IngestError.invalid([{ field, message: `Größer als ${MAX_PHOTO_BYTES / 1024 / 1024} MB` }]);
      const input = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
      const meta = await sharp(input).metadata().catch(() => undefined);
      if (!meta?.width || !meta.height) throw IngestError.invalid([{ field, message: 'Kein lesbares Bild (JPEG, PNG, WebP, AVIF, GIF oder TIFF erwartet)' }]);
      const variants = SIZES.flatMap((size) => FORMATS.map((format) => ({ size, format })));
      // Settle all six before deciding, so no write is still running when a failure removes the folder.
      const results = await Promise.allSettled(
        variants.map(async ({ size, format }) => fs.writeFile(path.join(staging, `${index}-${size}.${format}`), await resizeUpload(input, size, format))),
      );
      if (results.some((r) => r.status === 'rejected')) throw IngestError.invalid([{ field, message: 'Bild kann nicht verarbeitet werden' }]);
    }
    return staging;
  } catch (error) {
    await fs.rm(staging, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Puts the staged photos in place of the listing's current ones, then runs `commit` (the database
 * write). If the commit fails the old photos come back, so files and database never disagree for long.
 */
export async function swapInPhotos(dataDir: string, listingId: number, staging: string, commit: () => Promise<void>): Promise<void> {
  const target = uploadedPhotoDir(dataDir, listingId);
  const backup = `${target}.old-${randomUUID()}`;
  const hadPhotos = await fs.rename(target, backup).then(() => true, () => false);
  await fs.rename(staging, target);
  try {
    await commit();
  } catch (error) {
    await fs.rm(target, { recursive: true, force: true });
    if (hadPhotos) await fs.rename(backup, target);
    throw error;
  }
  if (hadPhotos) await fs.rm(backup, { recursive: true, force: true });
}

export async function removeUploadedPhotos(dataDir: string, listingId: number): Promise<void> {
  await fs.rm(uploadedPhotoDir(dataDir, listingId), { recursive: true, force: true });
}

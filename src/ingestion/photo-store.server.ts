import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { isStorageUnwritable } from '../db/database-availability.ts';
import { MAX_IMAGES_PER_LISTING } from '../domain/marketplace/marketplace-facts.ts';
import { PHOTO_WIDTHS, resizeUpload, type PhotoFormat, type PhotoSize } from '../images/render-photo.server.ts';
import { IngestError } from './ingest-error.ts';

const SIZES = Object.keys(PHOTO_WIDTHS) as PhotoSize[];
const FORMATS: readonly PhotoFormat[] = ['webp', 'jpeg'];

const ACCEPTED = 'JPEG, PNG, WebP, AVIF, GIF oder TIFF';

/**
 * Whether the bytes start like one of the accepted raster formats. Checked before sharp sees the
 * file, because libvips picks its loader by content: an SVG (or PDF …) would be parsed and
 * rasterised by librsvg, a large attack surface for no benefit (no dealer photo is a vector file).
 */
function isAcceptedRaster(bytes: Buffer): boolean {
  const ascii = (from: number, to: number) => bytes.toString('latin1', from, to);
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return true; // JPEG
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return true; // PNG
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return true;
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return true;
  if (ascii(0, 4) === 'II*\u0000' || ascii(0, 4) === 'MM\u0000*') return true; // TIFF
  if (ascii(4, 8) === 'ftyp') {
    // AVIF: 'avif'/'avis' as the major brand or among the compatible brands of the ftyp box.
    const boxEnd = Math.min(bytes.length, bytes.readUInt32BE(0));
    for (let at = 8; at + 4 <= boxEnd; at += 4) if (at !== 12 && ['avif', 'avis'].includes(ascii(at, at + 4))) return true;
  }
  return false;
}

/** Where the image endpoint (/images/listings/{id}/{i}-{size}.{ext}) finds uploaded photos. */
export function uploadedPhotoDir(dataDir: string, listingId: number): string {
  return path.join(dataDir, 'photos', String(listingId));
}

/**
 * Renders every upload (files received by photo-upload.server.ts, each within its size limit) into
 * small/medium/big WebP plus JPEG fallbacks (orientation applied, metadata stripped) in a fresh folder
 * beside the listing's, one file in memory at a time. Rejects the whole set if any file is not an
 * image, naming it, before anything is replaced.
 */
export async function renderUploadedPhotos(dataDir: string, listingId: number, files: readonly string[]): Promise<string> {
  if (files.length === 0) throw IngestError.invalid([{ field: 'photos', message: 'Mindestens ein Foto erwartet' }]);
  if (files.length > MAX_IMAGES_PER_LISTING) throw IngestError.invalid([{ field: 'photos', message: `Höchstens ${MAX_IMAGES_PER_LISTING} Fotos` }]);
  const staging = `${uploadedPhotoDir(dataDir, listingId)}.upload-${randomUUID()}`;
  await fs.mkdir(staging, { recursive: true });
  try {
    for (const [index, file] of files.entries()) {
      const field = `photos[${index}]`;
      const input = await fs.readFile(file);
      const unreadable = IngestError.invalid([{ field, message: `Kein lesbares Bild (${ACCEPTED} erwartet)` }]);
      if (!isAcceptedRaster(input)) throw unreadable;
      const meta = await sharp(input)
        .metadata()
        .catch(() => undefined);
      if (!meta?.width || !meta.height) throw unreadable;
      const variants = SIZES.flatMap((size) => FORMATS.map((format) => ({ size, format })));
      // Settle all six before deciding, so no write is still running when a failure removes the folder.
      const results = await Promise.allSettled(
        variants.map(async ({ size, format }) => fs.writeFile(path.join(staging, `${index}-${size}.${format}`), await resizeUpload(input, size, format))),
      );
      const failure = results.find((r) => r.status === 'rejected');
      // A full or read-only disk is the site's outage (503 + Retry-After), not a bad photo.
      if (failure && isStorageUnwritable(failure.reason)) throw failure.reason;
      if (failure) throw IngestError.invalid([{ field, message: 'Bild kann nicht verarbeitet werden' }]);
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
  const hadPhotos = await fs.rename(target, backup).then(
    () => true,
    () => false,
  );
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

/**
 * What a process that died during an upload left in `DATA_DIR/photos`: received files (`.incoming-…`),
 * staged renderings (`{id}.upload-…`) and the photos a swap had set aside (`{id}.old-…`), which go back in
 * place when the swap never finished. Only for a start before any process serves (the cluster primary,
 * once it holds the pid file): an upload in progress would lose its files.
 */
export async function removeAbandonedUploads(dataDir: string): Promise<number> {
  const dir = path.join(dataDir, 'photos');
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const setAside = /^(\d+)\.old-/.exec(name);
    if (setAside?.[1] && !(await fs.stat(path.join(dir, setAside[1])).catch(() => null))) {
      await fs.rename(path.join(dir, name), path.join(dir, setAside[1]));
      continue;
    }
    if (!setAside && !/^\.incoming-|^\d+\.upload-/.test(name)) continue;
    await fs.rm(path.join(dir, name), { recursive: true, force: true });
    removed++;
  }
  return removed;
}

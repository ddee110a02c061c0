import sharp from 'sharp';
import type { Sharp } from 'sharp';
import { renderCarSvg, SVG_HEIGHT, SVG_WIDTH } from './car-illustration/render-car-svg.ts';
import type { CarIllustrationInput } from './car-illustration/render-car-svg.ts';

import { PHOTO_WIDTHS, type PhotoFormat, type PhotoSize } from './photo-sizes.ts';

export { PHOTO_WIDTHS, type PhotoFormat, type PhotoSize };

/** Bumped when the drawings change, so photos cached on disk by an older renderer are drawn again. */
export const DEMO_PHOTO_VERSION = 2;

const WEBP_QUALITY = 72;
const JPEG_QUALITY = 78;
/** uploads larger than this (in pixels) are rejected by sharp instead of exhausting memory */
const MAX_UPLOAD_PIXELS = 100_000_000;

/**
 * Bounds libvips' memory cache of decoded images (sharp's default: 50 MB and 100 operations per
 * process) by this process's share of the memory budget (src/config/memory-budget.ts).
 */
export function limitPhotoMemory(bytes: number): void {
  sharp.cache({ memory: Math.floor(bytes / (1024 * 1024)), items: bytes > 0 ? 100 : 0 });
}

function encode(img: Sharp, format: PhotoFormat): Promise<Buffer> {
  // sharp drops EXIF/ICC/XMP metadata unless keepMetadata()/withMetadata() is called
  return format === 'webp' ? img.webp({ quality: WEBP_QUALITY, effort: 2 }).toBuffer() : img.jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toBuffer();
}

/**
 * Rasterises the generated illustration at the target width (4:3).
 * The SVG is rendered directly at the output size (its width/height attributes are replaced),
 * so librsvg draws vectors at full resolution and no resampling pass is needed.
 */
export async function renderPhoto(input: CarIllustrationInput, size: PhotoSize, format: PhotoFormat): Promise<Buffer> {
  const width = PHOTO_WIDTHS[size];
  const height = Math.round((width * SVG_HEIGHT) / SVG_WIDTH);
  const svg = renderCarSvg(input).replace(`width="${SVG_WIDTH}" height="${SVG_HEIGHT}"`, `width="${width}" height="${height}"`);
  const img = sharp(Buffer.from(svg), { density: 72 }).flatten({ background: '#ffffff' });
  return encode(img, format);
}

/** Normalises an uploaded photo: EXIF orientation applied, scaled down to the width (never enlarged), metadata stripped. */
export async function resizeUpload(buffer: Buffer, size: PhotoSize, format: PhotoFormat): Promise<Buffer> {
  const width = PHOTO_WIDTHS[size];
  const img = sharp(buffer, { limitInputPixels: MAX_UPLOAD_PIXELS })
    .rotate()
    .resize({ width, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' });
  return encode(img, format);
}

import type { ListingImage } from './listing-types.ts';

/**
 * A car's photos in short: every photo URL follows from the car, the number of photos and their
 * version (which changes with every upload, so browsers and caches never keep an old photo). Pages
 * send this instead of six URLs per photo and make the URLs where they are shown.
 */
export interface PhotoSet {
  listingId: number;
  count: number;
  version: number;
}

/** The URLs of every photo of a set, in order: three sizes, each as WebP and JPEG. */
export function photoUrls({ listingId, count, version }: PhotoSet): ListingImage[] {
  const url = (i: number, size: string, ext: string) => `/images/listings/${listingId}/${i}-${size}.${ext}?v=${version}`;
  return Array.from({ length: count }, (_, i) => ({
    small: url(i, 'small', 'webp'),
    medium: url(i, 'medium', 'webp'),
    big: url(i, 'big', 'webp'),
    smallJpeg: url(i, 'small', 'jpeg'),
    mediumJpeg: url(i, 'medium', 'jpeg'),
    bigJpeg: url(i, 'big', 'jpeg'),
  }));
}

/** The first photo of a set (the card and share image); null without photos. */
export function firstPhoto(set: PhotoSet): ListingImage | null {
  return photoUrls({ ...set, count: Math.min(set.count, 1) })[0] ?? null;
}

/** The set a list of photo URLs was made from (the first URL names car and version); none without photos. */
export function photoSetOf(listingId: number, images: readonly ListingImage[]): PhotoSet {
  const version = Number(/[?&]v=(\d+)/.exec(images[0]?.small ?? '')?.[1] ?? 0);
  return { listingId, count: images.length, version };
}

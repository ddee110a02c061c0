import { preload } from 'react-dom';
import type { ListingImage } from '#src/domain/listing/listing-types.ts';
import { PHOTO_WIDTHS as WIDTHS } from '#src/images/photo-sizes.ts';

export interface ListingPhotoProps {
  image: ListingImage;
  alt: string;
  /** the `sizes` attribute: how wide the photo is drawn at each viewport width */
  sizes: string;
  /** the largest size worth offering (thumbnails never need the big file) */
  largest?: 'medium' | 'big';
  /** load now rather than when scrolled near (the first photo, and neighbours once the gallery is used) */
  eager?: boolean;
  /** the page's main image: fetched before other images */
  priority?: boolean;
  className?: string;
}

/**
 * One listing photo as WebP with a JPEG fallback, every size in `srcset` so the browser picks the
 * smallest file that is sharp enough. Width and height give the 4:3 box before the file arrives.
 */
export function ListingPhoto({ image, alt, sizes, largest = 'big', eager = false, priority = false, className }: ListingPhotoProps) {
  const webp = [`${image.small} ${WIDTHS.small}w`, `${image.medium} ${WIDTHS.medium}w`];
  const jpeg = [`${image.smallJpeg} ${WIDTHS.small}w`, `${image.mediumJpeg} ${WIDTHS.medium}w`];
  if (largest === 'big') {
    webp.push(`${image.big} ${WIDTHS.big}w`);
    jpeg.push(`${image.bigJpeg} ${WIDTHS.big}w`);
  }
  // The main photo is the page's largest paint: a preload in <head> starts it before the styles
  // and scripts instead of after them (LCP ≤ 2 s on a phone connection, docs/quality-gates.md).
  if (priority) preload(image.medium, { as: 'image', type: 'image/webp', imageSrcSet: webp.join(', '), imageSizes: sizes, fetchPriority: 'high' });
  return (
    <picture className={className}>
      <source type="image/webp" srcSet={webp.join(', ')} sizes={sizes} />
      <img
        src={image.mediumJpeg}
        srcSet={jpeg.join(', ')}
        sizes={sizes}
        width={WIDTHS.medium}
        height={(WIDTHS.medium * 3) / 4}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        draggable={false}
      />
    </picture>
  );
}

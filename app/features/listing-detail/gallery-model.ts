/**
 * The gallery's rules (SPEC §2 'Gallery behaviour', SPEC §9 gallery figures), kept free of React so
 * they are tested directly: looping, swipe detection, the thumbnail strip offset.
 */

export const THUMBNAIL_WIDTH = 124;
export const THUMBNAIL_GAP = 10;
/** Placeholder tiles shown while the gallery has no photos yet. */
export const PLACEHOLDER_TILES = 4;

/**
 * The slides the stage renders. Each slide sits left of, on, or right of the current one; with 2
 * or 3 photos one element would have to be on both sides at once, so the list is doubled.
 */
export function loopSlides<T>(photos: readonly T[]): T[] {
  return photos.length === 2 || photos.length === 3 ? [...photos, ...photos] : [...photos];
}

/** Index that wraps at both ends: one before the first is the last, one after the last is the first. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/**
 * Where slide `slide` sits relative to the current one, as the shortest way round the loop:
 * 0 on stage, -1 just left, +1 just right, anything else out of sight.
 */
export function slideOffset(slide: number, current: number, count: number): number {
  if (count <= 0) return 0;
  let d = wrapIndex(slide - current, count);
  if (d > count / 2) d -= count;
  return d;
}

/**
 * A swipe counts when the finger moved more horizontally than vertically and further than a
 * quarter of the image width. Returns the step: +1 (swiped left: next), -1 (previous), 0 (none).
 */
export function swipeStep(dx: number, dy: number, imageWidth: number): -1 | 0 | 1 {
  if (Math.abs(dx) <= Math.abs(dy) || Math.abs(dx) <= imageWidth / 4) return 0;
  return dx < 0 ? 1 : -1;
}

/** Clicking thumbnail `index` scrolls the strip to (index − 1) × (width + gap): the previous thumbnail stays visible. */
export function thumbnailScrollLeft(index: number, width = THUMBNAIL_WIDTH, gap = THUMBNAIL_GAP): number {
  return Math.max(0, (index - 1) * (width + gap));
}

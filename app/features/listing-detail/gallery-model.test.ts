import { describe, expect, it } from 'vitest';
import { loopSlides, slideOffset, swipeStep, thumbnailScrollLeft, wrapIndex } from './gallery-model.ts';

describe('gallery rules (SPEC §2)', () => {
  it('wraps the index at both ends', () => {
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(12, 5)).toBe(2);
    expect(wrapIndex(3, 0)).toBe(0);
  });
  it('doubles 2 or 3 photos for looping, and only those', () => {
    expect(loopSlides(['a'])).toEqual(['a']);
    expect(loopSlides(['a', 'b'])).toEqual(['a', 'b', 'a', 'b']);
    expect(loopSlides(['a', 'b', 'c'])).toEqual(['a', 'b', 'c', 'a', 'b', 'c']);
    expect(loopSlides(['a', 'b', 'c', 'd'])).toHaveLength(4);
  });
  it('places neighbours on both sides, the shortest way round', () => {
    expect([0, 1, 2, 3].map((s) => slideOffset(s, 0, 4))).toEqual([0, 1, 2, -1]);
    expect([0, 1, 2, 3, 4, 5].map((s) => slideOffset(s, 5, 6))).toEqual([1, 2, 3, -2, -1, 0]);
  });
  it('accepts a swipe only when horizontal, and longer than a quarter of the width', () => {
    expect(swipeStep(-101, 10, 400)).toBe(1);
    expect(swipeStep(101, 10, 400)).toBe(-1);
    expect(swipeStep(-100, 10, 400)).toBe(0);
    expect(swipeStep(-150, 160, 400)).toBe(0);
  });
  it('scrolls the thumbnail strip to (index − 1) × (width + gap)', () => {
    expect(thumbnailScrollLeft(0)).toBe(0);
    expect(thumbnailScrollLeft(1)).toBe(0);
    expect(thumbnailScrollLeft(4)).toBe(3 * 134);
  });
});

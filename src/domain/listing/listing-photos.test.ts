import { describe, expect, it } from 'vitest';
import { firstPhoto, photoSetOf, photoUrls } from './listing-photos.ts';

describe('photo sets', () => {
  const set = { listingId: 1234, count: 3, version: 728063 };

  it('make every photo URL of a car: three sizes, WebP and JPEG, with the version', () => {
    const urls = photoUrls(set);
    expect(urls).toHaveLength(3);
    expect(urls[2]).toEqual({
      small: '/images/listings/1234/2-small.webp?v=728063',
      medium: '/images/listings/1234/2-medium.webp?v=728063',
      big: '/images/listings/1234/2-big.webp?v=728063',
      smallJpeg: '/images/listings/1234/2-small.jpeg?v=728063',
      mediumJpeg: '/images/listings/1234/2-medium.jpeg?v=728063',
      bigJpeg: '/images/listings/1234/2-big.jpeg?v=728063',
    });
  });

  it('read back from the URLs they made', () => {
    expect(photoSetOf(1234, photoUrls(set))).toEqual(set);
    expect(photoSetOf(1234, [])).toEqual({ listingId: 1234, count: 0, version: 0 });
  });

  it('give the first photo, or none', () => {
    expect(firstPhoto(set)).toEqual(photoUrls(set)[0]);
    expect(firstPhoto({ ...set, count: 0 })).toBeNull();
  });
});

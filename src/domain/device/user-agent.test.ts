import { describe, expect, it } from 'vitest';
import { pageVariantOf, platformOf } from './user-agent.ts';

const IPHONE_17 = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPHONE_18 = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const CHROME_WIN = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const FIREFOX_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0';
const FIREFOX_MOBILE_LINUX = 'Mozilla/5.0 (Mobile; rv:48.0) Gecko/48.0 Firefox/48.0';

describe('platformOf', () => {
  it('tells iOS, Android and the rest apart', () => {
    expect([IPHONE_17, ANDROID, CHROME_WIN, ''].map(platformOf)).toEqual(['ios', 'android', 'desktop', 'desktop']);
  });
});

describe('pageVariantOf', () => {
  it('gives different browser builds of one kind of device the same variant', () => {
    expect(pageVariantOf(IPHONE_17)).toBe(pageVariantOf(IPHONE_18));
    expect(pageVariantOf(CHROME_WIN)).toBe(pageVariantOf(FIREFOX_MAC));
    expect(pageVariantOf(CHROME_WIN)).toBe(pageVariantOf(''));
  });

  it('separates what pages render differently: platform and mobile vs desktop', () => {
    const variants = new Set([IPHONE_17, ANDROID, CHROME_WIN, FIREFOX_MOBILE_LINUX].map(pageVariantOf));
    expect(variants.size).toBe(4);
    expect(pageVariantOf(FIREFOX_MOBILE_LINUX)).toBe('desktop/mobile');
  });
});

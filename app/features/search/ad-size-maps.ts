/**
 * Ad slot size maps (SPEC §2): the creative sizes a slot accepts from each viewport width on
 * (breakpoints 0, 730, 1100, 1230, 1270, 1720). The slot reserves the tallest size of the current
 * range, so the page never shifts when an ad arrives. Sky banners have no size below 730 px: hidden.
 */

export const AD_BREAKPOINTS = [0, 730, 1100, 1230, 1270, 1720] as const;
export type AdBreakpoint = (typeof AD_BREAKPOINTS)[number];
export type AdSize = readonly [width: number, height: number];
export type AdSlotKind = 'list' | 'sky' | 'billboard';
export type AdSizeMap = Record<AdBreakpoint, readonly AdSize[]>;

const LEADERBOARD: AdSize = [728, 90];
const BANNER: AdSize = [468, 60];
const RECTANGLE: AdSize = [300, 250];
const MOBILE_BANNER: AdSize = [320, 100];

export const AD_SIZE_MAPS: Record<AdSlotKind, AdSizeMap> = {
  /** between result cards (list positions 2, 7, 12, 17) */
  list: {
    0: [RECTANGLE, MOBILE_BANNER],
    730: [BANNER],
    1100: [LEADERBOARD, BANNER],
    1230: [LEADERBOARD, BANNER],
    1270: [LEADERBOARD, BANNER],
    1720: [LEADERBOARD, BANNER],
  },
  /** the side column's skyscraper */
  sky: {
    0: [],
    730: [[120, 600]],
    1100: [[160, 600]],
    1230: [[160, 600]],
    1270: [
      [300, 600],
      [160, 600],
    ],
    1720: [
      [300, 600],
      [160, 600],
    ],
  },
  /** full-width band on the home page */
  billboard: {
    0: [MOBILE_BANNER],
    730: [LEADERBOARD],
    1100: [LEADERBOARD],
    1230: [LEADERBOARD],
    1270: [LEADERBOARD],
    1720: [LEADERBOARD],
  },
};

/** The height a slot keeps free from each breakpoint on (0 = hidden). */
export function reservedHeights(kind: AdSlotKind): Record<AdBreakpoint, number> {
  const map = AD_SIZE_MAPS[kind];
  const out = {} as Record<AdBreakpoint, number>;
  for (const bp of AD_BREAKPOINTS) out[bp] = Math.max(0, ...map[bp].map(([, h]) => h));
  return out;
}

/** SPEC §2: ad slots sit after these result positions (1-based). */
export const LIST_AD_POSITIONS: readonly number[] = [2, 7, 12, 17];

/** SPEC §9: ads refresh about 3 s after the search values change. */
export const AD_REFRESH_DELAY_MS = 3000;

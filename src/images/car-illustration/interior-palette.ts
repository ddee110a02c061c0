/** The colours of a car's interior, shared by the cockpit and the seats view so both photos show the same car. */

import { hash, pick, rng } from './geometry.ts';

export interface InteriorPalette {
  /** dashboard top and bottom */
  dash: readonly [string, string];
  /** seat fabric light and shaded */
  seat: readonly [string, string];
  /** seams and piping */
  seam: string;
  leather: boolean;
}

const DARK_DASH = ['#3b3d43', '#1b1c20'] as const;
const BROWN_DASH = ['#4a3b32', '#241b16'] as const;
const GREY_DASH = ['#5c5f66', '#2b2d32'] as const;

/**
 * Upholstery ids as in the listing (1 Stoff, 2 Teilleder, 3 Vollleder, 4 Velours, 5 Alcantara,
 * 6 Kunstleder): cloth is anthracite or grey, leather black, beige or brown.
 */
export function interiorPalette(seed: number, upholsteryId: number | null): InteriorPalette {
  const r = rng(hash('interior-palette', seed));
  const leather = upholsteryId === 2 || upholsteryId === 3 || upholsteryId === 6;
  if (leather) {
    const seat = pick(r, [
      { seat: ['#3a3b3f', '#18191c'], seam: '#6d6f75', dash: DARK_DASH },
      { seat: ['#3a3b3f', '#18191c'], seam: '#9a9ca2', dash: DARK_DASH },
      { seat: ['#d8c7a8', '#a48d6c'], seam: '#8a7556', dash: DARK_DASH },
      { seat: ['#8a5a3c', '#4e301f'], seam: '#c9a27e', dash: BROWN_DASH },
    ] as const);
    return { ...seat, leather: true };
  }
  const cloth = pick(r, [
    { seat: ['#4a4c52', '#26282c'], seam: '#5e6168', dash: DARK_DASH },
    { seat: ['#6e7178', '#3f4248'], seam: '#8a8d94', dash: GREY_DASH },
  ] as const);
  return { ...cloth, leather: false };
}

/**
 * What every drawing step of draw-car.ts shares: the projected car it paints into, the light,
 * the wheel arch cut-outs and the shaded box used for roof rails, seats and the mirror.
 */

import { type Cam, darken, type Doc, hex, lighten, mix, type P2, pathOf, type RGB, type V3 } from './geometry.ts';
import { type Spec, type Tag } from './body-specs.ts';
import { type RimStyle } from './wheels.ts';

/** What every step needs: the projected car and the list it paints into. */
export interface CarCanvas {
  d: Doc;
  s: Spec;
  base: RGB;
  rim: RimStyle;
  cam: Cam;
  P: (x: number, y: number, z: number) => P2;
  /** the flattened side profile with the tag of each edge */
  top: { p: P2[]; t: Tag[] };
  /** z of the near (0) and far (W) body side at height y: the glasshouse leans inwards */
  zN: (y: number) => number;
  zF: (y: number) => number;
  /** x of the front and rear surface at height y */
  front: (y: number) => number;
  rear: (y: number) => number;
  light: V3;
  /** the rear window is raised with an open tailgate, so the shell has none */
  rearGlassOpen: boolean;
  out: string[];
}

export type DepthItem = { d: number; svg: string };

export const LIGHT: V3 = (() => {
  const l: V3 = [-0.35, 1, -0.5];
  const m = Math.hypot(...l);
  return [l[0] / m, l[1] / m, l[2] / m];
})();

export const archRadius = (s: Spec): number => s.r * 1.08 + 2;

/** The wheel arch cut-out of the side profile above a wheel at x `wx`. */
export function archOf(s: Spec, wx: number): P2[] {
  const ra = archRadius(s);
  const dy = s.sill - s.r;
  const dx = Math.sqrt(Math.max(0, ra * ra - dy * dy));
  const a0 = Math.atan2(dy, dx);
  const a1 = Math.PI - a0;
  const ps: P2[] = [];
  for (let i = 0; i <= 20; i++) {
    const a = a0 + ((a1 - a0) * i) / 20;
    ps.push([wx + Math.cos(a) * ra, s.r + Math.sin(a) * ra]);
  }
  return ps;
}

/** A projected box (roof rails, cabrio seats, mirror) with its visible faces shaded. */
export function box(c: CarCanvas, x0: number, x1: number, y0: number, y1: number, z0: number, z1: number, col: RGB): DepthItem {
  const { cam, P } = c;
  const light = c.light;

  const faces: Array<{ n: V3; pts: V3[] }> = [
    {
      n: [-1, 0, 0],
      pts: [
        [x0, y0, z0],
        [x0, y1, z0],
        [x0, y1, z1],
        [x0, y0, z1],
      ],
    },
    {
      n: [1, 0, 0],
      pts: [
        [x1, y0, z0],
        [x1, y1, z0],
        [x1, y1, z1],
        [x1, y0, z1],
      ],
    },
    {
      n: [0, 1, 0],
      pts: [
        [x0, y1, z0],
        [x1, y1, z0],
        [x1, y1, z1],
        [x0, y1, z1],
      ],
    },
    {
      n: [0, 0, -1],
      pts: [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y1, z0],
        [x0, y1, z0],
      ],
    },
    {
      n: [0, 0, 1],
      pts: [
        [x0, y0, z1],
        [x1, y0, z1],
        [x1, y1, z1],
        [x0, y1, z1],
      ],
    },
  ];
  let svg = '';
  for (const fc of faces) {
    const c = fc.pts.reduce<[number, number, number]>((acc, p) => [acc[0] + p[0] / 4, acc[1] + p[1] / 4, acc[2] + p[2] / 4], [0, 0, 0]);
    const vis = fc.n[0] * (cam.pos[0] - c[0]) + fc.n[1] * (cam.pos[1] - c[1]) + fc.n[2] * (cam.pos[2] - c[2]) > 0;
    if (!vis) continue;
    const lum = (fc.n[0] * light[0] + fc.n[1] * light[1] + fc.n[2] * light[2] + 1) / 2;
    const cc = hex(mix(darken(col, 0.45), lighten(col, 0.25), lum));
    svg += `<path d="${pathOf(fc.pts.map((p) => P(p[0], p[1], p[2])))}" fill="${cc}" stroke="${cc}" stroke-width="0.6" stroke-linejoin="round"/>`;
  }
  return { d: cam.depth((x0 + x1) / 2, (y0 + y1) / 2, (z0 + z1) / 2), svg };
}

/** The car's wheels as draw-car.ts paints them: the far tyres behind the body, the near arches and wheels in front of it. */

import { convexHull, type P2, pathOf } from './geometry.ts';
import { archOf, type CarCanvas } from './car-canvas.ts';
import { wheelFace } from './wheels.ts';

const TYRE_WIDTH = 0.15;

function wheelHull(c: CarCanvas, wx: number, z0: number, z1: number): P2[] {
  const { s, P } = c;
  const ps: P2[] = [];
  for (const z of [z0, z1]) {
    for (let i = 0; i < 36; i++) {
      const a = (i / 36) * Math.PI * 2;
      ps.push(P(wx + Math.cos(a) * s.r, s.r + Math.sin(a) * s.r, z));
    }
  }
  return convexHull(ps);
}

/** The far wheels: only their dark tyres are ever visible. */
export function drawFarWheels(c: CarCanvas): void {
  const { s, out } = c;
  const tyreW = s.W * TYRE_WIDTH;
  for (const wx of [s.fx, s.rx]) {
    out.push(`<path d="${pathOf(wheelHull(c, wx, s.W - 4 - tyreW, s.W - 4))}" fill="#141518"/>`);
  }
}

/** The near side's wheel arches and wheels. */
export function drawNearWheels(c: CarCanvas): void {
  const { s, P, rim, out } = c;
  const tyreW = s.W * TYRE_WIDTH;
  const archF = archOf(s, s.fx);
  const archR = archOf(s, s.rx);
  for (const ar of [archF, archR]) {
    out.push(`<path d="${pathOf(ar.map((p) => P(p[0], p[1], 0)))}" fill="#111215"/>`);
  }
  for (const wx of [s.fx, s.rx]) {
    out.push(`<path d="${pathOf(wheelHull(c, wx, 4, 4 + tyreW))}" fill="#18191c"/>`);
    const face: string[] = [];
    wheelFace((x, y) => P(wx + x, s.r + y, 4), s.r, rim, face);
    out.push(...face);
  }
}

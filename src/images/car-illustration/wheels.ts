/** Wheels of the demo illustrations: rim styles and the tyre-and-rim face drawn into any plane. */

import { f, hash, type P2, pathOf, pick, rng } from './geometry.ts';

// ---------------------------------------------------------------------------
// wheels

export interface RimStyle {
  kind: 0 | 1 | 2 | 3;
  n: number;
  face: string;
  edge: string;
  caliper: string;
  rot: number;
}

export function rimStyleFor(seed: number): RimStyle {
  const r = rng(hash('rim', seed));
  const kind = pick(r, [0, 1, 2, 3] as const);
  const n = kind === 2 ? pick(r, [7, 8, 10]) : kind === 3 ? 6 : 5;
  const finish = pick(r, [
    ['#d6dbe1', '#8b939c'],
    ['#d6dbe1', '#8b939c'],
    ['#5b6068', '#2c2f34'],
    ['#2b2d31', '#0f1012'],
    ['#c3c8ce', '#7a828b'],
  ] as const);
  const caliper = pick(r, ['#4a4e55', '#4a4e55', '#c8102e', '#e3b505', '#2f5fb3']);
  return { kind, n, face: finish[0], edge: finish[1], caliper, rot: r() * Math.PI * 2 };
}

/** Draws tyre sidewall + rim; `map` converts wheel-plane coordinates (x right, y up, origin at hub) to screen. */
export function wheelFace(map: (x: number, y: number) => P2, R: number, st: RimStyle, out: string[]): void {
  const o = map(0, 0);
  const e = map(0, R);
  const sc = Math.hypot(e[0] - o[0], e[1] - o[1]) / R;
  const circle = (rad: number, n = 40): P2[] => {
    const ps: P2[] = [];
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2;
      ps.push(map(Math.cos(a) * rad, Math.sin(a) * rad));
    }
    return ps;
  };
  const polar = (a: number, rad: number): P2 => map(Math.cos(a) * rad, Math.sin(a) * rad);
  out.push(`<path d="${pathOf(circle(R))}" fill="#26272c"/>`);
  out.push(`<path d="${pathOf(circle(R * 0.9))}" fill="none" stroke="#3a3b41" stroke-width="${f(Math.max(0.6, R * 0.025 * sc))}"/>`);
  out.push(`<path d="${pathOf(circle(R * 0.67))}" fill="#17181b"/>`);
  out.push(`<path d="${pathOf(circle(R * 0.52))}" fill="#8f949b"/>`);
  out.push(`<path d="${pathOf(circle(R * 0.24, 24))}" fill="#6c7178"/>`);
  // brake caliper
  const cal: P2[] = [];
  for (let i = 0; i <= 8; i++) cal.push(polar(1.9 + i * 0.09, R * 0.56));
  for (let i = 8; i >= 0; i--) cal.push(polar(1.9 + i * 0.09, R * 0.36));
  out.push(`<path d="${pathOf(cal)}" fill="${st.caliper}"/>`);

  const stroke = `stroke="${st.edge}" stroke-width="${f(Math.max(0.5, R * 0.015 * sc))}" stroke-linejoin="round"`;
  if (st.kind === 3) {
    // turbine disc with openings
    out.push(`<path d="${pathOf(circle(R * 0.64))}" fill="${st.face}" ${stroke}/>`);
    for (let i = 0; i < st.n; i++) {
      const a = st.rot + (i / st.n) * Math.PI * 2;
      const hole: P2[] = [];
      for (let j = 0; j <= 6; j++) hole.push(polar(a - 0.28 + j * 0.07, R * 0.56));
      for (let j = 6; j >= 0; j--) hole.push(polar(a - 0.16 + j * 0.05, R * 0.3));
      out.push(`<path d="${pathOf(hole)}" fill="#1d1e22"/>`);
    }
  } else {
    const spokes: Array<readonly [number, number, number]> = []; // angle, inner half width, outer half width
    for (let i = 0; i < st.n; i++) {
      const a = st.rot + (i / st.n) * Math.PI * 2;
      if (st.kind === 0) spokes.push([a, 0.1, 0.15]);
      else if (st.kind === 1) spokes.push([a - 0.12, 0.045, 0.06], [a + 0.12, 0.045, 0.06]);
      else spokes.push([a, 0.045, 0.07]);
    }
    for (const [a, w1, w2] of spokes) {
      const r1 = R * 0.18;
      const r2 = R * 0.64;
      const ps: P2[] = [polar(a - (w1 * R) / r1, r1), polar(a - (w2 * R) / r2, r2), polar(a + (w2 * R) / r2, r2), polar(a + (w1 * R) / r1, r1)];
      out.push(`<path d="${pathOf(ps)}" fill="${st.face}" ${stroke}/>`);
    }
  }
  out.push(`<path d="${pathOf(circle(R * 0.655))}" fill="none" stroke="${st.face}" stroke-width="${f(R * 0.05 * sc)}"/>`);
  out.push(`<path d="${pathOf(circle(R * 0.68))}" fill="none" stroke="#101114" stroke-width="${f(Math.max(0.5, R * 0.012 * sc))}"/>`);
  out.push(`<path d="${pathOf(circle(R * 0.17, 24))}" fill="${st.face}" ${stroke}/>`);
  out.push(`<path d="${pathOf(circle(R * 0.07, 16))}" fill="${st.edge}"/>`);
}

/** The car bodies of the demo illustrations: a side profile per body type extruded across the width, wheels and rims, drawn from a camera angle. */

import { Cam, convexHull, darken, type Doc, f, hash, hex, lerp2, lighten, luminance, mix, type P2, pathOf, pick, type RGB, rng, type V3 } from './geometry.ts';

// ---------------------------------------------------------------------------
// body type specifications (units ≈ 1 cm, x from the front bumper, y = height above ground)

export type Tag = 'body' | 'ws' | 'rg' | 'cabin';
export interface OV {
  x: number;
  y: number;
  /** corner radius */
  r: number;
  /** tag of the edge that starts at this vertex */
  t?: Tag;
}
export const v = (x: number, y: number, r: number, t?: Tag): OV => (t === undefined ? { x, y, r } : { x, y, r, t });

export type Band = readonly [number, number];

export interface Spec {
  name: string;
  L: number;
  W: number;
  /** wheel radius */
  r: number;
  /** front / rear axle x */
  fx: number;
  rx: number;
  /** body bottom between the wheels */
  sill: number;
  belt: number;
  roof: number;
  /** front bumper bottom → over the roof → rear bumper bottom */
  outline: OV[];
  /** side windows (closed polygon) or null for an open car */
  glass: OV[] | null;
  /** pillars crossing the side glass: [x at belt, x at roof, width] */
  pillars: ReadonlyArray<readonly [number, number, number]>;
  /** door cut lines: [x at sill, x at belt] */
  doors: ReadonlyArray<readonly [number, number]>;
  /** x of the rear end of each door handle */
  handles: readonly number[];
  headlight: Band;
  grille: Band;
  plate: Band;
  taillight: Band;
  rearPlate: Band;
  rails?: Band;
  cladding?: boolean;
  cabrio?: boolean;
  slideRail?: readonly [number, number, number];
  splitRear?: boolean;
  interiorLift?: number;
}

export const SPECS: Record<number, Spec> = {
  1: {
    name: 'Kleinwagen', L: 480, W: 198, r: 44, fx: 88, rx: 392, sill: 25, belt: 114, roof: 192,
    outline: [
      v(8, 23, 6), v(0, 52, 14), v(6, 86, 28), v(150, 108, 22, 'ws'), v(246, 188, 32),
      v(378, 192, 30), v(448, 174, 12, 'rg'), v(470, 118, 14), v(482, 42, 10), v(470, 23, 6),
    ],
    glass: [v(164, 114, 4), v(242, 178, 20), v(372, 182, 16), v(408, 170, 8), v(416, 118, 4)],
    pillars: [[298, 306, 11]],
    doors: [[148, 152], [300, 298], [414, 412]],
    handles: [290, 404],
    headlight: [66, 84], grille: [44, 64], plate: [29, 42], taillight: [98, 124], rearPlate: [58, 71],
  },
  2: {
    name: 'Cabrio', L: 560, W: 205, r: 43, fx: 100, rx: 450, sill: 23, belt: 102, roof: 160,
    outline: [
      v(6, 22, 6), v(0, 52, 14), v(10, 92, 26), v(214, 102, 8, 'cabin'), v(424, 102, 10),
      v(522, 104, 16), v(552, 94, 10), v(558, 42, 10), v(546, 22, 6),
    ],
    glass: null,
    pillars: [],
    doors: [[214, 216], [382, 384]],
    handles: [372],
    headlight: [58, 74], grille: [38, 56], plate: [26, 38], taillight: [76, 92], rearPlate: [48, 60],
    cabrio: true,
  },
  3: {
    name: 'Coupé', L: 580, W: 212, r: 44, fx: 106, rx: 466, sill: 23, belt: 109, roof: 164,
    outline: [
      v(6, 22, 6), v(0, 52, 14), v(14, 92, 28), v(212, 104, 18, 'ws'), v(312, 162, 42),
      v(392, 164, 44, 'rg'), v(510, 118, 26), v(566, 110, 12), v(578, 46, 10), v(566, 22, 6),
    ],
    glass: [v(226, 109, 4), v(308, 154, 26), v(384, 157, 18), v(466, 122, 10), v(458, 111, 4)],
    pillars: [[398, 388, 6]],
    doors: [[212, 214], [400, 402]],
    handles: [390],
    headlight: [60, 75], grille: [36, 56], plate: [24, 36], taillight: [86, 102], rearPlate: [48, 60],
  },
  4: {
    name: 'SUV', L: 560, W: 222, r: 54, fx: 106, rx: 452, sill: 40, belt: 148, roof: 244,
    outline: [
      v(6, 36, 8), v(0, 80, 14), v(8, 124, 24), v(160, 142, 20, 'ws'), v(246, 236, 30),
      v(506, 244, 16), v(542, 228, 12, 'rg'), v(552, 152, 12), v(560, 58, 10), v(548, 36, 6),
    ],
    glass: [v(176, 149, 4), v(250, 228, 20), v(498, 234, 12), v(528, 218, 6), v(534, 156, 4)],
    pillars: [[330, 338, 12], [440, 448, 16]],
    doors: [[160, 162], [334, 332], [444, 442]],
    handles: [322, 432],
    headlight: [102, 122], grille: [66, 100], plate: [50, 64], taillight: [122, 148], rearPlate: [78, 92],
    rails: [262, 492],
    cladding: true,
    interiorLift: 22,
  },
  5: {
    name: 'Kombi', L: 600, W: 208, r: 45, fx: 104, rx: 484, sill: 24, belt: 113, roof: 186,
    outline: [
      v(6, 22, 6), v(0, 54, 14), v(12, 92, 28), v(176, 108, 22, 'ws'), v(272, 182, 34),
      v(548, 186, 20), v(580, 172, 12, 'rg'), v(592, 118, 12), v(600, 42, 10), v(588, 22, 6),
    ],
    glass: [v(190, 113, 4), v(276, 173, 20), v(540, 177, 12), v(568, 164, 6), v(576, 116, 4)],
    pillars: [[356, 362, 11], [470, 476, 14]],
    doors: [[176, 178], [360, 358], [474, 472]],
    handles: [350, 464],
    headlight: [62, 79], grille: [38, 60], plate: [26, 38], taillight: [86, 110], rearPlate: [52, 64],
    rails: [292, 536],
  },
  6: {
    name: 'Limousine', L: 600, W: 210, r: 45, fx: 110, rx: 482, sill: 24, belt: 113, roof: 180,
    outline: [
      v(6, 22, 6), v(0, 54, 14), v(12, 92, 28), v(190, 108, 22, 'ws'), v(290, 177, 42),
      v(418, 180, 38, 'rg'), v(502, 122, 20), v(584, 116, 12), v(598, 96, 10), v(600, 42, 10), v(588, 22, 6),
    ],
    glass: [v(204, 113, 4), v(294, 169, 26), v(410, 171, 22), v(474, 122, 6), v(468, 115, 4)],
    pillars: [[352, 358, 11]],
    doors: [[190, 192], [356, 354], [470, 468]],
    handles: [346, 460],
    headlight: [62, 79], grille: [38, 60], plate: [26, 38], taillight: [84, 106], rearPlate: [50, 62],
  },
  12: {
    name: 'Van', L: 620, W: 224, r: 48, fx: 104, rx: 506, sill: 30, belt: 152, roof: 268,
    outline: [
      v(6, 30, 6), v(0, 76, 14), v(6, 122, 24), v(84, 146, 20, 'ws'), v(172, 262, 36),
      v(598, 268, 16), v(612, 254, 10, 'rg'), v(618, 152, 10), v(620, 58, 10), v(608, 30, 6),
    ],
    glass: [v(100, 153, 4), v(176, 254, 20), v(592, 258, 10), v(606, 244, 6), v(608, 158, 4)],
    pillars: [[236, 240, 12], [390, 394, 10], [514, 518, 14]],
    doors: [[84, 86], [238, 240], [392, 392], [516, 516]],
    handles: [228, 382],
    headlight: [94, 114], grille: [68, 92], plate: [46, 60], taillight: [96, 142], rearPlate: [64, 78],
    slideRail: [392, 604, 150],
    splitRear: false,
    interiorLift: 40,
  },
  13: {
    name: 'Transporter', L: 660, W: 230, r: 48, fx: 118, rx: 528, sill: 32, belt: 158, roof: 300,
    outline: [
      v(6, 32, 6), v(0, 84, 14), v(8, 128, 26), v(120, 152, 20, 'ws'), v(206, 290, 32),
      v(648, 300, 12), v(658, 292, 6), v(660, 62, 10), v(648, 32, 6),
    ],
    glass: [v(134, 159, 4), v(208, 282, 16), v(284, 285, 6), v(288, 162, 4)],
    pillars: [],
    doors: [[120, 122], [292, 292], [470, 470]],
    handles: [282, 456],
    headlight: [98, 120], grille: [70, 96], plate: [48, 62], taillight: [58, 112], rearPlate: [66, 80],
    slideRail: [470, 644, 172],
    splitRear: true,
    interiorLift: 48,
  },
};

export function specFor(bodyType: number): Spec {
  const s = SPECS[bodyType];
  if (s) return s;
  const fallback = SPECS[6];
  if (!fallback) throw new Error('missing default spec');
  return fallback;
}

/** Rounded polygon → polyline with per-segment tags (corner arcs get 'body' unless both edges share a tag). */
export function flatten(vs: readonly OV[], closed: boolean, steps = 6): { p: P2[]; t: Tag[] } {
  const p: P2[] = [];
  const t: Tag[] = [];
  const n = vs.length;
  const edgeTag = (i: number): Tag => vs[((i % n) + n) % n]?.t ?? 'body';
  for (let i = 0; i < n; i++) {
    const cur = vs[i]!;
    const prev = vs[(i - 1 + n) % n]!;
    const next = vs[(i + 1) % n]!;
    const endpoint = !closed && (i === 0 || i === n - 1);
    if (endpoint || cur.r <= 0) {
      if (p.length) t.push(edgeTag(i - 1));
      p.push([cur.x, cur.y]);
      continue;
    }
    const d1 = Math.hypot(prev.x - cur.x, prev.y - cur.y) || 1;
    const d2 = Math.hypot(next.x - cur.x, next.y - cur.y) || 1;
    const rr = Math.min(cur.r, d1 / 2, d2 / 2);
    const a: P2 = [cur.x + ((prev.x - cur.x) / d1) * rr, cur.y + ((prev.y - cur.y) / d1) * rr];
    const b: P2 = [cur.x + ((next.x - cur.x) / d2) * rr, cur.y + ((next.y - cur.y) / d2) * rr];
    const tin = edgeTag(i - 1);
    const tout = edgeTag(i);
    const tc: Tag = tin === tout ? tin : 'body';
    if (p.length) t.push(tin);
    p.push(a);
    for (let s = 1; s <= steps; s++) {
      const u = s / steps;
      const w0 = (1 - u) * (1 - u);
      const w1 = 2 * (1 - u) * u;
      const w2 = u * u;
      t.push(tc);
      p.push([w0 * a[0] + w1 * cur.x + w2 * b[0], w0 * a[1] + w1 * cur.y + w2 * b[1]]);
    }
  }
  if (closed) t.push(edgeTag(n - 1));
  return { p, t };
}

/** x where the front (walking from the start) or rear (walking from the end) surface crosses height y */
export function surfaceX(pts: readonly P2[], end: 'front' | 'rear', y: number, fallback: number): number {
  const n = pts.length;
  for (let i = 0; i < n - 1; i++) {
    const k = end === 'front' ? i : n - 2 - i;
    const a = pts[k]!;
    const b = pts[k + 1]!;
    const lo = Math.min(a[1], b[1]);
    const hi = Math.max(a[1], b[1]);
    if (y >= lo && y <= hi && hi > lo) {
      return a[0] + ((y - a[1]) / (b[1] - a[1])) * (b[0] - a[0]);
    }
  }
  return fallback;
}

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
  for (let i = 0; i <= 8; i++) cal.push(polar((1.9 + i * 0.09) , R * 0.56));
  for (let i = 8; i >= 0; i--) cal.push(polar((1.9 + i * 0.09), R * 0.36));
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
      const ps: P2[] = [
        polar(a - (w1 * R) / r1, r1),
        polar(a - (w2 * R) / r2, r2),
        polar(a + (w2 * R) / r2, r2),
        polar(a + (w1 * R) / r1, r1),
      ];
      out.push(`<path d="${pathOf(ps)}" fill="${st.face}" ${stroke}/>`);
    }
  }
  out.push(`<path d="${pathOf(circle(R * 0.655))}" fill="none" stroke="${st.face}" stroke-width="${f(R * 0.05 * sc)}"/>`);
  out.push(`<path d="${pathOf(circle(R * 0.68))}" fill="none" stroke="#101114" stroke-width="${f(Math.max(0.5, R * 0.012 * sc))}"/>`);
  out.push(`<path d="${pathOf(circle(R * 0.17, 24))}" fill="${st.face}" ${stroke}/>`);
  out.push(`<path d="${pathOf(circle(R * 0.07, 16))}" fill="${st.edge}"/>`);
}

// ---------------------------------------------------------------------------
// 3D car

export interface CarDraw {
  svg: string;
  floorTop: number;
  bottom: number;
}

export function drawCar(d: Doc, s: Spec, base: RGB, rim: RimStyle, th: number, ph: number, fitW: number, fitH: number, bottom: number): CarDraw {
  const cam = new Cam([s.L / 2, s.roof * 0.4, s.W / 2], th, ph, s.L * 2.7);
  const top = flatten(s.outline, false);
  const tumble = s.W * 0.065;
  const zN = (y: number): number => (s.cabrio || y <= s.belt ? 0 : tumble * Math.min(1, (y - s.belt) / (s.roof - s.belt)));
  const zF = (y: number): number => s.W - zN(y);
  const front = (y: number) => surfaceX(top.p, 'front', y, 0);
  const rear = (y: number) => surfaceX(top.p, 'rear', y, s.L);

  const fitPts: V3[] = [];
  for (const [x, y] of top.p) fitPts.push([x, y, zN(y)], [x, y, zF(y)]);
  for (const wx of [s.fx, s.rx]) {
    for (const z of [0, s.W]) {
      for (let i = 0; i < 16; i++) {
        const a = (i / 16) * Math.PI * 2;
        fitPts.push([wx + Math.cos(a) * s.r, s.r + Math.sin(a) * s.r, z]);
      }
    }
  }
  cam.fit(fitPts, fitW, fitH, 400, bottom);
  const P = (x: number, y: number, z: number): P2 => cam.p(x, y, z);

  const floorTop = Math.min(P(s.fx, 0, s.W)[1], P(s.rx, 0, s.W)[1], P(s.fx, 0, 0)[1], P(s.rx, 0, 0)[1]);
  const out: string[] = [];
  const frontVisible = th > 0.05;
  const rearVisible = th < -0.05;

  // ground shadow: radial-gradient ellipses (much cheaper to rasterise than blur filters)
  {
    const fp = [P(0, 0, 0), P(s.L, 0, 0), P(s.L, 0, s.W), P(0, 0, s.W)];
    const xs = fp.map((p) => p[0]);
    const ys = fp.map((p) => p[1]);
    const x0 = Math.min(...xs);
    const x1 = Math.max(...xs);
    const y0 = Math.min(...ys);
    const y1 = Math.max(...ys);
    const soft = d.rad([
      [0, '#000', 0.5],
      [0.55, '#000', 0.32],
      [1, '#000', 0],
    ]);
    out.push(`<ellipse cx="${f((x0 + x1) / 2)}" cy="${f((y0 + y1) / 2)}" rx="${f((x1 - x0) * 0.56 + 16)}" ry="${f((y1 - y0) * 0.62 + 12)}" fill="${soft}"/>`);
    for (const wx of [s.fx, s.rx]) {
      for (const z of [s.W * 0.08, s.W * 0.92]) {
        const c = P(wx, 0, z);
        const k = cam.scaleAt(wx, 0, z);
        out.push(`<ellipse cx="${f(c[0])}" cy="${f(c[1] + 1)}" rx="${f(s.r * 1.05 * k)}" ry="${f(Math.max(5, s.r * 0.22 * k))}" fill="${soft}"/>`);
      }
    }
  }

  // wheels: geometry
  const tyreW = s.W * 0.15;
  const wheelHull = (wx: number, z0: number, z1: number): P2[] => {
    const ps: P2[] = [];
    for (const z of [z0, z1]) {
      for (let i = 0; i < 36; i++) {
        const a = (i / 36) * Math.PI * 2;
        ps.push(P(wx + Math.cos(a) * s.r, s.r + Math.sin(a) * s.r, z));
      }
    }
    return convexHull(ps);
  };
  // far wheels (only the dark tyre is ever visible)
  for (const wx of [s.fx, s.rx]) {
    out.push(`<path d="${pathOf(wheelHull(wx, s.W - 4 - tyreW, s.W - 4))}" fill="#141518"/>`);
  }

  // extruded body surfaces
  const light: V3 = (() => {
    const l: V3 = [-0.35, 1, -0.5];
    const m = Math.hypot(...l);
    return [l[0] / m, l[1] / m, l[2] / m];
  })();
  const items: Array<{ d: number; svg: string }> = [];
  const segVisible: boolean[] = [];
  const segDepth: number[] = [];
  const bodyDark = darken(base, 0.5);
  const bodyLight = lighten(base, luminance(base) > 0.8 ? 0.5 : 0.34);
  for (let k = 0; k < top.p.length - 1; k++) {
    const a = top.p[k]!;
    const b = top.p[k + 1]!;
    const tag = top.t[k] ?? 'body';
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const len = Math.hypot(dx, dy);
    const mx = (a[0] + b[0]) / 2;
    const my = (a[1] + b[1]) / 2;
    const dep = cam.depth(mx, my, s.W / 2);
    segDepth.push(dep);
    if (len < 0.01) {
      segVisible.push(false);
      continue;
    }
    const nx = -dy / len;
    const ny = dx / len;
    const vis = nx * (cam.pos[0] - mx) + ny * (cam.pos[1] - my) > 0;
    segVisible.push(vis);
    if (!vis) continue;
    const lum = (nx * light[0] + ny * light[1] + 1) / 2;
    const col = tag === 'cabin' ? hex(mix([28, 29, 33], [70, 71, 78], lum)) : hex(mix(bodyDark, bodyLight, lum));
    const quad: P2[] = [P(a[0], a[1], zN(a[1])), P(b[0], b[1], zN(b[1])), P(b[0], b[1], zF(b[1])), P(a[0], a[1], zF(a[1]))];
    items.push({ d: dep, svg: `<path d="${pathOf(quad)}" fill="${col}" stroke="${col}" stroke-width="0.9" stroke-linejoin="round"/>` });
  }
  // windscreen / rear window overlays on the extruded surfaces
  const glassFill = d.lin([
    [0, '#8aa3b8'],
    [0.45, '#3d5266'],
    [1, '#1c2835'],
  ]);
  for (let k = 0; k < top.t.length; k++) {
    const tag = top.t[k];
    if (tag !== 'ws' && tag !== 'rg') continue;
    if (k > 0 && top.t[k - 1] === tag) continue;
    let m = k;
    while (top.t[m + 1] === tag) m++;
    const mid = Math.floor((k + m) / 2);
    if (!segVisible[mid]) continue;
    const inset = s.W * 0.07;
    const near: P2[] = [];
    const far: P2[] = [];
    let dmin = Infinity;
    for (let j = k; j <= m + 1; j++) {
      const p = top.p[j]!;
      near.push(P(p[0], p[1], zN(p[1]) + inset));
      far.push(P(p[0], p[1], zF(p[1]) - inset));
      if (j <= m) dmin = Math.min(dmin, segDepth[j] ?? Infinity);
    }
    const poly = near.concat([...far].reverse());
    const n0 = near[0]!;
    const n1 = near[near.length - 1]!;
    const f0 = far[0]!;
    const f1 = far[far.length - 1]!;
    const band: P2[] = [lerp2(n0, f0, 0.22), lerp2(n0, f0, 0.36), lerp2(n1, f1, 0.5), lerp2(n1, f1, 0.36)];
    const sc = cam.scaleAt(s.L / 2, s.roof, 0);
    items.push({
      d: dmin - 0.01,
      svg:
        `<path d="${pathOf(poly)}" fill="${glassFill}" stroke="#111317" stroke-width="${f(2.2 * sc)}" stroke-linejoin="round"/>` +
        `<path d="${pathOf(band)}" fill="#fff" fill-opacity="0.16"/>`,
    });
  }
  items.sort((a, b) => b.d - a.d);
  for (const it of items) out.push(it.svg);

  // front / rear fascia details
  const fascia = (end: 'front' | 'rear', z0: number, z1: number, y0: number, y1: number): P2[] => {
    const sx = (y: number) => (end === 'front' ? front(y) - 0.6 : rear(y) + 0.6);
    const ps: P2[] = [];
    const n = 4;
    for (let i = 0; i <= n; i++) ps.push(P(sx(y0), y0, z0 + ((z1 - z0) * i) / n));
    for (let i = 1; i <= n; i++) ps.push(P(sx(y0 + ((y1 - y0) * i) / n), y0 + ((y1 - y0) * i) / n, z1));
    for (let i = n - 1; i >= 0; i--) ps.push(P(sx(y1), y1, z0 + ((z1 - z0) * i) / n));
    for (let i = n - 1; i > 0; i--) ps.push(P(sx(y0 + ((y1 - y0) * i) / n), y0 + ((y1 - y0) * i) / n, z0));
    return ps;
  };
  const W = s.W;
  const fsc = cam.scaleAt(0, 60, W / 2);
  const plate = (end: 'front' | 'rear', band: Band) => {
    const [y0, y1] = band;
    const z0 = W * 0.335;
    const z1 = W * 0.665;
    out.push(`<path d="${pathOf(fascia(end, z0, z1, y0, y1))}" fill="#f7f7f4" stroke="#2b2d31" stroke-width="${f(0.9 * fsc)}" stroke-linejoin="round"/>`);
    const sh = (y1 - y0) * 0.16;
    out.push(`<path d="${pathOf(fascia(end, z0 + 1.5, z1 - 1.5, y1 - sh - 1, y1 - 1))}" fill="#c8102e"/>`);
    out.push(`<path d="${pathOf(fascia(end, z0 + 1.5, z1 - 1.5, y0 + 1, y0 + 1 + sh))}" fill="#c8102e"/>`);
    for (let i = 0; i < 5; i++) {
      const zz = z0 + (z1 - z0) * (0.14 + i * 0.15);
      out.push(`<path d="${pathOf(fascia(end, zz, zz + (z1 - z0) * 0.09, y0 + (y1 - y0) * 0.3, y0 + (y1 - y0) * 0.7))}" fill="#2b2d31"/>`);
    }
  };
  if (frontVisible) {
    const [g0, g1] = s.grille;
    const [h0, h1] = s.headlight;
    out.push(`<path d="${pathOf(fascia('front', W * 0.12, W * 0.88, s.outline[0]!.y + 2, s.outline[0]!.y + 12))}" fill="#1e1f23" fill-opacity="0.85"/>`);
    out.push(`<path d="${pathOf(fascia('front', W * 0.3, W * 0.7, g0, g1))}" fill="#18191d" stroke="${hex(lighten(base, 0.2))}" stroke-width="${f(1.4 * fsc)}" stroke-linejoin="round"/>`);
    for (let i = 1; i < 4; i++) {
      const y = g0 + ((g1 - g0) * i) / 4;
      out.push(`<path d="${pathOf([P(front(y) - 0.8, y, W * 0.31), P(front(y) - 0.8, y, W * 0.69)], false)}" stroke="#4a4d55" stroke-width="${f(1.2 * fsc)}" fill="none"/>`);
    }
    for (const [z0, z1] of [[W * 0.05, W * 0.29], [W * 0.71, W * 0.95]] as const) {
      out.push(`<path d="${pathOf(fascia('front', z0, z1, h0, h1))}" fill="#eef3f8" stroke="#5d6670" stroke-width="${f(1.2 * fsc)}" stroke-linejoin="round"/>`);
      const hm = h0 + (h1 - h0) * 0.3;
      out.push(`<path d="${pathOf(fascia('front', z0 + 3, z1 - 3, hm, hm + 2.5))}" fill="#9fd3ff"/>`);
    }
    const by = (g1 + h1) / 2;
    const badge: P2[] = [];
    for (let i = 0; i < 16; i++) {
      const a = (i / 16) * Math.PI * 2;
      const y = Math.min(g1 + 6, by) + Math.sin(a) * 5;
      badge.push(P(front(y) - 1, y, W / 2 + Math.cos(a) * 5));
    }
    out.push(`<path d="${pathOf(badge)}" fill="#d9dde2" stroke="#6d747c" stroke-width="${f(0.8 * fsc)}"/>`);
    plate('front', s.plate);
  }
  if (rearVisible) {
    const [t0, t1] = s.taillight;
    const b0 = s.outline[s.outline.length - 1]!.y;
    out.push(`<path d="${pathOf(fascia('rear', W * 0.04, W * 0.96, b0 + 1, b0 + 14))}" fill="#1e1f23" fill-opacity="0.8"/>`);
    const tlFill = d.lin([
      [0, '#ff6b6b'],
      [0.5, '#d0161f'],
      [1, '#7a0b12'],
    ]);
    const tw = s.splitRear || s.name === 'Van' ? 0.11 : 0.24;
    for (const [z0, z1] of [[W * 0.04, W * (0.04 + tw)], [W * (0.96 - tw), W * 0.96]] as const) {
      out.push(`<path d="${pathOf(fascia('rear', z0, z1, t0, t1))}" fill="${tlFill}" stroke="#4a070c" stroke-width="${f(1.1 * fsc)}" stroke-linejoin="round"/>`);
    }
    if (s.splitRear) {
      const y1 = rear(150) < s.L - 40 ? 140 : s.belt + 80;
      out.push(`<path d="${pathOf([P(rear(b0 + 16) + 0.8, b0 + 16, W / 2), P(rear(Math.min(y1, s.roof - 20)) + 0.8, Math.min(y1, s.roof - 20), W / 2)], false)}" stroke="${hex(darken(base, 0.45))}" stroke-width="${f(1.3 * fsc)}" fill="none"/>`);
    } else {
      const tm = (t0 + t1) / 2;
      out.push(`<path d="${pathOf([P(rear(tm) + 0.8, tm, W * (0.04 + tw)), P(rear(tm) + 0.8, tm, W * (0.96 - tw))], false)}" stroke="#b3121c" stroke-opacity="0.85" stroke-width="${f(2 * fsc)}" fill="none"/>`);
    }
    plate('rear', s.rearPlate);
    // exhaust
    const ex: P2[] = [];
    for (let i = 0; i < 14; i++) {
      const a = (i / 14) * Math.PI * 2;
      ex.push(P(rear(b0 + 6) + 1, b0 + 4 + Math.sin(a) * 3.2, W * 0.2 + Math.cos(a) * 6));
    }
    out.push(`<path d="${pathOf(ex)}" fill="#2a2b2f" stroke="#8a9096" stroke-width="${f(0.8 * fsc)}"/>`);
  }

  // boxes (roof rails, cabrio seats, soft top, windscreen frame)
  const boxes: Array<{ d: number; svg: string }> = [];
  const box = (x0: number, x1: number, y0: number, y1: number, z0: number, z1: number, col: RGB) => {
    const faces: Array<{ n: V3; pts: V3[] }> = [
      { n: [-1, 0, 0], pts: [[x0, y0, z0], [x0, y1, z0], [x0, y1, z1], [x0, y0, z1]] },
      { n: [1, 0, 0], pts: [[x1, y0, z0], [x1, y1, z0], [x1, y1, z1], [x1, y0, z1]] },
      { n: [0, 1, 0], pts: [[x0, y1, z0], [x1, y1, z0], [x1, y1, z1], [x0, y1, z1]] },
      { n: [0, 0, -1], pts: [[x0, y0, z0], [x1, y0, z0], [x1, y1, z0], [x0, y1, z0]] },
      { n: [0, 0, 1], pts: [[x0, y0, z1], [x1, y0, z1], [x1, y1, z1], [x0, y1, z1]] },
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
    boxes.push({ d: cam.depth((x0 + x1) / 2, (y0 + y1) / 2, (z0 + z1) / 2), svg });
  };
  if (s.rails) {
    const [r0, r1] = s.rails;
    const topAt = (x: number): number => {
      let y = 0;
      for (let k = 0; k < top.p.length - 1; k++) {
        const a = top.p[k]!;
        const b = top.p[k + 1]!;
        if ((x - a[0]) * (x - b[0]) <= 0 && a[0] !== b[0]) y = Math.max(y, a[1] + ((x - a[0]) / (b[0] - a[0])) * (b[1] - a[1]));
      }
      return y;
    };
    const y = Math.max(topAt(r0), topAt(r1)) + 3;
    const zi = zN(s.roof) + 10;
    const railCol: RGB = [58, 61, 66];
    for (const [z0, z1] of [[zi, zi + 6], [W - zi - 6, W - zi]] as const) {
      box(r0, r1, y, y + 5, z0, z1, railCol);
      box(r0, r0 + 10, topAt(r0) - 1, y, z0, z1, railCol);
      box(r1 - 10, r1, topAt(r1) - 1, y, z0, z1, railCol);
    }
  }
  if (s.cabrio) {
    const seat: RGB = [84, 78, 72];
    const sx0 = 326;
    for (const [z0, z1] of [[W * 0.16, W * 0.44], [W * 0.56, W * 0.84]] as const) {
      box(sx0 - 6, sx0 + 16, s.belt - 20, s.belt + 22, z0, z1, seat);
      box(sx0 - 1, sx0 + 12, s.belt + 24, s.belt + 38, z0 + (z1 - z0) * 0.24, z1 - (z1 - z0) * 0.24, seat);
    }
    box(400, 444, s.belt - 4, s.belt + 13, W * 0.08, W * 0.92, [44, 45, 50]);
    // windscreen frame
    const x0 = 222;
    const x1 = 282;
    const yt = s.belt + 60;
    const q: P2[] = [P(x0, s.belt, 8), P(x1, yt, 14), P(x1, yt, W - 14), P(x0, s.belt, W - 8)];
    const sc = cam.scaleAt(x0, s.belt, 0);
    boxes.push({
      d: cam.depth((x0 + x1) / 2, (s.belt + yt) / 2, W / 2),
      svg: `<path d="${pathOf(q)}" fill="#a9c6dc" fill-opacity="0.38" stroke="#1b1c20" stroke-width="${f(4 * sc)}" stroke-linejoin="round"/>`,
    });
  }
  boxes.sort((a, b) => b.d - a.d);
  for (const b of boxes) out.push(b.svg);

  // near side: wheel arches, wheels, body side
  const ra = s.r * 1.08 + 2;
  const arch = (wx: number): P2[] => {
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
  };
  const archF = arch(s.fx);
  const archR = arch(s.rx);
  for (const ar of [archF, archR]) {
    out.push(`<path d="${pathOf(ar.map((p) => P(p[0], p[1], 0)))}" fill="#111215"/>`);
  }
  for (const wx of [s.fx, s.rx]) {
    out.push(`<path d="${pathOf(wheelHull(wx, 4, 4 + tyreW))}" fill="#18191c"/>`);
    const face: string[] = [];
    wheelFace((x, y) => P(wx + x, s.r + y, 4), s.r, rim, face);
    out.push(...face);
  }

  const sidePts: P2[] = [...top.p, ...archR, ...archF];
  const sideScreen = sidePts.map((p) => P(p[0], p[1], zN(p[1])));
  const gy0 = P(s.L / 2, s.roof, 0)[1];
  const gy1 = P(s.L / 2, 0, 0)[1];
  const fb = Math.max(0.05, Math.min(0.9, (s.roof - s.belt) / s.roof));
  const sideFill = d.lin(
    [
      [0, hex(lighten(base, 0.32))],
      [fb - 0.02, hex(lighten(base, 0.1))],
      [fb + 0.02, hex(lighten(base, 0.22))],
      [fb + 0.12, hex(base)],
      [0.78, hex(darken(base, 0.12))],
      [1, hex(darken(base, 0.42))],
    ],
    0, gy0, 0, gy1, true,
  );
  const sc = cam.scaleAt(s.L / 2, s.belt, 0);
  const edgeCol = hex(darken(base, 0.55));
  out.push(`<path d="${pathOf(sideScreen)}" fill="${sideFill}" stroke="${edgeCol}" stroke-opacity="0.55" stroke-width="${f(1 * sc)}" stroke-linejoin="round"/>`);

  // rocker / cladding and arch lips
  const rockerH = s.cladding ? 20 : 9;
  const rock: P2[] = [
    P(s.fx + ra * 0.98, s.sill, 0),
    P(s.rx - ra * 0.98, s.sill, 0),
    P(s.rx - ra * 0.93, s.sill + rockerH, 0),
    P(s.fx + ra * 0.93, s.sill + rockerH, 0),
  ];
  out.push(`<path d="${pathOf(rock)}" fill="${s.cladding ? '#34373c' : hex(darken(base, 0.3))}" fill-opacity="${s.cladding ? 1 : 0.55}"/>`);
  for (const ar of [archF, archR]) {
    out.push(
      `<path d="${pathOf(ar.map((p) => P(p[0], p[1], 0)), false)}" fill="none" stroke="${s.cladding ? '#34373c' : hex(darken(base, 0.35))}" stroke-width="${f((s.cladding ? 9 : 2.2) * sc)}" stroke-linejoin="round"/>`,
    );
  }

  // side glass
  if (s.glass) {
    const g = flatten(s.glass, true, 4).p.map((p) => P(p[0], p[1], zN(p[1])));
    const gPath = pathOf(g);
    const clip = d.clip(`<path d="${gPath}"/>`);
    const sideGlass = d.lin([
      [0, '#7f97ad'],
      [0.55, '#34475a'],
      [1, '#1b2531'],
    ]);
    out.push(`<path d="${gPath}" fill="${sideGlass}"/>`);
    let inner = '';
    const gx0 = Math.min(...s.glass.map((p) => p.x));
    const gx1 = Math.max(...s.glass.map((p) => p.x));
    const gl = gx1 - gx0;
    for (const [t0, wdt] of [[0.12, 0.1], [0.3, 0.04], [0.62, 0.08]] as const) {
      const xa = gx0 + gl * t0;
      const q: P2[] = [
        P(xa, s.belt - 4, 0),
        P(xa + gl * wdt, s.belt - 4, 0),
        P(xa + gl * wdt + 70, s.roof + 4, zN(s.roof)),
        P(xa + 70, s.roof + 4, zN(s.roof)),
      ];
      inner += `<path d="${pathOf(q)}" fill="#fff" fill-opacity="0.13"/>`;
    }
    for (const [xb, xt, w] of s.pillars) {
      const q: P2[] = [
        P(xb - w / 2, s.belt - 4, 0),
        P(xb + w / 2, s.belt - 4, 0),
        P(xt + w / 2, s.roof + 6, zN(s.roof)),
        P(xt - w / 2, s.roof + 6, zN(s.roof)),
      ];
      inner += `<path d="${pathOf(q)}" fill="#16181c"/>`;
    }
    out.push(`<g clip-path="${clip}">${inner}</g>`);
    out.push(`<path d="${gPath}" fill="none" stroke="#121418" stroke-width="${f(2.6 * sc)}" stroke-linejoin="round"/>`);
    // belt trim
    const b0 = s.glass[0]!;
    const bl = s.glass[s.glass.length - 1]!;
    out.push(`<path d="${pathOf([P(b0.x + 2, b0.y - 1.5, 0), P(bl.x - 2, bl.y - 1.5, 0)], false)}" stroke="#c9ced4" stroke-opacity="0.7" stroke-width="${f(1.4 * sc)}" fill="none"/>`);
  }

  // shoulder highlight + lower crease
  const shY = s.belt - 9;
  const shX0 = front(shY) + 24;
  const shX1 = rear(shY) - 16;
  out.push(`<path d="${pathOf([P(shX0, shY, 0), P(shX1, shY + 2, 0)], false)}" stroke="${hex(lighten(base, 0.45))}" stroke-opacity="0.55" stroke-width="${f(1.6 * sc)}" fill="none" stroke-linecap="round"/>`);
  out.push(`<path d="${pathOf([P(shX0, shY - 2, 0), P(shX1, shY, 0)], false)}" stroke="${hex(darken(base, 0.3))}" stroke-opacity="0.35" stroke-width="${f(1 * sc)}" fill="none" stroke-linecap="round"/>`);

  // doors and handles
  const archTop = (x: number): number => {
    let y = s.sill;
    for (const wx of [s.fx, s.rx]) {
      const dx = Math.abs(x - wx);
      if (dx < ra) y = Math.max(y, s.r + Math.sqrt(ra * ra - dx * dx));
    }
    return y;
  };
  for (const [xs, xb] of s.doors) {
    const y0 = Math.max(s.sill + 3, archTop(xs) + 3);
    out.push(`<path d="${pathOf([P(xs, y0, 0), P(xb, s.belt - 1, 0)], false)}" stroke="${hex(darken(base, 0.5))}" stroke-opacity="0.75" stroke-width="${f(1.3 * sc)}" fill="none"/>`);
  }
  for (const hx of s.handles) {
    const hy = s.belt - 20;
    const q: P2[] = [P(hx - 26, hy, 0), P(hx - 4, hy, 0), P(hx - 4, hy + 6, 0), P(hx - 26, hy + 6, 0)];
    out.push(`<path d="${pathOf(q)}" fill="${hex(darken(base, 0.28))}" stroke="${hex(lighten(base, 0.35))}" stroke-width="${f(0.7 * sc)}" stroke-linejoin="round"/>`);
  }
  if (s.slideRail) {
    const [x0, x1, y] = s.slideRail;
    out.push(`<path d="${pathOf([P(x0, y, 0), P(x1, y, 0)], false)}" stroke="${hex(darken(base, 0.5))}" stroke-width="${f(2 * sc)}" fill="none"/>`);
  }

  // side light clusters
  {
    const [h0, h1] = s.headlight;
    const q: P2[] = [
      P(front(h0) + 1.5, h0, 0.5),
      P(front(h1) + 3, h1, 0.5),
      P(front(h1) + 46, h1 - 2, 0),
      P(front(h0) + 30, h0 + 3, 0),
    ];
    out.push(`<path d="${pathOf(q)}" fill="#eef3f8" stroke="#59626c" stroke-width="${f(1 * sc)}" stroke-linejoin="round"/>`);
    const [t0, t1] = s.taillight;
    const tq: P2[] = [
      P(rear(t0) - 1.5, t0, 0.5),
      P(rear(t1) - 2, t1, 0.5),
      P(rear(t1) - (s.splitRear ? 10 : 34), t1 - 1, 0),
      P(rear(t0) - (s.splitRear ? 10 : 24), t0 + 2, 0),
    ];
    out.push(`<path d="${pathOf(tq)}" fill="#c3141d" stroke="#5e070c" stroke-width="${f(1 * sc)}" stroke-linejoin="round"/>`);
  }

  // mirror (protrudes toward the camera, drawn last)
  {
    const mx = (s.glass?.[0]?.x ?? 214) + 6;
    const my = s.belt + 3;
    const mBoxes = boxes.length;
    box(mx, mx + 24, my, my + 17, -15, -1, base);
    const mb = boxes[mBoxes];
    if (mb) out.push(mb.svg);
  }

  return { svg: out.join(''), floorTop, bottom };
}

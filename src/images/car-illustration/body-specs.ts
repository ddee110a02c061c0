/** The body types of the demo illustrations: each a side profile (rounded polygon, units ≈ 1 cm, x from the front bumper, y above ground) that the renderer extrudes across the car's width. */

import type { P2 } from './geometry.ts';
import type { SaloonShape } from '../../domain/taxonomy/saloon-shape.ts';

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
    name: 'Kleinwagen',
    L: 480,
    W: 198,
    r: 44,
    fx: 88,
    rx: 392,
    sill: 25,
    belt: 114,
    roof: 192,
    outline: [
      v(8, 23, 6),
      v(0, 52, 14),
      v(6, 86, 28),
      v(150, 108, 22, 'ws'),
      v(246, 188, 32),
      v(378, 192, 30),
      v(448, 174, 12, 'rg'),
      v(470, 118, 14),
      v(482, 42, 10),
      v(470, 23, 6),
    ],
    glass: [v(164, 114, 4), v(242, 178, 20), v(372, 182, 16), v(408, 170, 8), v(416, 118, 4)],
    pillars: [[298, 306, 11]],
    doors: [
      [148, 152],
      [300, 298],
      [414, 412],
    ],
    handles: [290, 404],
    headlight: [66, 84],
    grille: [44, 64],
    plate: [29, 42],
    taillight: [98, 124],
    rearPlate: [58, 71],
  },
  2: {
    name: 'Cabrio',
    L: 560,
    W: 205,
    r: 43,
    fx: 100,
    rx: 450,
    sill: 23,
    belt: 102,
    roof: 160,
    outline: [
      v(6, 22, 6),
      v(0, 52, 14),
      v(10, 92, 26),
      v(214, 102, 8, 'cabin'),
      v(424, 102, 10),
      v(522, 104, 16),
      v(552, 94, 10),
      v(558, 42, 10),
      v(546, 22, 6),
    ],
    glass: null,
    pillars: [],
    doors: [
      [214, 216],
      [382, 384],
    ],
    handles: [372],
    headlight: [58, 74],
    grille: [38, 56],
    plate: [26, 38],
    taillight: [76, 92],
    rearPlate: [48, 60],
    cabrio: true,
  },
  3: {
    name: 'Coupé',
    L: 580,
    W: 212,
    r: 44,
    fx: 106,
    rx: 466,
    sill: 23,
    belt: 109,
    roof: 164,
    outline: [
      v(6, 22, 6),
      v(0, 52, 14),
      v(14, 92, 28),
      v(212, 104, 18, 'ws'),
      v(312, 162, 42),
      v(392, 164, 44, 'rg'),
      v(510, 118, 26),
      v(566, 110, 12),
      v(578, 46, 10),
      v(566, 22, 6),
    ],
    glass: [v(226, 109, 4), v(308, 154, 26), v(384, 157, 18), v(466, 122, 10), v(458, 111, 4)],
    pillars: [[398, 388, 6]],
    doors: [
      [212, 214],
      [400, 402],
    ],
    handles: [390],
    headlight: [60, 75],
    grille: [36, 56],
    plate: [24, 36],
    taillight: [86, 102],
    rearPlate: [48, 60],
  },
  4: {
    name: 'SUV',
    L: 560,
    W: 222,
    r: 54,
    fx: 106,
    rx: 452,
    sill: 40,
    belt: 148,
    roof: 244,
    outline: [
      v(6, 36, 8),
      v(0, 80, 14),
      v(8, 124, 24),
      v(160, 142, 20, 'ws'),
      v(246, 236, 30),
      v(506, 244, 16),
      v(542, 228, 12, 'rg'),
      v(552, 152, 12),
      v(560, 58, 10),
      v(548, 36, 6),
    ],
    glass: [v(176, 149, 4), v(250, 228, 20), v(498, 234, 12), v(528, 218, 6), v(534, 156, 4)],
    pillars: [
      [330, 338, 12],
      [440, 448, 16],
    ],
    doors: [
      [160, 162],
      [334, 332],
      [444, 442],
    ],
    handles: [322, 432],
    headlight: [102, 122],
    grille: [66, 100],
    plate: [50, 64],
    taillight: [122, 148],
    rearPlate: [78, 92],
    rails: [262, 492],
    cladding: true,
    interiorLift: 22,
  },
  5: {
    name: 'Kombi',
    L: 600,
    W: 208,
    r: 45,
    fx: 104,
    rx: 484,
    sill: 24,
    belt: 113,
    roof: 186,
    outline: [
      v(6, 22, 6),
      v(0, 54, 14),
      v(12, 92, 28),
      v(176, 108, 22, 'ws'),
      v(272, 182, 34),
      v(548, 186, 20),
      v(580, 172, 12, 'rg'),
      v(592, 118, 12),
      v(600, 42, 10),
      v(588, 22, 6),
    ],
    glass: [v(190, 113, 4), v(276, 173, 20), v(540, 177, 12), v(568, 164, 6), v(576, 116, 4)],
    pillars: [
      [356, 362, 11],
      [470, 476, 14],
    ],
    doors: [
      [176, 178],
      [360, 358],
      [474, 472],
    ],
    handles: [350, 464],
    headlight: [62, 79],
    grille: [38, 60],
    plate: [26, 38],
    taillight: [86, 110],
    rearPlate: [52, 64],
    rails: [292, 536],
  },
  6: {
    name: 'Limousine',
    L: 600,
    W: 210,
    r: 45,
    fx: 110,
    rx: 482,
    sill: 24,
    belt: 113,
    roof: 180,
    outline: [
      v(6, 22, 6),
      v(0, 54, 14),
      v(12, 92, 28),
      v(190, 108, 22, 'ws'),
      v(290, 177, 42),
      v(418, 180, 38, 'rg'),
      v(502, 122, 20),
      v(584, 116, 12),
      v(598, 96, 10),
      v(600, 42, 10),
      v(588, 22, 6),
    ],
    glass: [v(204, 113, 4), v(294, 169, 26), v(410, 171, 22), v(474, 122, 6), v(468, 115, 4)],
    pillars: [[352, 358, 11]],
    doors: [
      [190, 192],
      [356, 354],
      [470, 468],
    ],
    handles: [346, 460],
    headlight: [62, 79],
    grille: [38, 60],
    plate: [26, 38],
    taillight: [84, 106],
    rearPlate: [50, 62],
  },
  12: {
    name: 'Van',
    L: 620,
    W: 224,
    r: 48,
    fx: 104,
    rx: 506,
    sill: 30,
    belt: 152,
    roof: 268,
    outline: [
      v(6, 30, 6),
      v(0, 76, 14),
      v(6, 122, 24),
      v(84, 146, 20, 'ws'),
      v(172, 262, 36),
      v(598, 268, 16),
      v(612, 254, 10, 'rg'),
      v(618, 152, 10),
      v(620, 58, 10),
      v(608, 30, 6),
    ],
    glass: [v(100, 153, 4), v(176, 254, 20), v(592, 258, 10), v(606, 244, 6), v(608, 158, 4)],
    pillars: [
      [236, 240, 12],
      [390, 394, 10],
      [514, 518, 14],
    ],
    doors: [
      [84, 86],
      [238, 240],
      [392, 392],
      [516, 516],
    ],
    handles: [228, 382],
    headlight: [94, 114],
    grille: [68, 92],
    plate: [46, 60],
    taillight: [96, 142],
    rearPlate: [64, 78],
    slideRail: [392, 604, 150],
    splitRear: false,
    interiorLift: 40,
  },
  13: {
    name: 'Transporter',
    L: 660,
    W: 230,
    r: 48,
    fx: 118,
    rx: 528,
    sill: 32,
    belt: 158,
    roof: 300,
    outline: [v(6, 32, 6), v(0, 84, 14), v(8, 128, 26), v(120, 152, 20, 'ws'), v(206, 290, 32), v(648, 300, 12), v(658, 292, 6), v(660, 62, 10), v(648, 32, 6)],
    glass: [v(134, 159, 4), v(208, 282, 16), v(284, 285, 6), v(288, 162, 4)],
    pillars: [],
    doors: [
      [120, 122],
      [292, 292],
      [470, 470],
    ],
    handles: [282, 456],
    headlight: [98, 120],
    grille: [70, 96],
    plate: [48, 62],
    taillight: [58, 112],
    rearPlate: [66, 80],
    slideRail: [470, 644, 172],
    splitRear: true,
    interiorLift: 48,
  },
};

/** The two-box compact (Golf, Focus, Astra): short tail, steep tailgate, wide C-pillar. */
const HATCHBACK: Spec = {
  name: 'Schrägheck',
  L: 540,
  W: 206,
  r: 45,
  fx: 108,
  rx: 440,
  sill: 24,
  belt: 113,
  roof: 184,
  outline: [
    v(6, 22, 6),
    v(0, 54, 14),
    v(12, 92, 28),
    v(170, 108, 22, 'ws'),
    v(264, 180, 34),
    v(446, 184, 24),
    v(500, 162, 10, 'rg'),
    v(526, 110, 12),
    v(540, 44, 10),
    v(528, 22, 6),
  ],
  glass: [v(184, 113, 4), v(268, 171, 20), v(432, 174, 14), v(452, 160, 6), v(456, 116, 4)],
  pillars: [[346, 352, 11]],
  doors: [
    [170, 172],
    [350, 348],
    [462, 458],
  ],
  handles: [340, 444],
  headlight: [62, 79],
  grille: [38, 60],
  plate: [26, 38],
  taillight: [96, 122],
  rearPlate: [56, 68],
};

/** The five-door saloon with a long sloping tailgate (Octavia, Superb, Arteon, Insignia). */
const LIFTBACK: Spec = {
  name: 'Fließheck',
  L: 610,
  W: 210,
  r: 45,
  fx: 110,
  rx: 488,
  sill: 24,
  belt: 113,
  roof: 180,
  outline: [
    v(6, 22, 6),
    v(0, 54, 14),
    v(12, 92, 28),
    v(190, 108, 22, 'ws'),
    v(290, 177, 42),
    v(420, 180, 40, 'rg'),
    v(566, 126, 16),
    v(604, 114, 10),
    v(610, 42, 10),
    v(598, 22, 6),
  ],
  glass: [v(204, 113, 4), v(294, 169, 26), v(414, 171, 22), v(500, 130, 8), v(494, 115, 4)],
  pillars: [
    [352, 358, 11],
    [462, 470, 14],
  ],
  doors: [
    [190, 192],
    [356, 354],
    [474, 470],
  ],
  handles: [346, 462],
  headlight: [62, 79],
  grille: [38, 60],
  plate: [26, 38],
  taillight: [86, 108],
  rearPlate: [52, 64],
};

/** The spec of a construction id; a Limousine in the shape its model was built (notchback when unknown). */
export function specFor(bodyType: number, saloonShape: SaloonShape = 'notchback'): Spec {
  if (bodyType === 6 && saloonShape === 'hatchback') return HATCHBACK;
  if (bodyType === 6 && saloonShape === 'liftback') return LIFTBACK;
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

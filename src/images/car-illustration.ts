/**
 * Procedural flat-design car illustrations for demo listings (no real photos).
 *
 * Pure module without dependencies: `renderCarSvg` returns a complete SVG document
 * (viewBox 0 0 800 600). The exterior views use a tiny 3D model: each body type is a
 * side profile (rounded polygon) extruded across the car's width, projected with a
 * perspective camera and painted back to front. Everything is deterministic: the same
 * input always yields the byte-identical SVG.
 */

export interface CarIllustrationInput {
  /** construction id: 1 Kleinwagen, 2 Cabrio, 3 Coupé, 4 SUV/Geländewagen, 5 Kombi, 6 Limousine, 12 Van/Kleinbus, 13 Transporter */
  bodyType: number;
  /** e.g. '#1f3a93' */
  colorHex: string;
  make: string;
  model: string;
  /** 0-based; 0 side, 1 three-quarter front, 2 rear, 3 cockpit, 4 wheel; then repeats with other backgrounds */
  photoIndex: number;
  /** varies background details deterministically */
  seed: number;
}

export const SVG_WIDTH = 800;
export const SVG_HEIGHT = 600;

const FONT = 'DejaVu Sans, Arial, sans-serif';
const CAPTION_H = 44;

// ---------------------------------------------------------------------------
// small helpers

type P2 = readonly [number, number];
type V3 = readonly [number, number, number];
type RGB = readonly [number, number, number];

const WHITE: RGB = [255, 255, 255];
const BLACK: RGB = [0, 0, 0];

function f(v: number): string {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

function pathOf(ps: readonly P2[], close = true): string {
  if (ps.length === 0) return '';
  return 'M' + ps.map((p) => `${f(p[0])} ${f(p[1])}`).join('L') + (close ? 'Z' : '');
}

function parseHex(s: string): RGB {
  const m = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(String(s).trim());
  if (!m || m[1] === undefined) return [138, 144, 153];
  let h = m[1];
  if (h.length === 3) h = h.split('').map((c) => c + c).join('');
  const n = parseInt(h, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function hex(c: RGB): string {
  return '#' + c.map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0')).join('');
}

function mix(a: RGB, b: RGB, t: number): RGB {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}
const lighten = (c: RGB, t: number): RGB => mix(c, WHITE, t);
const darken = (c: RGB, t: number): RGB => mix(c, BLACK, t);
const luminance = (c: RGB): number => (0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]) / 255;

/** FNV-1a over a list of values → uint32 */
function hash(...parts: Array<string | number>): number {
  let h = 0x811c9dc5;
  for (const p of parts) {
    const s = String(p) + '\u0001';
    for (let i = 0; i < s.length; i++) {
      h ^= s.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
  }
  return h >>> 0;
}

/** mulberry32 PRNG → [0, 1) */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(r: () => number, arr: readonly T[]): T {
  const v = arr[Math.floor(r() * arr.length) % arr.length];
  if (v === undefined) throw new Error('pick from empty array');
  return v;
}

function escapeXml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** strip characters that are not allowed in XML 1.0, collapse whitespace, cut to `max` code points */
function cleanText(s: unknown, max: number): string {
  const chars = Array.from(String(s ?? '').replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, ''));
  const cleaned = chars.filter((c) => !/[\uD800-\uDFFF]/.test(c)).join('').replace(/\s+/g, ' ').trim();
  const cps = Array.from(cleaned);
  return cps.length > max ? cps.slice(0, max - 1).join('').trimEnd() + '…' : cleaned;
}

function lerp2(a: P2, b: P2, t: number): P2 {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
}

function convexHull(points: readonly P2[]): P2[] {
  const ps = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (ps.length < 3) return ps;
  const cross = (o: P2, a: P2, b: P2) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: P2[] = [];
  for (const p of ps) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: P2[] = [];
  for (let i = ps.length - 1; i >= 0; i--) {
    const p = ps[i]!;
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0) upper.pop();
    upper.push(p);
  }
  upper.pop();
  lower.pop();
  return lower.concat(upper);
}

/** Collects <defs> with collision-free ids (prefix derived from the input, so inlining several SVGs is safe). */
class Doc {
  private readonly defs: string[] = [];
  private n = 0;
  constructor(private readonly prefix: string) {}
  id(): string {
    return `${this.prefix}${(this.n++).toString(36)}`;
  }
  def(s: string): void {
    this.defs.push(s);
  }
  /** linear gradient; coordinates in objectBoundingBox units unless `user` */
  lin(stops: ReadonlyArray<readonly [number, string, number?]>, x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false): string {
    const id = this.id();
    const st = stops
      .map(([o, c, a]) => `<stop offset="${f(o * 100)}%" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a.toFixed(3)}"`}/>`)
      .join('');
    const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
    this.def(`<linearGradient id="${id}"${units} x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}">${st}</linearGradient>`);
    return `url(#${id})`;
  }
  rad(stops: ReadonlyArray<readonly [number, string, number?]>): string {
    const id = this.id();
    const st = stops
      .map(([o, c, a]) => `<stop offset="${f(o * 100)}%" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a.toFixed(3)}"`}/>`)
      .join('');
    this.def(`<radialGradient id="${id}">${st}</radialGradient>`);
    return `url(#${id})`;
  }
  clip(inner: string): string {
    const id = this.id();
    this.def(`<clipPath id="${id}">${inner}</clipPath>`);
    return `url(#${id})`;
  }
  defsSvg(): string {
    return this.defs.length ? `<defs>${this.defs.join('')}</defs>` : '';
  }
}

// ---------------------------------------------------------------------------
// body type specifications (units ≈ 1 cm, x from the front bumper, y = height above ground)

type Tag = 'body' | 'ws' | 'rg' | 'cabin';
interface OV {
  x: number;
  y: number;
  /** corner radius */
  r: number;
  /** tag of the edge that starts at this vertex */
  t?: Tag;
}
const v = (x: number, y: number, r: number, t?: Tag): OV => (t === undefined ? { x, y, r } : { x, y, r, t });

type Band = readonly [number, number];

interface Spec {
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

const SPECS: Record<number, Spec> = {
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

function specFor(bodyType: number): Spec {
  const s = SPECS[bodyType];
  if (s) return s;
  const fallback = SPECS[6];
  if (!fallback) throw new Error('missing default spec');
  return fallback;
}

/** Rounded polygon → polyline with per-segment tags (corner arcs get 'body' unless both edges share a tag). */
function flatten(vs: readonly OV[], closed: boolean, steps = 6): { p: P2[]; t: Tag[] } {
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
function surfaceX(pts: readonly P2[], end: 'front' | 'rear', y: number, fallback: number): number {
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
// camera

class Cam {
  private readonly ct: number;
  private readonly st: number;
  private readonly cp: number;
  private readonly sp: number;
  private s = 1;
  private ox = 0;
  private oy = 0;
  readonly pos: V3;
  constructor(
    private readonly c: V3,
    th: number,
    ph: number,
    private readonly D: number,
  ) {
    this.ct = Math.cos(th);
    this.st = Math.sin(th);
    this.cp = Math.cos(ph);
    this.sp = Math.sin(ph);
    const dep = -D * this.cp;
    this.pos = [c[0] + dep * this.st, c[1] + D * this.sp, c[2] + dep * this.ct];
  }
  private cam(x: number, y: number, z: number): V3 {
    const X = x - this.c[0];
    const Y = y - this.c[1];
    const Z = z - this.c[2];
    const u = X * this.ct - Z * this.st;
    const dep = X * this.st + Z * this.ct;
    const vv = Y * this.cp + dep * this.sp;
    const d = dep * this.cp - Y * this.sp;
    return [u, vv, d];
  }
  p(x: number, y: number, z: number): P2 {
    const [u, vv, d] = this.cam(x, y, z);
    const k = this.D / (this.D + d);
    return [this.ox + u * k * this.s, this.oy - vv * k * this.s];
  }
  depth(x: number, y: number, z: number): number {
    return this.cam(x, y, z)[2];
  }
  /** pixels per world unit at a point (for stroke widths) */
  scaleAt(x: number, y: number, z: number): number {
    const d = this.cam(x, y, z)[2];
    return (this.s * this.D) / (this.D + d);
  }
  fit(points: readonly V3[], w: number, h: number, cx: number, bottom: number): void {
    this.s = 1;
    this.ox = 0;
    this.oy = 0;
    let x0 = Infinity;
    let x1 = -Infinity;
    let y0 = Infinity;
    let y1 = -Infinity;
    for (const [x, y, z] of points) {
      const [px, py] = this.p(x, y, z);
      x0 = Math.min(x0, px);
      x1 = Math.max(x1, px);
      y0 = Math.min(y0, py);
      y1 = Math.max(y1, py);
    }
    const s = Math.min(w / (x1 - x0), h / (y1 - y0));
    this.s = s;
    this.ox = cx - (s * (x0 + x1)) / 2;
    this.oy = bottom - s * y1;
  }
}

// ---------------------------------------------------------------------------
// wheels

interface RimStyle {
  kind: 0 | 1 | 2 | 3;
  n: number;
  face: string;
  edge: string;
  caliper: string;
  rot: number;
}

function rimStyleFor(seed: number): RimStyle {
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
function wheelFace(map: (x: number, y: number) => P2, R: number, st: RimStyle, out: string[]): void {
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

interface CarDraw {
  svg: string;
  floorTop: number;
  bottom: number;
}

function drawCar(d: Doc, s: Spec, base: RGB, rim: RimStyle, th: number, ph: number, fitW: number, fitH: number, bottom: number): CarDraw {
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

// ---------------------------------------------------------------------------
// backgrounds

type SceneFn = (d: Doc, r: () => number, hz: number, floorTop: number) => string;

function cloud(x: number, y: number, s: number, op = 0.9): string {
  return (
    `<g fill="#fff" fill-opacity="${op}">` +
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(46 * s)}" ry="${f(14 * s)}"/>` +
    `<ellipse cx="${f(x - 18 * s)}" cy="${f(y - 9 * s)}" rx="${f(22 * s)}" ry="${f(15 * s)}"/>` +
    `<ellipse cx="${f(x + 10 * s)}" cy="${f(y - 15 * s)}" rx="${f(26 * s)}" ry="${f(19 * s)}"/>` +
    `</g>`
  );
}

function tree(x: number, y: number, s: number, col: string): string {
  return (
    `<rect x="${f(x - 3 * s)}" y="${f(y - 30 * s)}" width="${f(6 * s)}" height="${f(30 * s)}" fill="#6b4f3a"/>` +
    `<circle cx="${f(x)}" cy="${f(y - 46 * s)}" r="${f(22 * s)}" fill="${col}"/>` +
    `<circle cx="${f(x - 12 * s)}" cy="${f(y - 36 * s)}" r="${f(15 * s)}" fill="${col}"/>` +
    `<circle cx="${f(x + 13 * s)}" cy="${f(y - 37 * s)}" r="${f(16 * s)}" fill="${col}"/>` +
    `<circle cx="${f(x - 6 * s)}" cy="${f(y - 56 * s)}" r="${f(10 * s)}" fill="#fff" fill-opacity="0.12"/>`
  );
}

function lamp(x: number, yBase: number, h: number): string {
  return (
    `<rect x="${f(x - 2)}" y="${f(yBase - h)}" width="4" height="${f(h)}" fill="#3d4148"/>` +
    `<path d="M${f(x)} ${f(yBase - h)}q0 -10 14 -10h6" fill="none" stroke="#3d4148" stroke-width="3"/>` +
    `<rect x="${f(x + 16)}" y="${f(yBase - h - 13)}" width="16" height="5" rx="2" fill="#2c2f35"/>`
  );
}

const street: SceneFn = (d, r, hz) => {
  const o: string[] = [];
  o.push(`<rect width="800" height="${f(hz + 40)}" fill="${d.lin([[0, '#6fb0e3'], [1, '#d9ecf8']])}"/>`);
  for (let i = 0; i < 2; i++) o.push(cloud(80 + r() * 640, 40 + r() * 60, 0.8 + r() * 0.6));
  const palette = ['#e9dcb9', '#dcc6a8', '#cad5df', '#e6e2d8', '#d9bba6', '#c2cfd8', '#efe6cf', '#d4c0cf'];
  const base = hz + 30;
  let x = -20 - r() * 40;
  while (x < 820) {
    const bw = 80 + r() * 80;
    const bh = 120 + r() * 150;
    const col = pick(r, palette);
    const c = parseHex(col);
    o.push(`<rect x="${f(x)}" y="${f(base - bh)}" width="${f(bw)}" height="${f(bh)}" fill="${col}"/>`);
    o.push(`<rect x="${f(x - 3)}" y="${f(base - bh - 6)}" width="${f(bw + 6)}" height="8" fill="${hex(darken(c, 0.22))}"/>`);
    o.push(`<rect x="${f(x)}" y="${f(base - 22)}" width="${f(bw)}" height="22" fill="${hex(darken(c, 0.12))}"/>`);
    const cols = Math.max(1, Math.floor((bw - 14) / 24));
    const rows = Math.max(1, Math.floor((bh - 44) / 36));
    const gx = (bw - cols * 24 + 10) / 2;
    let win = '';
    for (let rr = 0; rr < rows; rr++) {
      for (let cc = 0; cc < cols; cc++) {
        win += `M${f(x + gx + cc * 24)} ${f(base - bh + 18 + rr * 36)}h14v22h-14z`;
      }
    }
    o.push(`<path d="${win}" fill="#7e96ad" fill-opacity="0.85"/>`);
    o.push(`<rect x="${f(x + bw / 2 - 9)}" y="${f(base - 20)}" width="18" height="20" fill="#5d4a3b"/>`);
    x += bw;
  }
  o.push(`<rect y="${f(base)}" width="800" height="28" fill="#cfccc4"/>`);
  o.push(`<rect y="${f(base + 28)}" width="800" height="6" fill="#a6a39b"/>`);
  for (let i = 0; i < 3; i++) o.push(tree(60 + i * 270 + r() * 120, base + 10, 0.9 + r() * 0.3, pick(r, ['#5f9a4f', '#6aa657', '#4f8a45'])));
  o.push(lamp(140 + r() * 80, base + 14, 150));
  o.push(lamp(560 + r() * 120, base + 14, 150));
  o.push(`<rect y="${f(base + 34)}" width="800" height="${f(600 - base - 34)}" fill="${d.lin([[0, '#6e737a'], [1, '#474b52']])}"/>`);
  o.push(`<path d="M0 ${f(base + 46)}H800" stroke="#f3f3f0" stroke-opacity="0.7" stroke-width="2.5" stroke-dasharray="46 34"/>`);
  o.push(`<path d="M0 ${f(545)}H800" stroke="#f3f3f0" stroke-opacity="0.75" stroke-width="6" stroke-dasharray="90 60"/>`);
  return o.join('');
};

const showroom: SceneFn = (d, r, hz) => {
  const o: string[] = [];
  const wallBottom = hz + 24;
  o.push(`<rect width="800" height="${f(wallBottom)}" fill="${d.lin([[0, '#f5f7f9'], [1, '#e1e6eb']])}"/>`);
  o.push(`<rect width="800" height="28" fill="#cdd4db"/>`);
  const winTop = 60;
  const winBot = hz;
  o.push(`<rect x="30" y="${winTop}" width="740" height="${f(winBot - winTop)}" fill="${d.lin([[0, '#bcd9ee'], [1, '#e9f3fa']])}"/>`);
  // outside silhouettes
  let hills = `M30 ${f(winBot)}`;
  for (let x = 30; x <= 770; x += 40) hills += `L${x} ${f(winBot - 30 - r() * 30)}`;
  hills += `L770 ${f(winBot)}Z`;
  o.push(`<path d="${hills}" fill="#9fbfa3" fill-opacity="0.5"/>`);
  const n = 5 + Math.floor(r() * 2);
  let mull = '';
  for (let i = 0; i <= n; i++) mull += `M${f(30 + (740 * i) / n - 4)} ${winTop}h8v${f(winBot - winTop)}h-8z`;
  o.push(`<path d="${mull}" fill="#a3adb8"/>`);
  o.push(`<rect x="26" y="${winTop - 6}" width="748" height="8" fill="#a3adb8"/><rect x="26" y="${f(winBot - 2)}" width="748" height="8" fill="#a3adb8"/>`);
  o.push(`<path d="M60 ${winTop + 10}l60 ${f(winBot - winTop - 20)}M300 ${winTop + 10}l40 ${f(winBot - winTop - 30)}" stroke="#fff" stroke-opacity="0.35" stroke-width="14"/>`);
  // ceiling spots with light cones
  const cone = d.lin([[0, '#ffffff', 0.7], [1, '#ffffff', 0]]);
  for (let i = 0; i < 4; i++) {
    const x = 100 + i * 200;
    o.push(`<path d="M${x - 8} 28L${x - 70} ${f(hz - 20)}H${x + 70}L${x + 8} 28Z" fill="${cone}"/>`);
    o.push(`<ellipse cx="${x}" cy="28" rx="16" ry="4" fill="#fffbe8"/>`);
  }
  // floor
  o.push(`<rect y="${f(wallBottom)}" width="800" height="${f(600 - wallBottom)}" fill="${d.lin([[0, '#e6e9ed'], [1, '#bcc3cb']])}"/>`);
  o.push(`<rect y="${f(wallBottom - 8)}" width="800" height="8" fill="#c4cad1"/>`);
  let tiles = '';
  for (let i = 1; i < 8; i++) {
    const y = wallBottom + Math.pow(i / 8, 1.7) * (600 - wallBottom);
    tiles += `M0 ${f(y)}H800`;
  }
  for (let i = -8; i <= 8; i++) tiles += `M${f(400 + i * 70)} ${f(wallBottom)}L${f(400 + i * 230)} 600`;
  o.push(`<path d="${tiles}" stroke="#aeb6bf" stroke-opacity="0.45" stroke-width="1.2" fill="none"/>`);
  o.push(`<ellipse cx="400" cy="${f(wallBottom + 90)}" rx="360" ry="40" fill="#fff" fill-opacity="0.35"/>`);
  // decor: display stand + plant
  const accent = pick(r, ['#c8102e', '#1f6fb2', '#1d8a5a', '#e07b00']);
  const sx = r() < 0.5 ? 40 : 700;
  o.push(`<rect x="${sx}" y="${f(hz - 90)}" width="60" height="${f(wallBottom - hz + 90)}" rx="4" fill="#ffffff" stroke="#c9d0d7"/>`);
  o.push(`<rect x="${sx + 8}" y="${f(hz - 80)}" width="44" height="10" fill="${accent}"/>`);
  o.push(`<path d="M${sx + 8} ${f(hz - 60)}h44M${sx + 8} ${f(hz - 50)}h32M${sx + 8} ${f(hz - 40)}h38" stroke="#b7c0c9" stroke-width="4"/>`);
  const px = sx < 400 ? 140 : 640;
  o.push(`<path d="M${px - 16} ${f(wallBottom + 6)}h32l-5 32h-22z" fill="#f0f0ee" stroke="#c6c6c0"/>`);
  for (let i = 0; i < 7; i++) {
    const a = -Math.PI / 2 + (i - 3) * 0.32;
    o.push(`<ellipse cx="${f(px + Math.cos(a) * 24)}" cy="${f(wallBottom + 4 + Math.sin(a) * 30)}" rx="7" ry="20" transform="rotate(${f((a * 180) / Math.PI + 90)} ${f(px + Math.cos(a) * 24)} ${f(wallBottom + 4 + Math.sin(a) * 30)})" fill="${i % 2 ? '#4f8f47' : '#3f7a3b'}"/>`);
  }
  return o.join('');
};

const parking: SceneFn = (d, r, hz) => {
  const o: string[] = [];
  o.push(`<rect width="800" height="${f(hz + 10)}" fill="${d.lin([[0, '#8ec3ea'], [1, '#e4f1f9']])}"/>`);
  for (let i = 0; i < 3; i++) o.push(cloud(60 + r() * 680, 40 + r() * 70, 0.6 + r() * 0.6));
  // low commercial building
  const bx = 80 + r() * 380;
  const bw = 260;
  o.push(`<rect x="${f(bx)}" y="${f(hz - 80)}" width="${bw}" height="80" fill="#e8e4dc"/>`);
  o.push(`<rect x="${f(bx)}" y="${f(hz - 80)}" width="${bw}" height="16" fill="${pick(r, ['#1f6fb2', '#c8102e', '#e07b00', '#2a8f5b'])}"/>`);
  o.push(`<rect x="${f(bx + 20)}" y="${f(hz - 50)}" width="${bw - 40}" height="44" fill="#8fb0c9"/>`);
  // tree line
  let x = -20;
  while (x < 820) {
    const s = 0.55 + r() * 0.35;
    const tx = x + r() * 10;
    if (tx < bx - 20 || tx > bx + bw + 20) o.push(tree(tx, hz + 4, s, pick(r, ['#5a9150', '#6aa35a', '#4d8246', '#78ad63'])));
    x += 36 + r() * 24;
  }
  o.push(`<rect y="${f(hz)}" width="800" height="${f(600 - hz)}" fill="${d.lin([[0, '#8a8f96'], [1, '#52565d']])}"/>`);
  // parked cars in the distance
  for (let i = 0; i < 5; i++) {
    const cx = 40 + i * 170 + r() * 60;
    const col = pick(r, ['#c9ccd1', '#3b4452', '#8b1e2d', '#e6e6e3', '#2f5d8a', '#6c7279']);
    o.push(`<path d="M${f(cx)} ${f(hz + 14)}h60v-10l-10 -2l-8 -9h-22l-10 9l-10 2z" fill="${col}"/><path d="M${f(cx + 20)} ${f(hz + 2)}l6 -7h16l6 7z" fill="#3a4a5a"/>`);
  }
  const lineY = hz + 36;
  let lines = `M0 ${f(lineY)}H800`;
  const off = r() * 80;
  for (let i = -7; i <= 7; i++) lines += `M${f(400 + i * 110 + off)} ${f(lineY)}L${f(400 + i * 330 + off * 3)} 600`;
  o.push(`<path d="${lines}" stroke="#f4f4f0" stroke-opacity="0.85" stroke-width="4" fill="none"/>`);
  o.push(lamp(30 + r() * 100, hz + 20, 170));
  o.push(lamp(640 + r() * 100, hz + 20, 170));
  return o.join('');
};

const mountains: SceneFn = (d, r, hz, floorTop) => {
  const o: string[] = [];
  o.push(`<rect width="800" height="${f(hz + 10)}" fill="${d.lin([[0, '#4a93d9'], [1, '#d2e8f7']])}"/>`);
  for (let i = 0; i < 2; i++) o.push(cloud(80 + r() * 640, 40 + r() * 50, 0.7 + r() * 0.5, 0.8));
  const range = (yBase: number, hMin: number, hMax: number, col: string, snow: number, step: number) => {
    const ridge: P2[] = [];
    let x = -40;
    let up = true;
    while (x < 860) {
      const h = up ? hMin + r() * (hMax - hMin) : hMin * 0.35 + r() * hMin * 0.35;
      ridge.push([x, yBase - h]);
      x += step * (0.6 + r() * 0.7);
      up = !up;
    }
    o.push(`<path d="M-40 ${f(hz + 20)}L${ridge.map((p) => `${f(p[0])} ${f(p[1])}`).join('L')}L860 ${f(hz + 20)}Z" fill="${col}"/>`);
    let caps = '';
    for (let i = 1; i < ridge.length - 1; i++) {
      const p = ridge[i]!;
      const a = ridge[i - 1]!;
      const b = ridge[i + 1]!;
      if (p[1] > a[1] || p[1] > b[1]) continue;
      if (yBase - p[1] < snow) continue;
      const t = 0.28;
      const l = lerp2(p, a, t);
      const rr = lerp2(p, b, t);
      const m1 = lerp2(l, rr, 0.33);
      const m2 = lerp2(l, rr, 0.66);
      caps += `M${f(p[0])} ${f(p[1])}L${f(rr[0])} ${f(rr[1])}L${f(m2[0])} ${f(m2[1] - 8)}L${f(m1[0] + 4)} ${f(m1[1] + 4)}L${f(l[0])} ${f(l[1])}Z`;
    }
    if (caps) o.push(`<path d="${caps}" fill="#f7fbff"/>`);
  };
  range(hz, 170, 250, '#9fb5cd', 160, 120);
  range(hz + 10, 100, 170, '#7690ad', 140, 90);
  // hills
  let hill = `M0 ${f(hz)}`;
  for (let x = 0; x <= 800; x += 100) hill += `Q${x + 50} ${f(hz - 40 - r() * 30)} ${x + 100} ${f(hz - 10 + r() * 10)}`;
  hill += `V600H0Z`;
  o.push(`<path d="${hill}" fill="${d.lin([[0, '#86b862'], [1, '#5f9642']])}"/>`);
  let pines = '';
  for (let i = 0; i < 14; i++) {
    const px = r() * 800;
    const py = hz - 10 + r() * 20;
    const s = 0.6 + r() * 0.7;
    pines += `M${f(px)} ${f(py - 40 * s)}l${f(12 * s)} ${f(40 * s)}h${f(-24 * s)}z`;
  }
  o.push(`<path d="${pines}" fill="#2f5d3a"/>`);
  const roadTop = Math.min(floorTop - 30, 480);
  o.push(`<rect y="${f(roadTop)}" width="800" height="${f(600 - roadTop)}" fill="${d.lin([[0, '#72767c'], [1, '#4d5157']])}"/>`);
  o.push(`<rect y="${f(roadTop)}" width="800" height="5" fill="#e9e9e4"/>`);
  o.push(`<path d="M0 548H800" stroke="#f3f3f0" stroke-opacity="0.75" stroke-width="5" stroke-dasharray="80 60"/>`);
  return o.join('');
};

const skyGradient: SceneFn = (d, r, hz) => {
  const o: string[] = [];
  const pal = pick(r, [
    { sky: ['#2d3a6b', '#b85f7e', '#f6a65b', '#fbe3b2'], ground: ['#eadac6', '#b9a18a'], sun: '#fff1c9' },
    { sky: ['#2a78c9', '#7fbdeb', '#cfe8f8', '#f2f8fc'], ground: ['#e4e8ec', '#b3bcc6'], sun: '#ffffff' },
    { sky: ['#1b2447', '#463f7c', '#b3698f', '#f2b48c'], ground: ['#7b6a7e', '#3d3448'], sun: '#ffd9b0' },
    { sky: ['#3f9fa6', '#8fd0c4', '#d8efe4', '#f6fbf6'], ground: ['#dfe9e2', '#aebfb3'], sun: '#ffffff' },
    { sky: ['#f0a36b', '#f6c38a', '#fbe1ba', '#fdf2de'], ground: ['#efe1cd', '#c4ad92'], sun: '#fffaf0' },
  ] as const);
  o.push(`<rect width="800" height="${f(hz + 2)}" fill="${d.lin([[0, pal.sky[0]], [0.45, pal.sky[1]], [0.8, pal.sky[2]], [1, pal.sky[3]]])}"/>`);
  const sx = 120 + r() * 560;
  const sy = hz - 60 - r() * 90;
  o.push(`<circle cx="${f(sx)}" cy="${f(sy)}" r="110" fill="${d.rad([[0, pal.sun, 0.75], [1, pal.sun, 0]])}"/>`);
  o.push(`<circle cx="${f(sx)}" cy="${f(sy)}" r="30" fill="${pal.sun}" fill-opacity="0.9"/>`);
  for (let i = 0; i < 4; i++) o.push(cloud(r() * 800, 50 + r() * (hz - 120), 0.7 + r() * 0.9, 0.35 + r() * 0.3));
  o.push(`<rect y="${f(hz)}" width="800" height="${f(600 - hz)}" fill="${d.lin([[0, pal.ground[0]], [1, pal.ground[1]]])}"/>`);
  o.push(`<rect y="${f(hz - 1)}" width="800" height="3" fill="#fff" fill-opacity="0.45"/>`);
  o.push(`<ellipse cx="400" cy="${f(hz + 150)}" rx="420" ry="60" fill="#fff" fill-opacity="0.18"/>`);
  return o.join('');
};

const SCENES: readonly SceneFn[] = [street, showroom, parking, mountains, skyGradient];

// ---------------------------------------------------------------------------
// cockpit sketch and wheel close-up

function drawInterior(d: Doc, s: Spec, base: RGB, r: () => number): string {
  const o: string[] = [];
  const lift = -(s.interiorLift ?? 0);
  const dashY = 340 + lift;
  const trim = pick(r, [
    ['#3b3d43', '#1b1c20'],
    ['#4a3b32', '#241b16'],
    ['#5c5f66', '#2b2d32'],
  ] as const);
  // headliner + pillars
  o.push(`<path d="M0 0H800V44Q400 96 0 44Z" fill="${d.lin([[0, '#3a3b40'], [1, '#26272b']])}"/>`);
  o.push(`<path d="M0 40L92 60L26 ${f(dashY)}L0 ${f(dashY + 10)}Z" fill="#2c2d32"/>`);
  o.push(`<path d="M800 40L708 60L774 ${f(dashY)}L800 ${f(dashY + 10)}Z" fill="#2c2d32"/>`);
  // rear view mirror
  o.push(`<rect x="396" y="58" width="8" height="22" fill="#1d1e22"/>`);
  o.push(`<rect x="330" y="76" width="140" height="38" rx="12" fill="#1d1e22"/><rect x="338" y="82" width="124" height="26" rx="8" fill="${d.lin([[0, '#8397aa'], [1, '#44525f']])}"/>`);
  // dashboard
  o.push(`<path d="M0 ${f(dashY + 8)}C180 ${f(dashY - 40)} 620 ${f(dashY - 40)} 800 ${f(dashY + 8)}V600H0Z" fill="${d.lin([[0, trim[0]], [1, trim[1]]])}"/>`);
  o.push(`<path d="M0 ${f(dashY + 8)}C180 ${f(dashY - 40)} 620 ${f(dashY - 40)} 800 ${f(dashY + 8)}" fill="none" stroke="#6a6d74" stroke-width="2" stroke-opacity="0.6"/>`);
  // accent trim in body colour
  const ty = dashY + 64;
  o.push(`<path d="M0 ${f(ty + 10)}C220 ${f(ty - 14)} 580 ${f(ty - 14)} 800 ${f(ty + 10)}V${f(ty + 22)}C580 ${f(ty - 2)} 220 ${f(ty - 2)} 0 ${f(ty + 22)}Z" fill="${d.lin([[0, hex(lighten(base, 0.3))], [1, hex(darken(base, 0.25))]])}"/>`);
  // vents
  for (const vx of [418, 672]) {
    o.push(`<rect x="${vx}" y="${f(dashY + 2)}" width="64" height="26" rx="8" fill="#141518" stroke="#55585f"/>`);
    o.push(`<path d="M${vx + 6} ${f(dashY + 10)}h52M${vx + 6} ${f(dashY + 16)}h52M${vx + 6} ${f(dashY + 22)}h52" stroke="#44474d" stroke-width="2"/>`);
  }
  // centre display
  const big = r() < 0.5;
  const dx0 = 492;
  const dw = big ? 172 : 140;
  const dy0 = dashY - (big ? 40 : 26);
  const dh = big ? 92 : 70;
  o.push(`<rect x="${dx0 - 6}" y="${f(dy0 - 6)}" width="${dw + 12}" height="${dh + 12}" rx="12" fill="#0d0e10"/>`);
  o.push(`<rect x="${dx0}" y="${f(dy0)}" width="${dw}" height="${dh}" rx="6" fill="${d.lin([[0, '#173a57'], [1, '#0d2031']], 0, 0, 1, 1)}"/>`);
  o.push(`<path d="M${dx0 + 12} ${f(dy0 + dh - 18)}c30 -30 50 10 80 -22s40 -10 ${f(dw - 120)} -14" fill="none" stroke="#4fb3ff" stroke-width="3"/>`);
  o.push(`<circle cx="${dx0 + 92}" cy="${f(dy0 + dh - 40)}" r="5" fill="#ffcc4d"/>`);
  o.push(`<path d="M${dx0 + 12} ${f(dy0 + 14)}h${f(dw * 0.4)}M${dx0 + 12} ${f(dy0 + 24)}h${f(dw * 0.25)}" stroke="#9cc7e8" stroke-width="4" stroke-linecap="round"/>`);
  // instrument cluster behind the wheel
  const ix = 250;
  const iy = dashY + 22;
  o.push(`<path d="M${ix - 140} ${f(iy + 30)}C${ix - 140} ${f(iy - 64)} ${ix + 140} ${f(iy - 64)} ${ix + 140} ${f(iy + 30)}Z" fill="#121316"/>`);
  const digital = r() < 0.5;
  if (digital) {
    o.push(`<rect x="${ix - 118}" y="${f(iy - 30)}" width="236" height="64" rx="8" fill="${d.lin([[0, '#0f2233'], [1, '#07121c']])}"/>`);
    o.push(`<text x="${ix}" y="${f(iy + 14)}" text-anchor="middle" font-family="${FONT}" font-size="34" font-weight="700" fill="#dbeeff">${50 + Math.floor(r() * 80)}</text>`);
    o.push(`<text x="${ix}" y="${f(iy + 28)}" text-anchor="middle" font-family="${FONT}" font-size="10" fill="#7fb4dd">km/h</text>`);
    o.push(`<path d="M${ix - 104} ${f(iy + 22)}h${f(40 + r() * 30)}" stroke="#4fb3ff" stroke-width="6" stroke-linecap="round"/>`);
    o.push(`<path d="M${ix + 60} ${f(iy + 22)}h${f(20 + r() * 20)}" stroke="#7be08a" stroke-width="6" stroke-linecap="round"/>`);
  } else {
    for (const gx of [ix - 58, ix + 58]) {
      o.push(`<circle cx="${gx}" cy="${f(iy)}" r="38" fill="#0b0c0e" stroke="#a8b4c0" stroke-width="2.5"/>`);
      let ticks = '';
      for (let i = 0; i <= 10; i++) {
        const a = Math.PI * (0.8 + (i / 10) * 1.4);
        ticks += `M${f(gx + Math.cos(a) * 30)} ${f(iy + Math.sin(a) * 30)}L${f(gx + Math.cos(a) * 35)} ${f(iy + Math.sin(a) * 35)}`;
      }
      o.push(`<path d="${ticks}" stroke="#dfe6ee" stroke-width="2"/>`);
      const na = Math.PI * (0.9 + r() * 1.0);
      o.push(`<path d="M${gx} ${f(iy)}L${f(gx + Math.cos(na) * 30)} ${f(iy + Math.sin(na) * 30)}" stroke="#ff5a36" stroke-width="3" stroke-linecap="round"/>`);
      o.push(`<circle cx="${gx}" cy="${f(iy)}" r="4" fill="#ccd3da"/>`);
    }
  }
  // steering wheel
  const wx = 250;
  const wy = dashY + 196;
  o.push(`<ellipse cx="${wx}" cy="${f(wy)}" rx="150" ry="134" fill="none" stroke="#141518" stroke-width="28"/>`);
  o.push(`<ellipse cx="${wx}" cy="${f(wy)}" rx="150" ry="134" fill="none" stroke="#3a3c42" stroke-width="3" stroke-dasharray="300 640" stroke-dashoffset="540"/>`);
  o.push(`<path d="M${wx - 140} ${f(wy + 4)}L${wx - 44} ${f(wy - 6)}L${wx - 40} ${f(wy + 26)}L${wx - 136} ${f(wy + 34)}Z" fill="#1b1c20"/>`);
  o.push(`<path d="M${wx + 140} ${f(wy + 4)}L${wx + 44} ${f(wy - 6)}L${wx + 40} ${f(wy + 26)}L${wx + 136} ${f(wy + 34)}Z" fill="#1b1c20"/>`);
  o.push(`<ellipse cx="${wx}" cy="${f(wy + 10)}" rx="56" ry="44" fill="${d.lin([[0, '#2c2e33'], [1, '#141518']])}"/>`);
  o.push(`<circle cx="${wx}" cy="${f(wy + 6)}" r="14" fill="#c9ced4" stroke="${hex(base)}" stroke-width="3"/>`);
  o.push(`<rect x="${wx - 116}" y="${f(wy + 2)}" width="12" height="8" rx="2" fill="#5d6168"/><rect x="${wx + 104}" y="${f(wy + 2)}" width="12" height="8" rx="2" fill="#5d6168"/>`);
  // centre console / gear selector
  o.push(`<path d="M500 600L528 ${f(dashY + 120)}H650L680 600Z" fill="${trim[1]}" stroke="#45484e"/>`);
  o.push(`<rect x="572" y="${f(dashY + 150)}" width="34" height="54" rx="14" fill="#202126" stroke="#5e6269"/>`);
  // glove box line
  o.push(`<path d="M630 ${f(dashY + 96)}H790" stroke="#0e0f11" stroke-width="2" stroke-opacity="0.7"/>`);
  return o.join('');
}

function drawWheelCloseUp(d: Doc, base: RGB, rim: RimStyle): string {
  const o: string[] = [];
  const cx = 400;
  const cy = 372;
  const R = 172;
  const ra = R + 26;
  const sill = 300;
  const dy = sill - cy;
  const dx = Math.sqrt(ra * ra - dy * dy);
  // ground shadow
  o.push(`<ellipse cx="${cx}" cy="${cy + R}" rx="${R + 90}" ry="22" fill="#000" fill-opacity="0.3"/>`);
  o.push(`<ellipse cx="${cx}" cy="${cy + R}" rx="${R + 40}" ry="12" fill="#000" fill-opacity="0.35"/>`);
  // arch interior
  o.push(`<path d="M${f(cx - dx)} ${sill}A${ra} ${ra} 0 0 1 ${f(cx + dx)} ${sill}Z" fill="#0f1013"/>`);
  // tyre
  o.push(`<circle cx="${cx}" cy="${cy}" r="${R + 2}" fill="#18191c"/>`);
  const face: string[] = [];
  wheelFace((x, y) => [cx + x, cy - y], R, rim, face);
  o.push(...face);
  // sidewall lettering hint
  o.push(`<path d="M${f(cx - R * 0.8)} ${f(cy - R * 0.42)}A${f(R * 0.9)} ${f(R * 0.9)} 0 0 1 ${f(cx - R * 0.3)} ${f(cy - R * 0.85)}" fill="none" stroke="#4a4c52" stroke-width="6" stroke-dasharray="10 5"/>`);
  o.push(`<path d="M${f(cx + R * 0.3)} ${f(cy + R * 0.85)}A${f(R * 0.9)} ${f(R * 0.9)} 0 0 1 ${f(cx + R * 0.8)} ${f(cy + R * 0.42)}" fill="none" stroke="#4a4c52" stroke-width="6" stroke-dasharray="10 5"/>`);
  // body panel with wheel arch
  const panel = `M-10 40H810V${sill}H${f(cx + dx)}A${ra} ${ra} 0 0 0 ${f(cx - dx)} ${sill}H-10Z`;
  o.push(
    `<path d="${panel}" fill="${d.lin([
      [0, hex(lighten(base, 0.35))],
      [0.3, hex(lighten(base, 0.1))],
      [0.7, hex(base)],
      [1, hex(darken(base, 0.35))],
    ])}"/>`,
  );
  // environment reflection bands
  o.push(`<path d="M-10 150C250 140 550 140 810 150V176C550 166 250 166 -10 176Z" fill="#fff" fill-opacity="0.1"/>`);
  o.push(`<path d="M-10 176C250 166 550 166 810 176V200C550 190 250 190 -10 200Z" fill="#000" fill-opacity="0.06"/>`);
  // fender flare crease following the arch
  const rf = ra + 18;
  const dyf = sill - cy;
  const dxf = Math.sqrt(rf * rf - dyf * dyf);
  o.push(`<path d="M${f(cx + dxf)} ${sill}A${rf} ${rf} 0 0 0 ${f(cx - dxf)} ${sill}" fill="none" stroke="${hex(lighten(base, 0.35))}" stroke-opacity="0.5" stroke-width="3"/>`);
  o.push(`<path d="M${f(cx + dx)} ${sill}A${ra} ${ra} 0 0 0 ${f(cx - dx)} ${sill}" fill="none" stroke="${hex(darken(base, 0.4))}" stroke-width="6"/>`);
  // door gap and side indicator
  o.push(`<path d="M724 42C718 120 716 220 720 ${sill}" fill="none" stroke="${hex(darken(base, 0.55))}" stroke-width="2.5"/>`);
  o.push(`<path d="M64 214h34a6 6 0 0 1 0 12h-34a6 6 0 0 1 0 -12z" fill="#f0a33a" stroke="${hex(darken(base, 0.5))}" stroke-width="1.5"/>`);
  o.push(`<path d="M-10 110C200 100 600 100 810 110" fill="none" stroke="${hex(lighten(base, 0.5))}" stroke-opacity="0.6" stroke-width="3"/>`);
  o.push(`<path d="M-10 114C200 104 600 104 810 114" fill="none" stroke="${hex(darken(base, 0.3))}" stroke-opacity="0.4" stroke-width="2"/>`);
  // side window strip at the top
  o.push(`<rect x="-10" y="0" width="820" height="40" fill="${d.lin([[0, '#6d8599'], [1, '#243241']])}"/>`);
  o.push(`<rect x="-10" y="36" width="820" height="6" fill="#c9ced4"/>`);
  // side skirt
  o.push(`<path d="M-10 ${sill}H${f(cx - dx)}L${f(cx - dx - 8)} ${sill + 16}H-10Z" fill="${hex(darken(base, 0.45))}"/>`);
  o.push(`<path d="M810 ${sill}H${f(cx + dx)}L${f(cx + dx + 8)} ${sill + 16}H810Z" fill="${hex(darken(base, 0.45))}"/>`);
  // highlight reflection on the panel
  o.push(`<path d="M60 60L180 60L120 250L20 250Z" fill="#fff" fill-opacity="0.08"/>`);
  return o.join('');
}

// ---------------------------------------------------------------------------
// public API

const VIEW_LABELS = ['Seitenansicht', 'Vorderansicht', 'Heckansicht', 'Cockpit', 'Felge'] as const;

export function renderCarSvg(input: CarIllustrationInput): string {
  const spec = specFor(Math.trunc(Number(input.bodyType)));
  const base = parseHex(input.colorHex);
  const idxRaw = Math.trunc(Number(input.photoIndex));
  const photoIndex = Number.isFinite(idxRaw) ? Math.abs(idxRaw) : 0;
  const seedRaw = Math.trunc(Number(input.seed));
  const seed = Number.isFinite(seedRaw) ? seedRaw >>> 0 : 0;
  const make = cleanText(input.make, 24);
  const model = cleanText(input.model, 32);

  const view = photoIndex % 5;
  const set = Math.floor(photoIndex / 5);
  const sceneIdx = (seed + set) % SCENES.length;
  const scene = SCENES[sceneIdx] ?? street;

  const h = hash(spec.name, hex(base), make, model, photoIndex, seed);
  const d = new Doc(`ci${h.toString(36)}_`);
  const sceneRng = rng(hash('scene', seed, set, view));
  const rim = rimStyleFor(seed);
  const body: string[] = [];

  if (view <= 2) {
    const th = view === 0 ? 0 : view === 1 ? 36 * (Math.PI / 180) : -36 * (Math.PI / 180);
    const ph = (view === 0 ? 5 : 11) * (Math.PI / 180);
    const car = view === 0 ? drawCar(d, spec, base, rim, th, ph, 640, 300, 508) : drawCar(d, spec, base, rim, th, ph, 580, 330, 520);
    const hz = view === 0 ? 318 : 262;
    body.push(scene(d, sceneRng, hz, car.floorTop));
    body.push(car.svg);
  } else if (view === 3) {
    body.push(scene(d, sceneRng, 300, 520));
    body.push(drawInterior(d, spec, base, rng(hash('interior', seed))));
  } else {
    body.push(scene(d, sceneRng, 330, 520));
    body.push(drawWheelCloseUp(d, base, rim));
  }

  // caption bar
  const capY = SVG_HEIGHT - CAPTION_H;
  const fullLen = Array.from(make).length + 1 + Array.from(model).length;
  const capSize = fullLen > 44 ? 15 : fullLen > 34 ? 17 : 21;
  body.push(`<rect y="${capY}" width="${SVG_WIDTH}" height="${CAPTION_H}" fill="#0f172a" fill-opacity="0.82"/>`);
  body.push(
    `<text x="20" y="${capY + 29}" font-family="${FONT}" font-size="${capSize}" fill="#ffffff">` +
      `<tspan font-weight="700">${escapeXml(make)}</tspan>${model ? ` ${escapeXml(model)}` : ''}</text>`,
  );
  body.push(
    `<text x="${SVG_WIDTH - 20}" y="${capY + 28}" text-anchor="end" font-family="${FONT}" font-size="13" fill="#cbd5e1">` +
      `Illustration · ${VIEW_LABELS[view] ?? ''}</text>`,
  );

  const title = escapeXml(`${make} ${model}`.trim() || spec.name);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SVG_WIDTH}" height="${SVG_HEIGHT}" viewBox="0 0 ${SVG_WIDTH} ${SVG_HEIGHT}" role="img">` +
    `<title>${title}</title>` +
    d.defsSvg() +
    body.join('') +
    `</svg>`
  );
}

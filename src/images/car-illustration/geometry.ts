/** Geometry and SVG helpers of the demo car illustrations: points, colours, a seeded random, the SVG document with its defs, and the perspective camera. */

// ---------------------------------------------------------------------------
// small helpers

/** The caption and label font of every illustration. */
export const FONT = 'DejaVu Sans, Arial, sans-serif';

export type P2 = readonly [number, number];
export type V3 = readonly [number, number, number];
export type RGB = readonly [number, number, number];

export const WHITE: RGB = [255, 255, 255];
export const BLACK: RGB = [0, 0, 0];

export function f(v: number): string {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

export function pathOf(ps: readonly P2[], close = true): string {
  if (ps.length === 0) return '';
  return 'M' + ps.map((p) => `${f(p[0])} ${f(p[1])}`).join('L') + (close ? 'Z' : '');
}

export function parseHex(s: string): RGB {
  const m = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(String(s).trim());
  if (!m || m[1] === undefined) return [138, 144, 153];
  let h = m[1];
  if (h.length === 3)
    h = h
      .split('')
      .map((c) => c + c)
      .join('');
  const n = parseInt(h, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function hex(c: RGB): string {
  return (
    '#' +
    c
      .map((v) =>
        Math.max(0, Math.min(255, Math.round(v)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

export function mix(a: RGB, b: RGB, t: number): RGB {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}
export const lighten = (c: RGB, t: number): RGB => mix(c, WHITE, t);
export const darken = (c: RGB, t: number): RGB => mix(c, BLACK, t);
export const luminance = (c: RGB): number => (0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]) / 255;

/** FNV-1a over a list of values → uint32 */
export function hash(...parts: Array<string | number>): number {
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
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(r: () => number, arr: readonly T[]): T {
  const v = arr[Math.floor(r() * arr.length) % arr.length];
  if (v === undefined) throw new Error('pick from empty array');
  return v;
}

export function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** strip characters that are not allowed in XML 1.0, collapse whitespace, cut to `max` code points */
export function cleanText(s: unknown, max: number): string {
  const chars = Array.from(String(s ?? '').replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, ''));
  const cleaned = chars
    .filter((c) => !/[\uD800-\uDFFF]/.test(c))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  const cps = Array.from(cleaned);
  return cps.length > max
    ? cps
        .slice(0, max - 1)
        .join('')
        .trimEnd() + '…'
    : cleaned;
}

export function lerp2(a: P2, b: P2, t: number): P2 {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
}

export function convexHull(points: readonly P2[]): P2[] {
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
export class Doc {
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
// camera

export class Cam {
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

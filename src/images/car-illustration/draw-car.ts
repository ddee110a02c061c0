/**
 * Draws a car body from a camera angle: the side profile of its body type (body-specs.ts)
 * extruded across the width, projected with a perspective camera and painted back to front
 * in named steps (shadow, wheels, body shell, fascias, roof parts, side panel, side glass,
 * side details, lights, mirror). The boot view adds an open tailgate or boot lid. The shared
 * canvas is car-canvas.ts, the wheels draw-wheels.ts and the open boot draw-open-boot.ts.
 */

import { Cam, darken, type Doc, f, hex, lerp2, lighten, luminance, mix, type P2, pathOf, type RGB, type V3 } from './geometry.ts';
import { type Band, flatten, type Spec, surfaceX } from './body-specs.ts';
import { type RimStyle } from './wheels.ts';
import { archOf, archRadius, box, type CarCanvas, type DepthItem, LIGHT } from './car-canvas.ts';
import { drawFarWheels, drawNearWheels } from './draw-wheels.ts';
import { bootLidOf, drawLoadSpace, drawRaisedLid } from './draw-open-boot.ts';

export interface CarDraw {
  svg: string;
  floorTop: number;
  bottom: number;
}

/** Where the camera stands: turn `th` (positive shows the front, negative the rear) and elevation `ph`, in radians. */
export interface CarPose {
  th: number;
  ph: number;
  /** draw the tailgate or boot lid raised, with the load space behind it */
  openBoot?: boolean;
}

/** Ground shadow: radial-gradient ellipses (much cheaper to rasterise than blur filters). */
function drawShadow(c: CarCanvas): void {
  const { d, s, cam, P, out } = c;
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

/** The extruded body surfaces (roof, bonnet, boot, bumpers) and the windscreen and rear window on them, back to front. */
function drawBodyShell(c: CarCanvas): void {
  const { d, s, base, cam, P, top, zN, zF, light, out } = c;
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
    if (tag === 'rg' && c.rearGlassOpen) continue;
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
}

/** A band on the front or rear surface from z0 to z1 and height y0 to y1, following the profile. */
function fascia(c: CarCanvas, end: 'front' | 'rear', z0: number, z1: number, y0: number, y1: number): P2[] {
  const { P, front, rear } = c;
  const sx = (y: number) => (end === 'front' ? front(y) - 0.6 : rear(y) + 0.6);
  const ps: P2[] = [];
  const n = 4;
  for (let i = 0; i <= n; i++) ps.push(P(sx(y0), y0, z0 + ((z1 - z0) * i) / n));
  for (let i = 1; i <= n; i++) ps.push(P(sx(y0 + ((y1 - y0) * i) / n), y0 + ((y1 - y0) * i) / n, z1));
  for (let i = n - 1; i >= 0; i--) ps.push(P(sx(y1), y1, z0 + ((z1 - z0) * i) / n));
  for (let i = n - 1; i > 0; i--) ps.push(P(sx(y0 + ((y1 - y0) * i) / n), y0 + ((y1 - y0) * i) / n, z0));
  return ps;
}

/** A licence plate (white with the Austrian red bands) on the front or rear surface. */
function drawPlate(c: CarCanvas, end: 'front' | 'rear', band: Band): void {
  const { s, cam, out } = c;
  const W = s.W;
  const fsc = cam.scaleAt(0, 60, W / 2);
  const [y0, y1] = band;
  const z0 = W * 0.335;
  const z1 = W * 0.665;
  out.push(`<path d="${pathOf(fascia(c, end, z0, z1, y0, y1))}" fill="#f7f7f4" stroke="#2b2d31" stroke-width="${f(0.9 * fsc)}" stroke-linejoin="round"/>`);
  const sh = (y1 - y0) * 0.16;
  out.push(`<path d="${pathOf(fascia(c, end, z0 + 1.5, z1 - 1.5, y1 - sh - 1, y1 - 1))}" fill="#c8102e"/>`);
  out.push(`<path d="${pathOf(fascia(c, end, z0 + 1.5, z1 - 1.5, y0 + 1, y0 + 1 + sh))}" fill="#c8102e"/>`);
  for (let i = 0; i < 5; i++) {
    const zz = z0 + (z1 - z0) * (0.14 + i * 0.15);
    out.push(`<path d="${pathOf(fascia(c, end, zz, zz + (z1 - z0) * 0.09, y0 + (y1 - y0) * 0.3, y0 + (y1 - y0) * 0.7))}" fill="#2b2d31"/>`);
  }
}

/** Front: lower intake, grille, headlights, badge and plate. */
function drawFrontFascia(c: CarCanvas): void {
  const { s, base, cam, P, front, out } = c;
  const W = s.W;
  const fsc = cam.scaleAt(0, 60, W / 2);
  const [g0, g1] = s.grille;
  const [h0, h1] = s.headlight;
  out.push(`<path d="${pathOf(fascia(c, 'front', W * 0.12, W * 0.88, s.outline[0]!.y + 2, s.outline[0]!.y + 12))}" fill="#1e1f23" fill-opacity="0.85"/>`);
  out.push(
    `<path d="${pathOf(fascia(c, 'front', W * 0.3, W * 0.7, g0, g1))}" fill="#18191d" stroke="${hex(lighten(base, 0.2))}" stroke-width="${f(1.4 * fsc)}" stroke-linejoin="round"/>`,
  );
  for (let i = 1; i < 4; i++) {
    const y = g0 + ((g1 - g0) * i) / 4;
    out.push(
      `<path d="${pathOf([P(front(y) - 0.8, y, W * 0.31), P(front(y) - 0.8, y, W * 0.69)], false)}" stroke="#4a4d55" stroke-width="${f(1.2 * fsc)}" fill="none"/>`,
    );
  }
  for (const [z0, z1] of [
    [W * 0.05, W * 0.29],
    [W * 0.71, W * 0.95],
  ] as const) {
    out.push(
      `<path d="${pathOf(fascia(c, 'front', z0, z1, h0, h1))}" fill="#eef3f8" stroke="#5d6670" stroke-width="${f(1.2 * fsc)}" stroke-linejoin="round"/>`,
    );
    const hm = h0 + (h1 - h0) * 0.3;
    out.push(`<path d="${pathOf(fascia(c, 'front', z0 + 3, z1 - 3, hm, hm + 2.5))}" fill="#9fd3ff"/>`);
  }
  const by = (g1 + h1) / 2;
  const badge: P2[] = [];
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    const y = Math.min(g1 + 6, by) + Math.sin(a) * 5;
    badge.push(P(front(y) - 1, y, W / 2 + Math.cos(a) * 5));
  }
  out.push(`<path d="${pathOf(badge)}" fill="#d9dde2" stroke="#6d747c" stroke-width="${f(0.8 * fsc)}"/>`);
  drawPlate(c, 'front', s.plate);
}

/** Rear: diffuser, tail lights, plate and exhaust. */
function drawRearFascia(c: CarCanvas): void {
  const { d, s, base, cam, P, rear, out } = c;
  const W = s.W;
  const fsc = cam.scaleAt(0, 60, W / 2);
  const [t0, t1] = s.taillight;
  const b0 = s.outline[s.outline.length - 1]!.y;
  out.push(`<path d="${pathOf(fascia(c, 'rear', W * 0.04, W * 0.96, b0 + 1, b0 + 14))}" fill="#1e1f23" fill-opacity="0.8"/>`);
  const tlFill = d.lin([
    [0, '#ff6b6b'],
    [0.5, '#d0161f'],
    [1, '#7a0b12'],
  ]);
  const tw = s.splitRear || s.name === 'Van' ? 0.11 : 0.24;
  for (const [z0, z1] of [
    [W * 0.04, W * (0.04 + tw)],
    [W * (0.96 - tw), W * 0.96],
  ] as const) {
    out.push(
      `<path d="${pathOf(fascia(c, 'rear', z0, z1, t0, t1))}" fill="${tlFill}" stroke="#4a070c" stroke-width="${f(1.1 * fsc)}" stroke-linejoin="round"/>`,
    );
  }
  if (s.splitRear) {
    const y1 = rear(150) < s.L - 40 ? 140 : s.belt + 80;
    out.push(
      `<path d="${pathOf([P(rear(b0 + 16) + 0.8, b0 + 16, W / 2), P(rear(Math.min(y1, s.roof - 20)) + 0.8, Math.min(y1, s.roof - 20), W / 2)], false)}" stroke="${hex(darken(base, 0.45))}" stroke-width="${f(1.3 * fsc)}" fill="none"/>`,
    );
  } else {
    const tm = (t0 + t1) / 2;
    out.push(
      `<path d="${pathOf([P(rear(tm) + 0.8, tm, W * (0.04 + tw)), P(rear(tm) + 0.8, tm, W * (0.96 - tw))], false)}" stroke="#b3121c" stroke-opacity="0.85" stroke-width="${f(2 * fsc)}" fill="none"/>`,
    );
  }
  drawPlate(c, 'rear', s.rearPlate);
  // exhaust
  const ex: P2[] = [];
  for (let i = 0; i < 14; i++) {
    const a = (i / 14) * Math.PI * 2;
    ex.push(P(rear(b0 + 6) + 1, b0 + 4 + Math.sin(a) * 3.2, W * 0.2 + Math.cos(a) * 6));
  }
  out.push(`<path d="${pathOf(ex)}" fill="#2a2b2f" stroke="#8a9096" stroke-width="${f(0.8 * fsc)}"/>`);
}

/** Roof rails, or for a cabrio the seats, roll bar and windscreen frame, back to front. */
function drawRoofAndCabin(c: CarCanvas): void {
  const { s, cam, P, top, zN, out } = c;
  const W = s.W;
  const boxes: DepthItem[] = [];
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
    for (const [z0, z1] of [
      [zi, zi + 6],
      [W - zi - 6, W - zi],
    ] as const) {
      boxes.push(box(c, r0, r1, y, y + 5, z0, z1, railCol));
      boxes.push(box(c, r0, r0 + 10, topAt(r0) - 1, y, z0, z1, railCol));
      boxes.push(box(c, r1 - 10, r1, topAt(r1) - 1, y, z0, z1, railCol));
    }
  }
  if (s.cabrio) {
    const seat: RGB = [84, 78, 72];
    const sx0 = 326;
    for (const [z0, z1] of [
      [W * 0.16, W * 0.44],
      [W * 0.56, W * 0.84],
    ] as const) {
      boxes.push(box(c, sx0 - 6, sx0 + 16, s.belt - 20, s.belt + 22, z0, z1, seat));
      boxes.push(box(c, sx0 - 1, sx0 + 12, s.belt + 24, s.belt + 38, z0 + (z1 - z0) * 0.24, z1 - (z1 - z0) * 0.24, seat));
    }
    boxes.push(box(c, 400, 444, s.belt - 4, s.belt + 13, W * 0.08, W * 0.92, [44, 45, 50]));
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
}

/** The near body side in the car's colour, the rocker or cladding and the arch lips. */
function drawSidePanel(c: CarCanvas): void {
  const { d, s, base, cam, P, top, zN, out } = c;
  const ra = archRadius(s);
  const archF = archOf(s, s.fx);
  const archR = archOf(s, s.rx);
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
    0,
    gy0,
    0,
    gy1,
    true,
  );
  const sc = cam.scaleAt(s.L / 2, s.belt, 0);
  const edgeCol = hex(darken(base, 0.55));
  out.push(
    `<path d="${pathOf(sideScreen)}" fill="${sideFill}" stroke="${edgeCol}" stroke-opacity="0.55" stroke-width="${f(1 * sc)}" stroke-linejoin="round"/>`,
  );

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
      `<path d="${pathOf(
        ar.map((p) => P(p[0], p[1], 0)),
        false,
      )}" fill="none" stroke="${s.cladding ? '#34373c' : hex(darken(base, 0.35))}" stroke-width="${f((s.cladding ? 9 : 2.2) * sc)}" stroke-linejoin="round"/>`,
    );
  }
}

/** The side windows with pillars, reflections and the chrome belt trim. */
function drawSideGlass(c: CarCanvas): void {
  const { d, s, cam, P, zN, out } = c;
  if (!s.glass) return;
  const sc = cam.scaleAt(s.L / 2, s.belt, 0);
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
  for (const [t0, wdt] of [
    [0.12, 0.1],
    [0.3, 0.04],
    [0.62, 0.08],
  ] as const) {
    const xa = gx0 + gl * t0;
    const q: P2[] = [P(xa, s.belt - 4, 0), P(xa + gl * wdt, s.belt - 4, 0), P(xa + gl * wdt + 70, s.roof + 4, zN(s.roof)), P(xa + 70, s.roof + 4, zN(s.roof))];
    inner += `<path d="${pathOf(q)}" fill="#fff" fill-opacity="0.13"/>`;
  }
  for (const [xb, xt, w] of s.pillars) {
    const q: P2[] = [P(xb - w / 2, s.belt - 4, 0), P(xb + w / 2, s.belt - 4, 0), P(xt + w / 2, s.roof + 6, zN(s.roof)), P(xt - w / 2, s.roof + 6, zN(s.roof))];
    inner += `<path d="${pathOf(q)}" fill="#16181c"/>`;
  }
  out.push(`<g clip-path="${clip}">${inner}</g>`);
  out.push(`<path d="${gPath}" fill="none" stroke="#121418" stroke-width="${f(2.6 * sc)}" stroke-linejoin="round"/>`);
  // belt trim
  const b0 = s.glass[0]!;
  const bl = s.glass[s.glass.length - 1]!;
  out.push(
    `<path d="${pathOf([P(b0.x + 2, b0.y - 1.5, 0), P(bl.x - 2, bl.y - 1.5, 0)], false)}" stroke="#c9ced4" stroke-opacity="0.7" stroke-width="${f(1.4 * sc)}" fill="none"/>`,
  );
}

/** Shoulder line, door cuts, handles and the sliding door rail. */
function drawSideDetails(c: CarCanvas): void {
  const { s, base, cam, P, front, rear, out } = c;
  const ra = archRadius(s);
  const sc = cam.scaleAt(s.L / 2, s.belt, 0);
  const shY = s.belt - 9;
  const shX0 = front(shY) + 24;
  const shX1 = rear(shY) - 16;
  out.push(
    `<path d="${pathOf([P(shX0, shY, 0), P(shX1, shY + 2, 0)], false)}" stroke="${hex(lighten(base, 0.45))}" stroke-opacity="0.55" stroke-width="${f(1.6 * sc)}" fill="none" stroke-linecap="round"/>`,
  );
  out.push(
    `<path d="${pathOf([P(shX0, shY - 2, 0), P(shX1, shY, 0)], false)}" stroke="${hex(darken(base, 0.3))}" stroke-opacity="0.35" stroke-width="${f(1 * sc)}" fill="none" stroke-linecap="round"/>`,
  );

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
    out.push(
      `<path d="${pathOf([P(xs, y0, 0), P(xb, s.belt - 1, 0)], false)}" stroke="${hex(darken(base, 0.5))}" stroke-opacity="0.75" stroke-width="${f(1.3 * sc)}" fill="none"/>`,
    );
  }
  for (const hx of s.handles) {
    const hy = s.belt - 20;
    const q: P2[] = [P(hx - 26, hy, 0), P(hx - 4, hy, 0), P(hx - 4, hy + 6, 0), P(hx - 26, hy + 6, 0)];
    out.push(
      `<path d="${pathOf(q)}" fill="${hex(darken(base, 0.28))}" stroke="${hex(lighten(base, 0.35))}" stroke-width="${f(0.7 * sc)}" stroke-linejoin="round"/>`,
    );
  }
  if (s.slideRail) {
    const [x0, x1, y] = s.slideRail;
    out.push(`<path d="${pathOf([P(x0, y, 0), P(x1, y, 0)], false)}" stroke="${hex(darken(base, 0.5))}" stroke-width="${f(2 * sc)}" fill="none"/>`);
  }
}

/** The head and tail light clusters seen from the side. */
function drawSideLights(c: CarCanvas): void {
  const { s, cam, P, front, rear, out } = c;
  const sc = cam.scaleAt(s.L / 2, s.belt, 0);
  const [h0, h1] = s.headlight;
  const q: P2[] = [P(front(h0) + 1.5, h0, 0.5), P(front(h1) + 3, h1, 0.5), P(front(h1) + 46, h1 - 2, 0), P(front(h0) + 30, h0 + 3, 0)];
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
/** The door mirror: it protrudes toward the camera, so it is drawn last. */
function drawMirror(c: CarCanvas): void {
  const { s, base, out } = c;
  const mx = (s.glass?.[0]?.x ?? 214) + 6;
  const my = s.belt + 3;
  out.push(box(c, mx, mx + 24, my, my + 17, -15, -1, base).svg);
}

/** Projects the car so it fills `fitW` × `fitH` centred above `bottom`, and paints it step by step. */
export function drawCar(d: Doc, s: Spec, base: RGB, rim: RimStyle, pose: CarPose, fitW: number, fitH: number, bottom: number): CarDraw {
  const cam = new Cam([s.L / 2, s.roof * 0.4, s.W / 2], pose.th, pose.ph, s.L * 2.7);
  const top = flatten(s.outline, false);
  const tumble = s.W * 0.065;
  const zN = (y: number): number => (s.cabrio || y <= s.belt ? 0 : tumble * Math.min(1, (y - s.belt) / (s.roof - s.belt)));
  const zF = (y: number): number => s.W - zN(y);
  const front = (y: number) => surfaceX(top.p, 'front', y, 0);
  const rear = (y: number) => surfaceX(top.p, 'rear', y, s.L);
  const lid = pose.openBoot ? bootLidOf(s, top, rear) : null;

  const fitPts: V3[] = [];
  for (const [x, y] of top.p) fitPts.push([x, y, zN(y)], [x, y, zF(y)]);
  for (const [x, y] of lid?.raised ?? []) fitPts.push([x, y, s.W * 0.13], [x, y, s.W * 0.87]);
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
  const rearGlassOpen = lid?.tags.includes('rg') ?? false;
  const c: CarCanvas = { d, s, base, rim, cam, P, top, zN, zF, front, rear, light: LIGHT, rearGlassOpen, out: [] };

  drawShadow(c);
  drawFarWheels(c);
  drawBodyShell(c);
  if (pose.th > 0.05) drawFrontFascia(c);
  if (pose.th < -0.05) drawRearFascia(c);
  if (lid) drawLoadSpace(c, lid);
  drawRoofAndCabin(c);
  drawNearWheels(c);
  drawSidePanel(c);
  drawSideGlass(c);
  drawSideDetails(c);
  drawSideLights(c);
  drawMirror(c);
  if (lid) drawRaisedLid(c, lid);

  const floorTop = Math.min(P(s.fx, 0, s.W)[1], P(s.rx, 0, s.W)[1], P(s.fx, 0, 0)[1], P(s.rx, 0, 0)[1]);
  return { svg: c.out.join(''), floorTop, bottom };
}

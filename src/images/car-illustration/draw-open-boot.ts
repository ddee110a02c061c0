/** The boot view of draw-car.ts: the tailgate or boot lid raised about its hinge and the load space behind it. */

import { darken, f, hex, lerp2, lighten, luminance, mix, type P2, pathOf } from './geometry.ts';
import { type Spec, type Tag } from './body-specs.ts';
import { type CarCanvas, type DepthItem } from './car-canvas.ts';

/**
 * The part of the rear profile that opens: from the hinge down to the load lip. A tailgate
 * hinges at the roof's end (hatchback, estate, SUV, van); a boot lid at the foot of the
 * rear window when a deck follows it (saloon, coupé, cabrio).
 */
export interface BootLid {
  /** the lid's profile from the hinge to the lip, closed */
  closed: P2[];
  /** tags of its edges (rear glass or body) */
  tags: Tag[];
  /** the same profile raised about the hinge */
  raised: P2[];
  lip: number;
  /** x of the load space's front end (the rear seat backs) */
  seatX: number;
}

const LID_OPEN_ANGLE = (74 * Math.PI) / 180;

export function bootLidOf(s: Spec, top: { p: P2[]; t: Tag[] }, rear: (y: number) => number): BootLid {
  const { p, t } = top;
  const firstGlass = t.indexOf('rg');
  const lastGlass = t.lastIndexOf('rg');
  let hinge: number;
  if (firstGlass < 0) {
    // No rear window on the profile: a panel van's doors open from the roof's rear end, an open car's boot lid from the deck above the rear axle.
    const roofEnd = p.findLastIndex((q) => q[1] >= s.roof - 12);
    hinge = roofEnd >= 0 ? roofEnd : p.findIndex((q) => q[0] >= s.rx - 10);
  } else {
    // A boot deck behind the rear window (saloon, coupé) carries a lid; otherwise the whole tail is a tailgate (liftbacks too).
    const glassFoot = p[lastGlass + 1] as P2;
    hinge = s.L - glassFoot[0] > 70 ? lastGlass + 1 : firstGlass;
  }
  const lip = s.rearPlate[1] + 8;
  const closed: P2[] = [];
  const tags: Tag[] = [];
  for (let k = Math.max(0, hinge); k < p.length; k++) {
    const q = p[k] as P2;
    if (q[1] <= lip) {
      closed.push([rear(lip), lip]);
      break;
    }
    if (closed.length > 0) tags.push(t[k - 1] ?? 'body');
    closed.push(q);
  }
  const h = closed[0] as P2;
  const end = closed[closed.length - 1] as P2;
  const turn = LID_OPEN_ANGLE - Math.atan2(end[1] - h[1], end[0] - h[0]);
  const cos = Math.cos(turn);
  const sin = Math.sin(turn);
  const raised = closed.map((q): P2 => {
    const dx = q[0] - h[0];
    const dy = q[1] - h[1];
    return [h[0] + dx * cos - dy * sin, h[1] + dx * sin + dy * cos];
  });
  return { closed, tags, raised, lip, seatX: s.rx - 36 };
}

/** The opening and the load space seen through it: carpet, side trims and the rear seat backs. */
export function drawLoadSpace(c: CarCanvas, lid: BootLid): void {
  const { d, s, cam, P, rear, out } = c;
  const W = s.W;
  const z0 = W * 0.15;
  const z1 = W * 0.85;
  const opening = [...lid.closed.map((q) => P(q[0] + 0.5, q[1], z0)), ...[...lid.closed].reverse().map((q) => P(q[0] + 0.5, q[1], z1))];
  const clip = d.clip(`<path d="${pathOf(opening)}"/>`);
  const floorY = lid.lip - 12;
  const lipX = rear(lid.lip);
  const wz0 = W * 0.1;
  const wz1 = W * 0.9;
  const sx = lid.seatX;
  const inner: string[] = [`<path d="${pathOf(opening)}" fill="#1b1c20"/>`];
  // side trims up to the window line
  for (const z of [wz0, wz1]) {
    inner.push(`<path d="${pathOf([P(lipX, floorY, z), P(sx, floorY, z), P(sx, s.belt + 10, z), P(lipX - 10, s.belt + 10, z)])}" fill="#34363c"/>`);
  }
  const carpet = d.lin([
    [0, '#5a5d64'],
    [1, '#3b3d43'],
  ]);
  inner.push(`<path d="${pathOf([P(lipX, floorY, wz0), P(lipX, floorY, wz1), P(sx, floorY, wz1), P(sx, floorY, wz0)])}" fill="${carpet}"/>`);
  // rear seat backs, split 60/40, leaning back
  const seatTop = floorY + Math.min(78, s.roof - floorY - 30);
  const split = wz0 + (wz1 - wz0) * 0.6;
  for (const [a, b] of [
    [wz0, split - 1],
    [split + 1, wz1],
  ] as const) {
    inner.push(
      `<path d="${pathOf([P(sx, floorY, a), P(sx, floorY, b), P(sx - 14, seatTop, b), P(sx - 14, seatTop, a)])}" fill="#2a2c31" stroke="#44474e" stroke-width="${f(0.8 * cam.scaleAt(sx, floorY, W / 2))}"/>`,
    );
  }
  for (const zc of [W * 0.27, W * 0.5, W * 0.73]) {
    inner.push(
      `<path d="${pathOf([P(sx - 15, seatTop + 2, zc - 13), P(sx - 15, seatTop + 2, zc + 13), P(sx - 17, seatTop + 18, zc + 12), P(sx - 17, seatTop + 18, zc - 12)])}" fill="#2f3136"/>`,
    );
  }
  out.push(`<g clip-path="${clip}">${inner.join('')}</g>`);
  const sc = cam.scaleAt(lipX, lid.lip, W / 2);
  out.push(`<path d="${pathOf(opening)}" fill="none" stroke="#0e0f12" stroke-width="${f(2.2 * sc)}" stroke-linejoin="round"/>`);
  out.push(`<path d="${pathOf([P(lipX + 0.6, lid.lip, z0), P(lipX + 0.6, lid.lip, z1)], false)}" stroke="#a3a9b0" stroke-width="${f(2 * sc)}" fill="none"/>`);
}

/** The raised tailgate or boot lid: outer skin in the car's colour (with its window), inner trim where the camera sees its underside. */
export function drawRaisedLid(c: CarCanvas, lid: BootLid): void {
  const { d, s, base, cam, P, out } = c;
  const W = s.W;
  const z0 = W * 0.13;
  const z1 = W * 0.87;
  const items: DepthItem[] = [];
  const bodyDark = darken(base, 0.5);
  const bodyLight = lighten(base, luminance(base) > 0.8 ? 0.5 : 0.34);
  const glass = d.lin([
    [0, '#8aa3b8'],
    [0.5, '#3d5266'],
    [1, '#1c2835'],
  ]);
  for (let k = 0; k < lid.raised.length - 1; k++) {
    const a = lid.raised[k] as P2;
    const b = lid.raised[k + 1] as P2;
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (len < 0.01) continue;
    const nx = -(b[1] - a[1]) / len;
    const ny = (b[0] - a[0]) / len;
    const mx = (a[0] + b[0]) / 2;
    const my = (a[1] + b[1]) / 2;
    const outerSeen = nx * (cam.pos[0] - mx) + ny * (cam.pos[1] - my) > 0;
    const lum = ((outerSeen ? nx : -nx) * c.light[0] + (outerSeen ? ny : -ny) * c.light[1] + 1) / 2;
    const isGlass = lid.tags[k] === 'rg';
    const col = isGlass ? glass : outerSeen ? hex(mix(bodyDark, bodyLight, lum)) : hex(mix([34, 35, 40], [78, 80, 88], lum));
    const quad: P2[] = [P(a[0], a[1], z0), P(b[0], b[1], z0), P(b[0], b[1], z1), P(a[0], a[1], z1)];
    items.push({
      d: cam.depth(mx, my, W / 2),
      svg: `<path d="${pathOf(quad)}" fill="${col}" stroke="${isGlass ? '#1c2835' : col}" stroke-width="0.9" stroke-linejoin="round"/>`,
    });
  }
  items.sort((p, q) => q.d - p.d);
  for (const it of items) out.push(it.svg);
  // gas struts from the opening's sides to the lid
  const h = lid.raised[0] as P2;
  const far = lid.raised[lid.raised.length - 1] as P2;
  const strutEnd = lerp2(h, far, 0.45);
  const strutFoot = lid.closed[Math.floor(lid.closed.length / 2)] as P2;
  const sc = cam.scaleAt(h[0], h[1], W / 2);
  for (const z of [W * 0.2, W * 0.8]) {
    out.push(
      `<path d="${pathOf([P(strutFoot[0] - 4, strutFoot[1], z), P(strutEnd[0], strutEnd[1], z)], false)}" stroke="#15161a" stroke-width="${f(2.4 * sc)}" fill="none" stroke-linecap="round"/>`,
    );
  }
}

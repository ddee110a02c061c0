/**
 * The interior view of the demo illustrations: the front seats seen from the rear bench, with
 * the dashboard and the car's surroundings through the windscreen. Seats in the listing's
 * upholstery, door trims with an accent in the car's colour.
 */

import { darken, type Doc, f, hex, lighten, type RGB } from './geometry.ts';
import type { Spec } from './body-specs.ts';
import type { InteriorPalette } from './interior-palette.ts';

/** Screen y of the windscreen's lower edge; the scene behind is drawn with its horizon just above. */
export const SEATS_VIEW_HORIZON = 230;

/** One front seat back with its headrest, centred on `cx`. */
function seatBack(d: Doc, cx: number, top: number, pal: InteriorPalette): string {
  const o: string[] = [];
  const w = 250;
  const x0 = cx - w / 2;
  const x1 = cx + w / 2;
  const fill = d.lin([
    [0, pal.seat[0]],
    [1, pal.seat[1]],
  ]);
  // headrest on two stalks
  o.push(`<path d="M${f(cx - 30)} ${f(top - 8)}v-22M${f(cx + 30)} ${f(top - 8)}v-22" stroke="#9aa0a7" stroke-width="6"/>`);
  o.push(`<rect x="${f(cx - 64)}" y="${f(top - 104)}" width="128" height="80" rx="26" fill="${fill}" stroke="${pal.seam}" stroke-width="1.5"/>`);
  // backrest: wide shoulders, bolsters narrowing down
  o.push(
    `<path d="M${f(x0 + 10)} 600L${f(x0)} ${f(top + 70)}Q${f(x0 + 4)} ${f(top)} ${f(x0 + 60)} ${f(top - 6)}H${f(x1 - 60)}Q${f(x1 - 4)} ${f(top)} ${f(x1)} ${f(top + 70)}L${f(x1 - 10)} 600Z" fill="${fill}"/>`,
  );
  // centre panel between the bolsters
  o.push(
    `<path d="M${f(x0 + 52)} 600L${f(x0 + 44)} ${f(top + 40)}Q${f(cx)} ${f(top + 22)} ${f(x1 - 44)} ${f(top + 40)}L${f(x1 - 52)} 600Z" fill="${pal.seat[1]}" fill-opacity="0.35" stroke="${pal.seam}" stroke-width="1.6"/>`,
  );
  if (pal.leather) {
    // quilted rows
    let rows = '';
    for (let y = top + 80; y < 560; y += 44) rows += `M${f(x0 + 48)} ${f(y)}Q${f(cx)} ${f(y - 8)} ${f(x1 - 48)} ${f(y)}`;
    o.push(`<path d="${rows}" stroke="${pal.seam}" stroke-width="1.2" fill="none" stroke-opacity="0.8"/>`);
  } else {
    // woven stripes of the cloth
    let stripes = '';
    for (let x = x0 + 62; x < x1 - 56; x += 12) stripes += `M${f(x)} ${f(top + 44)}V600`;
    o.push(`<path d="${stripes}" stroke="${pal.seat[0]}" stroke-opacity="0.35" stroke-width="4"/>`);
  }
  // map pocket
  o.push(`<path d="M${f(x0 + 46)} 470H${f(x1 - 46)}V580H${f(x0 + 46)}Z" fill="${pal.seat[1]}" fill-opacity="0.6" stroke="${pal.seam}" stroke-width="1.2"/>`);
  o.push(`<path d="M${f(x0 + 46)} 474H${f(x1 - 46)}" stroke="#111214" stroke-opacity="0.5" stroke-width="3"/>`);
  return o.join('');
}

export function drawSeatsView(d: Doc, s: Spec, base: RGB, pal: InteriorPalette): string {
  const o: string[] = [];
  // Tall cars (SUV, van) sit higher above the dashboard.
  const lift = Math.round((s.interiorLift ?? 0) * 0.5);
  const wsBottom = SEATS_VIEW_HORIZON + 28 - lift;
  const ws = `M214 86L586 86L668 ${f(wsBottom)}L132 ${f(wsBottom)}Z`;
  const cabin = pal.leather && pal.seat[0] !== '#3a3b3f' ? '#c9c3b8' : '#55575d';
  // headliner, pillars and door frames around the windscreen
  o.push(
    `<path d="M0 0H800V600H0Z${ws}" fill-rule="evenodd" fill="${d.lin([
      [0, hex(lighten([85, 87, 93], 0.1))],
      [1, '#26272b'],
    ])}"/>`,
  );
  o.push(`<path d="M0 0H800V60Q400 100 0 60Z" fill="${cabin}"/>`);
  // side windows with the outside light
  o.push(
    `<path d="M0 110L96 96L112 ${f(wsBottom + 20)}L0 ${f(wsBottom + 40)}Z" fill="${d.lin([
      [0, '#9db4c7'],
      [1, '#5d7386'],
    ])}" fill-opacity="0.9"/>`,
  );
  o.push(
    `<path d="M800 110L704 96L688 ${f(wsBottom + 20)}L800 ${f(wsBottom + 40)}Z" fill="${d.lin([
      [0, '#9db4c7'],
      [1, '#5d7386'],
    ])}" fill-opacity="0.9"/>`,
  );
  // rear view mirror
  o.push(
    `<rect x="396" y="78" width="8" height="16" fill="#1d1e22"/><rect x="346" y="92" width="108" height="30" rx="10" fill="#1d1e22"/><rect x="352" y="97" width="96" height="20" rx="7" fill="#5f7384"/>`,
  );
  // dashboard with the centre display and vents
  const dashTop = wsBottom - 6;
  o.push(
    `<path d="M0 ${f(dashTop + 30)}C200 ${f(dashTop - 18)} 600 ${f(dashTop - 18)} 800 ${f(dashTop + 30)}V420H0Z" fill="${d.lin([
      [0, pal.dash[0]],
      [1, pal.dash[1]],
    ])}"/>`,
  );
  o.push(
    `<rect x="340" y="${f(dashTop - 2)}" width="120" height="62" rx="8" fill="#0d0e10"/><rect x="346" y="${f(dashTop + 4)}" width="108" height="50" rx="5" fill="${d.lin(
      [
        [0, '#173a57'],
        [1, '#0d2031'],
      ],
    )}"/>`,
  );
  o.push(`<path d="M356 ${f(dashTop + 40)}c18 -16 34 6 50 -10s22 -4 38 -6" fill="none" stroke="#4fb3ff" stroke-width="2.5"/>`);
  o.push(`<rect x="356" y="${f(dashTop + 66)}" width="88" height="18" rx="5" fill="#141518" stroke="#55585f"/>`);
  // accent trim in the car's colour across the dashboard and the doors
  const accent = d.lin([
    [0, hex(lighten(base, 0.3))],
    [1, hex(darken(base, 0.25))],
  ]);
  o.push(
    `<path d="M0 ${f(dashTop + 56)}C200 ${f(dashTop + 20)} 600 ${f(dashTop + 20)} 800 ${f(dashTop + 56)}V${f(dashTop + 66)}C600 ${f(dashTop + 30)} 200 ${f(dashTop + 30)} 0 ${f(dashTop + 66)}Z" fill="${accent}"/>`,
  );
  // steering wheel rim behind the driver's seat (left-hand drive)
  o.push(`<ellipse cx="250" cy="${f(dashTop + 120)}" rx="112" ry="96" fill="none" stroke="#141518" stroke-width="20"/>`);
  // door trims
  for (const side of [0, 1]) {
    const x = side === 0 ? 0 : 800;
    const k = side === 0 ? 1 : -1;
    o.push(`<path d="M${x} ${f(wsBottom + 40)}L${x + k * 112} ${f(wsBottom + 20)}L${x + k * 96} 600H${x}Z" fill="${pal.dash[1]}"/>`);
    o.push(
      `<path d="M${x} ${f(wsBottom + 70)}L${x + k * 108} ${f(wsBottom + 52)}L${x + k * 106} ${f(wsBottom + 66)}L${x} ${f(wsBottom + 86)}Z" fill="${accent}"/>`,
    );
    o.push(
      `<path d="M${x} ${f(wsBottom + 150)}L${x + k * 100} ${f(wsBottom + 136)}V${f(wsBottom + 190)}L${x} ${f(wsBottom + 210)}Z" fill="${pal.seat[0]}" stroke="${pal.seam}" stroke-width="1.2"/>`,
    );
  }
  // centre console with armrest between the seats
  o.push(`<path d="M344 600L362 ${f(wsBottom + 190)}H438L456 600Z" fill="${pal.dash[1]}" stroke="#45484e"/>`);
  o.push(`<rect x="356" y="${f(wsBottom + 176)}" width="88" height="70" rx="16" fill="${pal.seat[0]}" stroke="${pal.seam}" stroke-width="1.5"/>`);
  o.push(`<rect x="378" y="${f(wsBottom + 280)}" width="44" height="16" rx="4" fill="#141518" stroke="#55585f"/>`);
  // the two front seats
  const seatTop = wsBottom + 86;
  o.push(seatBack(d, 222, seatTop, pal));
  o.push(seatBack(d, 578, seatTop, pal));
  return o.join('');
}

/** Close-up views of the demo illustrations: the cockpit from the driver's seat and the wheel. */

import { darken, type Doc, f, hex, lighten, type RGB, FONT } from './geometry.ts';
import type { Spec } from './body-specs.ts';
import type { InteriorPalette } from './interior-palette.ts';
import { type RimStyle, wheelFace } from './wheels.ts';

// ---------------------------------------------------------------------------
// cockpit sketch and wheel close-up

export function drawCockpit(d: Doc, s: Spec, base: RGB, pal: InteriorPalette, r: () => number): string {
  const o: string[] = [];
  const lift = -(s.interiorLift ?? 0);
  const dashY = 340 + lift;
  const trim = pal.dash;
  // headliner + pillars
  o.push(
    `<path d="M0 0H800V44Q400 96 0 44Z" fill="${d.lin([
      [0, '#3a3b40'],
      [1, '#26272b'],
    ])}"/>`,
  );
  o.push(`<path d="M0 40L92 60L26 ${f(dashY)}L0 ${f(dashY + 10)}Z" fill="#2c2d32"/>`);
  o.push(`<path d="M800 40L708 60L774 ${f(dashY)}L800 ${f(dashY + 10)}Z" fill="#2c2d32"/>`);
  // rear view mirror
  o.push(`<rect x="396" y="58" width="8" height="22" fill="#1d1e22"/>`);
  o.push(
    `<rect x="330" y="76" width="140" height="38" rx="12" fill="#1d1e22"/><rect x="338" y="82" width="124" height="26" rx="8" fill="${d.lin([
      [0, '#8397aa'],
      [1, '#44525f'],
    ])}"/>`,
  );
  // dashboard
  o.push(
    `<path d="M0 ${f(dashY + 8)}C180 ${f(dashY - 40)} 620 ${f(dashY - 40)} 800 ${f(dashY + 8)}V600H0Z" fill="${d.lin([
      [0, trim[0]],
      [1, trim[1]],
    ])}"/>`,
  );
  o.push(
    `<path d="M0 ${f(dashY + 8)}C180 ${f(dashY - 40)} 620 ${f(dashY - 40)} 800 ${f(dashY + 8)}" fill="none" stroke="#6a6d74" stroke-width="2" stroke-opacity="0.6"/>`,
  );
  // accent trim in body colour
  const ty = dashY + 64;
  o.push(
    `<path d="M0 ${f(ty + 10)}C220 ${f(ty - 14)} 580 ${f(ty - 14)} 800 ${f(ty + 10)}V${f(ty + 22)}C580 ${f(ty - 2)} 220 ${f(ty - 2)} 0 ${f(ty + 22)}Z" fill="${d.lin(
      [
        [0, hex(lighten(base, 0.3))],
        [1, hex(darken(base, 0.25))],
      ],
    )}"/>`,
  );
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
  o.push(
    `<rect x="${dx0}" y="${f(dy0)}" width="${dw}" height="${dh}" rx="6" fill="${d.lin(
      [
        [0, '#173a57'],
        [1, '#0d2031'],
      ],
      0,
      0,
      1,
      1,
    )}"/>`,
  );
  o.push(`<path d="M${dx0 + 12} ${f(dy0 + dh - 18)}c30 -30 50 10 80 -22s40 -10 ${f(dw - 120)} -14" fill="none" stroke="#4fb3ff" stroke-width="3"/>`);
  o.push(`<circle cx="${dx0 + 92}" cy="${f(dy0 + dh - 40)}" r="5" fill="#ffcc4d"/>`);
  o.push(
    `<path d="M${dx0 + 12} ${f(dy0 + 14)}h${f(dw * 0.4)}M${dx0 + 12} ${f(dy0 + 24)}h${f(dw * 0.25)}" stroke="#9cc7e8" stroke-width="4" stroke-linecap="round"/>`,
  );
  // instrument cluster behind the wheel
  const ix = 250;
  const iy = dashY + 22;
  o.push(`<path d="M${ix - 140} ${f(iy + 30)}C${ix - 140} ${f(iy - 64)} ${ix + 140} ${f(iy - 64)} ${ix + 140} ${f(iy + 30)}Z" fill="#121316"/>`);
  const digital = r() < 0.5;
  if (digital) {
    o.push(
      `<rect x="${ix - 118}" y="${f(iy - 30)}" width="236" height="64" rx="8" fill="${d.lin([
        [0, '#0f2233'],
        [1, '#07121c'],
      ])}"/>`,
    );
    o.push(
      `<text x="${ix}" y="${f(iy + 14)}" text-anchor="middle" font-family="${FONT}" font-size="34" font-weight="700" fill="#dbeeff">${50 + Math.floor(r() * 80)}</text>`,
    );
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
  o.push(
    `<ellipse cx="${wx}" cy="${f(wy)}" rx="150" ry="134" fill="none" stroke="#3a3c42" stroke-width="3" stroke-dasharray="300 640" stroke-dashoffset="540"/>`,
  );
  o.push(`<path d="M${wx - 140} ${f(wy + 4)}L${wx - 44} ${f(wy - 6)}L${wx - 40} ${f(wy + 26)}L${wx - 136} ${f(wy + 34)}Z" fill="#1b1c20"/>`);
  o.push(`<path d="M${wx + 140} ${f(wy + 4)}L${wx + 44} ${f(wy - 6)}L${wx + 40} ${f(wy + 26)}L${wx + 136} ${f(wy + 34)}Z" fill="#1b1c20"/>`);
  o.push(
    `<ellipse cx="${wx}" cy="${f(wy + 10)}" rx="56" ry="44" fill="${d.lin([
      [0, '#2c2e33'],
      [1, '#141518'],
    ])}"/>`,
  );
  o.push(`<circle cx="${wx}" cy="${f(wy + 6)}" r="14" fill="#c9ced4" stroke="${hex(base)}" stroke-width="3"/>`);
  o.push(
    `<rect x="${wx - 116}" y="${f(wy + 2)}" width="12" height="8" rx="2" fill="#5d6168"/><rect x="${wx + 104}" y="${f(wy + 2)}" width="12" height="8" rx="2" fill="#5d6168"/>`,
  );
  // centre console / gear selector
  o.push(`<path d="M500 600L528 ${f(dashY + 120)}H650L680 600Z" fill="${trim[1]}" stroke="#45484e"/>`);
  o.push(`<rect x="572" y="${f(dashY + 150)}" width="34" height="54" rx="14" fill="#202126" stroke="#5e6269"/>`);
  // glove box line
  o.push(`<path d="M630 ${f(dashY + 96)}H790" stroke="#0e0f11" stroke-width="2" stroke-opacity="0.7"/>`);
  return o.join('');
}

export function drawWheelCloseUp(d: Doc, base: RGB, rim: RimStyle): string {
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
  o.push(
    `<path d="M${f(cx - R * 0.8)} ${f(cy - R * 0.42)}A${f(R * 0.9)} ${f(R * 0.9)} 0 0 1 ${f(cx - R * 0.3)} ${f(cy - R * 0.85)}" fill="none" stroke="#4a4c52" stroke-width="6" stroke-dasharray="10 5"/>`,
  );
  o.push(
    `<path d="M${f(cx + R * 0.3)} ${f(cy + R * 0.85)}A${f(R * 0.9)} ${f(R * 0.9)} 0 0 1 ${f(cx + R * 0.8)} ${f(cy + R * 0.42)}" fill="none" stroke="#4a4c52" stroke-width="6" stroke-dasharray="10 5"/>`,
  );
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
  o.push(
    `<path d="M${f(cx + dxf)} ${sill}A${rf} ${rf} 0 0 0 ${f(cx - dxf)} ${sill}" fill="none" stroke="${hex(lighten(base, 0.35))}" stroke-opacity="0.5" stroke-width="3"/>`,
  );
  o.push(`<path d="M${f(cx + dx)} ${sill}A${ra} ${ra} 0 0 0 ${f(cx - dx)} ${sill}" fill="none" stroke="${hex(darken(base, 0.4))}" stroke-width="6"/>`);
  // door gap and side indicator
  o.push(`<path d="M724 42C718 120 716 220 720 ${sill}" fill="none" stroke="${hex(darken(base, 0.55))}" stroke-width="2.5"/>`);
  o.push(`<path d="M64 214h34a6 6 0 0 1 0 12h-34a6 6 0 0 1 0 -12z" fill="#f0a33a" stroke="${hex(darken(base, 0.5))}" stroke-width="1.5"/>`);
  o.push(`<path d="M-10 110C200 100 600 100 810 110" fill="none" stroke="${hex(lighten(base, 0.5))}" stroke-opacity="0.6" stroke-width="3"/>`);
  o.push(`<path d="M-10 114C200 104 600 104 810 114" fill="none" stroke="${hex(darken(base, 0.3))}" stroke-opacity="0.4" stroke-width="2"/>`);
  // side window strip at the top
  o.push(
    `<rect x="-10" y="0" width="820" height="40" fill="${d.lin([
      [0, '#6d8599'],
      [1, '#243241'],
    ])}"/>`,
  );
  o.push(`<rect x="-10" y="36" width="820" height="6" fill="#c9ced4"/>`);
  // side skirt
  o.push(`<path d="M-10 ${sill}H${f(cx - dx)}L${f(cx - dx - 8)} ${sill + 16}H-10Z" fill="${hex(darken(base, 0.45))}"/>`);
  o.push(`<path d="M810 ${sill}H${f(cx + dx)}L${f(cx + dx + 8)} ${sill + 16}H810Z" fill="${hex(darken(base, 0.45))}"/>`);
  // highlight reflection on the panel
  o.push(`<path d="M60 60L180 60L120 250L20 250Z" fill="#fff" fill-opacity="0.08"/>`);
  return o.join('');
}

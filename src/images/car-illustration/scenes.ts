/** Backgrounds of the demo illustrations: street, showroom, dealer lot. */

import { darken, type Doc, f, hex, parseHex, pick } from './geometry.ts';

// ---------------------------------------------------------------------------
// backgrounds

export type SceneFn = (d: Doc, r: () => number, hz: number, floorTop: number) => string;

export function cloud(x: number, y: number, s: number, op = 0.9): string {
  return (
    `<g fill="#fff" fill-opacity="${op}">` +
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(46 * s)}" ry="${f(14 * s)}"/>` +
    `<ellipse cx="${f(x - 18 * s)}" cy="${f(y - 9 * s)}" rx="${f(22 * s)}" ry="${f(15 * s)}"/>` +
    `<ellipse cx="${f(x + 10 * s)}" cy="${f(y - 15 * s)}" rx="${f(26 * s)}" ry="${f(19 * s)}"/>` +
    `</g>`
  );
}

export function tree(x: number, y: number, s: number, col: string): string {
  return (
    `<rect x="${f(x - 3 * s)}" y="${f(y - 30 * s)}" width="${f(6 * s)}" height="${f(30 * s)}" fill="#6b4f3a"/>` +
    `<circle cx="${f(x)}" cy="${f(y - 46 * s)}" r="${f(22 * s)}" fill="${col}"/>` +
    `<circle cx="${f(x - 12 * s)}" cy="${f(y - 36 * s)}" r="${f(15 * s)}" fill="${col}"/>` +
    `<circle cx="${f(x + 13 * s)}" cy="${f(y - 37 * s)}" r="${f(16 * s)}" fill="${col}"/>` +
    `<circle cx="${f(x - 6 * s)}" cy="${f(y - 56 * s)}" r="${f(10 * s)}" fill="#fff" fill-opacity="0.12"/>`
  );
}

export function lamp(x: number, yBase: number, h: number): string {
  return (
    `<rect x="${f(x - 2)}" y="${f(yBase - h)}" width="4" height="${f(h)}" fill="#3d4148"/>` +
    `<path d="M${f(x)} ${f(yBase - h)}q0 -10 14 -10h6" fill="none" stroke="#3d4148" stroke-width="3"/>` +
    `<rect x="${f(x + 16)}" y="${f(yBase - h - 13)}" width="16" height="5" rx="2" fill="#2c2f35"/>`
  );
}

export const street: SceneFn = (d, r, hz) => {
  const o: string[] = [];
  o.push(
    `<rect width="800" height="${f(hz + 40)}" fill="${d.lin([
      [0, '#6fb0e3'],
      [1, '#d9ecf8'],
    ])}"/>`,
  );
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
  o.push(
    `<rect y="${f(base + 34)}" width="800" height="${f(600 - base - 34)}" fill="${d.lin([
      [0, '#6e737a'],
      [1, '#474b52'],
    ])}"/>`,
  );
  o.push(`<path d="M0 ${f(base + 46)}H800" stroke="#f3f3f0" stroke-opacity="0.7" stroke-width="2.5" stroke-dasharray="46 34"/>`);
  o.push(`<path d="M0 ${f(545)}H800" stroke="#f3f3f0" stroke-opacity="0.75" stroke-width="6" stroke-dasharray="90 60"/>`);
  return o.join('');
};

export const showroom: SceneFn = (d, r, hz) => {
  const o: string[] = [];
  const wallBottom = hz + 24;
  o.push(
    `<rect width="800" height="${f(wallBottom)}" fill="${d.lin([
      [0, '#f5f7f9'],
      [1, '#e1e6eb'],
    ])}"/>`,
  );
  o.push(`<rect width="800" height="28" fill="#cdd4db"/>`);
  const winTop = 60;
  const winBot = hz;
  o.push(
    `<rect x="30" y="${winTop}" width="740" height="${f(winBot - winTop)}" fill="${d.lin([
      [0, '#bcd9ee'],
      [1, '#e9f3fa'],
    ])}"/>`,
  );
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
  o.push(
    `<path d="M60 ${winTop + 10}l60 ${f(winBot - winTop - 20)}M300 ${winTop + 10}l40 ${f(winBot - winTop - 30)}" stroke="#fff" stroke-opacity="0.35" stroke-width="14"/>`,
  );
  // ceiling spots with light cones
  const cone = d.lin([
    [0, '#ffffff', 0.7],
    [1, '#ffffff', 0],
  ]);
  for (let i = 0; i < 4; i++) {
    const x = 100 + i * 200;
    o.push(`<path d="M${x - 8} 28L${x - 70} ${f(hz - 20)}H${x + 70}L${x + 8} 28Z" fill="${cone}"/>`);
    o.push(`<ellipse cx="${x}" cy="28" rx="16" ry="4" fill="#fffbe8"/>`);
  }
  // floor
  o.push(
    `<rect y="${f(wallBottom)}" width="800" height="${f(600 - wallBottom)}" fill="${d.lin([
      [0, '#e6e9ed'],
      [1, '#bcc3cb'],
    ])}"/>`,
  );
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
    o.push(
      `<ellipse cx="${f(px + Math.cos(a) * 24)}" cy="${f(wallBottom + 4 + Math.sin(a) * 30)}" rx="7" ry="20" transform="rotate(${f((a * 180) / Math.PI + 90)} ${f(px + Math.cos(a) * 24)} ${f(wallBottom + 4 + Math.sin(a) * 30)})" fill="${i % 2 ? '#4f8f47' : '#3f7a3b'}"/>`,
    );
  }
  return o.join('');
};

export const parking: SceneFn = (d, r, hz) => {
  const o: string[] = [];
  o.push(
    `<rect width="800" height="${f(hz + 10)}" fill="${d.lin([
      [0, '#8ec3ea'],
      [1, '#e4f1f9'],
    ])}"/>`,
  );
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
  o.push(
    `<rect y="${f(hz)}" width="800" height="${f(600 - hz)}" fill="${d.lin([
      [0, '#8a8f96'],
      [1, '#52565d'],
    ])}"/>`,
  );
  // parked cars in the distance
  for (let i = 0; i < 5; i++) {
    const cx = 40 + i * 170 + r() * 60;
    const col = pick(r, ['#c9ccd1', '#3b4452', '#8b1e2d', '#e6e6e3', '#2f5d8a', '#6c7279']);
    o.push(
      `<path d="M${f(cx)} ${f(hz + 14)}h60v-10l-10 -2l-8 -9h-22l-10 9l-10 2z" fill="${col}"/><path d="M${f(cx + 20)} ${f(hz + 2)}l6 -7h16l6 7z" fill="#3a4a5a"/>`,
    );
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

/** Private sellers show their car in the street; dealers on their lot, in the showroom or in the street. */
export const PRIVATE_SCENES: readonly SceneFn[] = [street];
export const DEALER_SCENES: readonly SceneFn[] = [parking, showroom, street];

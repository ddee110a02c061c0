/**
 * Procedural flat-design car illustrations for demo listings (no real photos).
 *
 * Pure module without dependencies: `renderCarSvg` returns a complete SVG document
 * (viewBox 0 0 800 600). The exterior views use a tiny 3D model: each body type is a
 * side profile (rounded polygon) extruded across the car's width, projected with a
 * perspective camera and painted back to front. Everything is deterministic: the same
 * input always yields the byte-identical SVG.
 */


import { cleanText, Doc, escapeXml, FONT, hash, hex, parseHex, rng } from './geometry.ts';
import { drawCar, rimStyleFor, specFor } from './bodies.ts';
import { SCENES, street } from './scenes.ts';
import { drawInterior, drawWheelCloseUp } from './interior.ts';

export interface CarIllustrationInput {
  /** construction id: 1 Kleinwagen, 2 Cabrio, 3 Coupé, 4 SUV/Geländewagen, 5 Kombi, 6 Limousine, 12 Van/Kleinbus, 13 Transporter */
  bodyType: number;
  /** e.g. '#1f3a93' */
  colorHex: string;
  make: string;
  model: string;
  /** 0-based; 0 front three-quarter, 1 side, 2 rear three-quarter, 3 cockpit, 4 wheel; then again from turned angles */
  photoIndex: number;
  /** varies background details deterministically */
  seed: number;
}

export const SVG_WIDTH = 800;
export const SVG_HEIGHT = 600;

export const CAPTION_H = 44;

// ---------------------------------------------------------------------------
// public API

/** The views in gallery order; a car with more photos gets them again from slightly other angles. */
const VIEWS = ['front', 'side', 'rear', 'cockpit', 'wheel'] as const;
const VIEW_LABELS: Record<(typeof VIEWS)[number], string> = { front: 'Vorderansicht', side: 'Seitenansicht', rear: 'Heckansicht', cockpit: 'Cockpit', wheel: 'Felge' };

export function renderCarSvg(input: CarIllustrationInput): string {
  const spec = specFor(Math.trunc(Number(input.bodyType)));
  const base = parseHex(input.colorHex);
  const idxRaw = Math.trunc(Number(input.photoIndex));
  const photoIndex = Number.isFinite(idxRaw) ? Math.abs(idxRaw) : 0;
  const seedRaw = Math.trunc(Number(input.seed));
  const seed = Number.isFinite(seedRaw) ? seedRaw >>> 0 : 0;
  const make = cleanText(input.make, 24);
  const model = cleanText(input.model, 32);

  const view = VIEWS[photoIndex % VIEWS.length] ?? 'front';
  const round = Math.floor(photoIndex / VIEWS.length);
  // One scene per car, with the same details (trees, lamps, tiles) on every photo of it.
  const scene = SCENES[seed % SCENES.length] ?? street;

  const h = hash(spec.name, hex(base), make, model, photoIndex, seed);
  const d = new Doc(`ci${h.toString(36)}_`);
  const sceneRng = rng(hash('scene', seed));
  const rim = rimStyleFor(seed);
  const body: string[] = [];

  if (view === 'front' || view === 'side' || view === 'rear') {
    // Later rounds turn the camera a little further, so no two photos of a car show the same picture.
    const turn = round * 9 * (Math.PI / 180);
    const th = view === 'side' ? turn / 2 : view === 'front' ? 36 * (Math.PI / 180) + turn : -36 * (Math.PI / 180) - turn;
    const ph = (view === 'side' ? 5 : 11) * (Math.PI / 180);
    const car = view === 'side' ? drawCar(d, spec, base, rim, th, ph, 640, 300, 508) : drawCar(d, spec, base, rim, th, ph, 580, 330, 520);
    const hz = view === 'side' ? 318 : 262;
    body.push(scene(d, sceneRng, hz, car.floorTop));
    body.push(car.svg);
  } else if (view === 'cockpit') {
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
      `Illustration · ${VIEW_LABELS[view]}</text>`,
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

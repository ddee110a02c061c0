/**
 * Procedural flat-design car illustrations for demo listings (no real photos).
 *
 * Pure module without dependencies: `renderCarSvg` returns a complete SVG document
 * (viewBox 0 0 800 600). The exterior views use a tiny 3D model (draw-car.ts): each body type
 * is a side profile extruded across the car's width, projected with a perspective camera and
 * painted back to front. Everything is deterministic: the same input always yields the
 * byte-identical SVG, and every photo of a car shows it in the same place.
 */

import type { SaloonShape } from '../../domain/taxonomy/saloon-shape.ts';
import { cleanText, Doc, escapeXml, FONT, hash, hex, parseHex, rng } from './geometry.ts';
import { specFor } from './body-specs.ts';
import { drawCar, type CarPose } from './draw-car.ts';
import { rimStyleFor } from './wheels.ts';
import { DEALER_SCENES, PRIVATE_SCENES } from './scenes.ts';
import { drawCockpit, drawWheelCloseUp } from './interior.ts';
import { interiorPalette } from './interior-palette.ts';
import { drawSeatsView, SEATS_VIEW_HORIZON } from './seats-view.ts';

export interface CarIllustrationInput {
  /** the listing: picks the car's one scene, so all its photos share the place */
  listingId: number;
  /** construction id: 1 Kleinwagen, 2 Cabrio, 3 Coupé, 4 SUV/Geländewagen, 5 Kombi, 6 Limousine, 12 Van/Kleinbus, 13 Transporter */
  bodyType: number;
  /** what a Limousine of this model looks like (hatchback Golf, liftback Octavia, notchback 3er) */
  saloonShape?: SaloonShape;
  /** e.g. '#1f3a93' */
  colorHex: string;
  make: string;
  model: string;
  /** upholstery id of the listing (1 Stoff, 2 Teilleder, 3 Vollleder, …): the seats' material */
  upholsteryId?: number | null;
  /** private sellers photograph their car in the street, dealers also on their lot or in the showroom */
  privateSeller?: boolean;
  /** 0-based; see VIEWS, then again from turned angles */
  photoIndex: number;
  /** varies the car's details (rims, interior colours) deterministically */
  seed: number;
}

export const SVG_WIDTH = 800;
export const SVG_HEIGHT = 600;

export const CAPTION_H = 44;

// ---------------------------------------------------------------------------
// public API

/** The views in gallery order; a car with more photos gets the exterior views again from slightly other angles. */
const VIEWS = ['front', 'side', 'rear', 'interior', 'cockpit', 'boot', 'wheel'] as const;
type View = (typeof VIEWS)[number];
const VIEW_LABELS: Record<View, string> = {
  front: 'Vorderansicht',
  side: 'Seitenansicht',
  rear: 'Heckansicht',
  interior: 'Innenraum',
  cockpit: 'Cockpit',
  boot: 'Kofferraum',
  wheel: 'Felge',
};
const DEG = Math.PI / 180;

/** Camera of an exterior view; later rounds turn it a little further, so no two photos of a car show the same picture. */
function poseOf(view: 'front' | 'side' | 'rear' | 'boot', round: number): CarPose {
  const turn = round * 9 * DEG;
  if (view === 'side') return { th: turn / 2, ph: 5 * DEG };
  if (view === 'front') return { th: 36 * DEG + turn, ph: 11 * DEG };
  if (view === 'rear') return { th: -36 * DEG - turn, ph: 11 * DEG };
  return { th: -64 * DEG + turn, ph: 15 * DEG, openBoot: true };
}

export function renderCarSvg(input: CarIllustrationInput): string {
  const spec = specFor(Math.trunc(Number(input.bodyType)), input.saloonShape);
  const base = parseHex(input.colorHex);
  const idxRaw = Math.trunc(Number(input.photoIndex));
  const photoIndex = Number.isFinite(idxRaw) ? Math.abs(idxRaw) : 0;
  const seedRaw = Math.trunc(Number(input.seed));
  const seed = Number.isFinite(seedRaw) ? seedRaw >>> 0 : 0;
  const idRaw = Math.trunc(Number(input.listingId));
  const listingId = Number.isFinite(idRaw) ? idRaw >>> 0 : 0;
  const make = cleanText(input.make, 24);
  const model = cleanText(input.model, 32);

  const view: View = VIEWS[photoIndex % VIEWS.length] ?? 'front';
  const round = Math.floor(photoIndex / VIEWS.length);
  // One scene per car, with the same details (trees, lamps, tiles) on every photo of it.
  const scenes = input.privateSeller ? PRIVATE_SCENES : DEALER_SCENES;
  const placeHash = hash('place', listingId);
  const scene = scenes[placeHash % scenes.length] ?? PRIVATE_SCENES[0]!;
  const sceneRng = rng(placeHash);
  const palette = interiorPalette(seed, input.upholsteryId ?? null);

  const h = hash(spec.name, hex(base), make, model, photoIndex, seed, listingId, input.upholsteryId ?? 0, input.privateSeller ? 1 : 0);
  const d = new Doc(`ci${h.toString(36)}_`);
  const rim = rimStyleFor(seed);
  const body: string[] = [];

  if (view === 'front' || view === 'side' || view === 'rear' || view === 'boot') {
    const pose = poseOf(view, round);
    // The boot view leaves room above the car for the raised lid.
    const car =
      view === 'side'
        ? drawCar(d, spec, base, rim, pose, 640, 300, 508)
        : view === 'boot'
          ? drawCar(d, spec, base, rim, pose, 600, 420, 524)
          : drawCar(d, spec, base, rim, pose, 580, 330, 520);
    const hz = view === 'side' ? 318 : 262;
    body.push(scene(d, sceneRng, hz, car.floorTop));
    body.push(car.svg);
  } else if (view === 'interior') {
    body.push(scene(d, sceneRng, SEATS_VIEW_HORIZON, 520));
    body.push(drawSeatsView(d, spec, base, palette));
  } else if (view === 'cockpit') {
    body.push(scene(d, sceneRng, 300, 520));
    body.push(drawCockpit(d, spec, base, palette, rng(hash('interior', seed))));
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

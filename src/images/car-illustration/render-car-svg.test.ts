import { describe, it, expect } from 'vitest';
import sharp from 'sharp';
import { renderCarSvg } from './render-car-svg.ts';
import type { CarIllustrationInput } from './render-car-svg.ts';
import { renderPhoto } from '../render-photo.server.ts';

const base: CarIllustrationInput = {
  listingId: 7,
  bodyType: 6,
  colorHex: '#1f3a93',
  make: 'Volkswagen',
  model: 'Passat Variant',
  photoIndex: 0,
  seed: 42,
};

describe('renderCarSvg', () => {
  it('returns a complete 4:3 SVG document', () => {
    const svg = renderCarSvg(base);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('viewBox="0 0 800 600"');
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain('Volkswagen');
    expect(svg).toContain('Passat Variant');
    expect(svg).not.toMatch(/<image|href="http|@import|@font-face/);
    expect(svg).not.toContain('NaN');
  });

  it('is deterministic for the same input', () => {
    for (let photoIndex = 0; photoIndex < 10; photoIndex++) {
      const input = { ...base, photoIndex };
      expect(renderCarSvg(input)).toBe(renderCarSvg({ ...input }));
    }
  });

  it('differs by body type', () => {
    const bodyTypes = [1, 2, 3, 4, 5, 6, 12, 13];
    const svgs = bodyTypes.map((bodyType) => renderCarSvg({ ...base, bodyType }));
    expect(new Set(svgs).size).toBe(bodyTypes.length);
  });

  it('differs by photoIndex', () => {
    const svgs = Array.from({ length: 10 }, (_, photoIndex) => renderCarSvg({ ...base, photoIndex }));
    expect(new Set(svgs).size).toBe(10);
  });

  it('renders all body types and views without invalid numbers', () => {
    for (const bodyType of [1, 2, 3, 4, 5, 6, 12, 13, 99]) {
      for (const saloonShape of ['hatchback', 'liftback', 'notchback'] as const) {
        for (let photoIndex = 0; photoIndex < 14; photoIndex++) {
          const svg = renderCarSvg({ ...base, bodyType, saloonShape, photoIndex });
          expect(svg).not.toMatch(/NaN|Infinity|undefined/);
        }
      }
    }
  });

  it('shows the six views a buyer expects in its first six photos, then the wheel', () => {
    const labels = Array.from({ length: 7 }, (_, photoIndex) => /Illustration · ([^<]+)</.exec(renderCarSvg({ ...base, photoIndex }))?.[1]);
    expect(labels).toEqual(['Vorderansicht', 'Seitenansicht', 'Heckansicht', 'Innenraum', 'Cockpit', 'Kofferraum', 'Felge']);
  });

  // Each scene's sky or wall gradient starts with its own colour.
  const SCENE_MARKS = { street: '#6fb0e3', showroom: '#f5f7f9', lot: '#8ec3ea' } as const;
  const scenesIn = (svg: string) =>
    Object.entries(SCENE_MARKS)
      .filter(([, colour]) => svg.includes(`stop-color="${colour}"`))
      .map(([name]) => name);

  it('keeps one scene across all photos of a car, chosen by the listing, and shows dealers in all three places', () => {
    const seen = new Set<string>();
    for (let listingId = 1; listingId <= 30; listingId++) {
      const perPhoto = Array.from({ length: 8 }, (_, photoIndex) => scenesIn(renderCarSvg({ ...base, listingId, seed: 1000 + photoIndex, photoIndex })));
      expect(new Set(perPhoto.map((s) => s.join()))).toHaveLength(1);
      expect(perPhoto[0]).toHaveLength(1);
      seen.add(perPhoto[0]![0]!);
    }
    expect([...seen].sort()).toEqual(['lot', 'showroom', 'street']);
  });

  it("shows a private seller's car in the street", () => {
    for (let listingId = 1; listingId <= 10; listingId++) {
      expect(scenesIn(renderCarSvg({ ...base, listingId, privateSeller: true }))).toEqual(['street']);
    }
  });

  it('draws a Limousine in the shape of its model: hatchback, liftback and notchback differ', () => {
    const shapes = (['hatchback', 'liftback', 'notchback'] as const).map((saloonShape) => renderCarSvg({ ...base, saloonShape, photoIndex: 1 }));
    expect(new Set(shapes).size).toBe(3);
    // Other body types have one shape.
    expect(renderCarSvg({ ...base, bodyType: 5, saloonShape: 'hatchback' })).toBe(renderCarSvg({ ...base, bodyType: 5, saloonShape: 'notchback' }));
  });

  it('escapes markup in make and model', () => {
    const svg = renderCarSvg({
      ...base,
      make: '<script>alert(1)</script>',
      model: 'A & B "quoted" \'x\' <img src=x onerror=alert(1)>',
    });
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('<img');
    expect(svg).toContain('&lt;script&gt;');
    expect(svg).toContain('A &amp; B &quot;quoted&quot; &apos;x&apos;');
  });

  it('does not let an invalid colour inject markup', () => {
    const svg = renderCarSvg({ ...base, colorHex: '"/><script>alert(1)</script>' });
    expect(svg).not.toContain('<script');
  });
});

describe('renderPhoto', () => {
  it('produces a 640x480 webp for size medium', async () => {
    const buf = await renderPhoto(base, 'medium', 'webp');
    const meta = await sharp(buf).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(640);
    expect(meta.height).toBe(480);
    expect(meta.exif).toBeUndefined();
  });

  it('produces a jpeg', async () => {
    const buf = await renderPhoto({ ...base, bodyType: 4, photoIndex: 1 }, 'small', 'jpeg');
    expect(buf.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
    const meta = await sharp(buf).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBe(240);
    expect(meta.height).toBe(180);
  });
});

/**
 * The title segment of a detail URL (SPEC §2): lower case, ä/ö/ü → ae/oe/ue, every other run of
 * non-alphanumerics → one dash, no trailing dash. An empty result becomes '-' (a valid title segment).
 */
import { ROUTE_PATHS } from '../navigation/route-paths.ts';
export function titleSlug(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .replace(/-+$/, '');
  return slug === '' ? '-' : slug;
}

/** Canonical path of a car detail page: /fahrzeuge/{title}/{id}. */
export function detailPath(title: string, id: number): string {
  return `${ROUTE_PATHS.detail}${titleSlug(title)}/${id}`;
}

/** The segment after a car's detail path that names its page of all photos ('Weitere Fotos' without JavaScript). */
export const PHOTOS_SEGMENT = 'fotos';

/** The page of all photos of a car: its detail path plus /fotos. */
export function detailPhotosPath(title: string, id: number): string {
  return `${detailPath(title, id)}/${PHOTOS_SEGMENT}`;
}

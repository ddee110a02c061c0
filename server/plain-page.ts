/**
 * The last-resort page, for when React Router cannot answer or is not asked: a refused request, a
 * server error outside the routes, a request shed under load. No script, no style, a few hundred bytes.
 */
import { escapeMarkup } from '#src/domain/format/markup-escape.ts';

/** SPEC §8 'Server error'; the same text as the app's ErrorBoundary. */
export const SERVER_ERROR = {
  title: 'Fehler',
  heading: 'Upppss, da ist etwas schief gelaufen. Bitte die Seite neu laden.',
  link: { href: '', label: 'SEITE NEU LADEN' },
};

export function plainPage({
  title,
  heading,
  link,
  reference,
}: {
  title: string;
  heading: string;
  link: { href: string; label: string };
  reference?: string;
}): string {
  const referenceLine = reference ? `<p>Fehlerreferenz: ${escapeMarkup(reference)}</p>` : '';
  return `<!doctype html><html lang="de-AT"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeMarkup(title)}</title></head><body><main><h1>${escapeMarkup(heading)}</h1>${referenceLine}<p><a href="${link.href}">${link.label}</a></p></main></body></html>`;
}

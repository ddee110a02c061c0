/**
 * The last-resort page, for when React Router cannot answer or is not asked: a refused request, a
 * server error outside the routes, a request shed under load. No script, no style, a few hundred bytes.
 */

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
  const referenceLine = reference ? `<p>Fehlerreferenz: ${escapeHtml(reference)}</p>` : '';
  return `<!doctype html><html lang="de-AT"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(heading)}</h1>${referenceLine}<p><a href="${link.href}">${link.label}</a></p></main></body></html>`;
}

/** A refused request may name a field the client chose. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"\u0000]/g, (ch) => (ch === '\u0000' ? '\ufffd' : `&#${ch.charCodeAt(0)};`));
}

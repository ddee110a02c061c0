/**
 * The slug of a make, model, state or city in a pretty search path (SPEC §2: /angebote/{make}/{model}/,
 * /angebote/{state}/{city}/): lower case, ä→ae, ö→oe, ü→ue, ß→ss, other accents dropped (ë→e, é→e),
 * every run of other non-alphanumerics → one dash, no leading or trailing dash.
 * Detail-page titles have a rule of their own (listing/title-slug.ts).
 */
export function pathSlug(name: string): string {
  return name
    .normalize('NFC')
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Headline and search-engine data of a result page (SPEC §2): title and description from make,
 * model, offer type and place with the total count; index,follow only on page 1 with results.
 */

/** What was searched, in words (the search service's display strings). */
export interface SearchWords {
  makeModel: string | null;
  offerType: string | null;
  place: string | null;
  /** '1.234' */
  totalCount: string;
}

function subject(words: SearchWords): string {
  return [words.makeModel, words.offerType ?? 'Gebrauchtwagen'].filter(Boolean).join(' ') + (words.place ? ` in ${words.place}` : '');
}

/** H1: '1.234 VW Golf Gebrauchtwagen in Graz' */
export function searchHeadline(words: SearchWords): string {
  return `${words.totalCount} ${subject(words)}`;
}

/** Title without the site suffix: 'VW Golf Gebrauchtwagen in Graz kaufen – 1.234 Angebote', plus the page from page 2 on. */
export function searchTitle(words: SearchWords, page: number): string {
  const base = `${subject(words)} kaufen – ${words.totalCount} ${words.totalCount === '1' ? 'Angebot' : 'Angebote'}`;
  return page > 1 ? `${base} – Seite ${page}` : base;
}

export function searchDescription(words: SearchWords): string {
  return `${words.totalCount} ${subject(words)} jetzt günstig kaufen: Angebote von Händlern und privat, mit Fotos, Preisen und Finanzierung. Täglich neue Fahrzeuge.`;
}

export function searchRobots(page: number, totalItems: number): 'index,follow' | 'noindex,follow' {
  return page === 1 && totalItems > 0 ? 'index,follow' : 'noindex,follow';
}

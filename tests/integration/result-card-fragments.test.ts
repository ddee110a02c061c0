/**
 * Issue 35 point 1: a result page writes its cards from fragments made once per version of what a card
 * shows, fills in what belongs to the search (the link with its position, the Merken form's way back,
 * the distance), and keeps the cards' data out of the hydration data; the browser's router, asking for
 * data (`.data`), gets the cars to render itself.
 */
import { describe, expect, it } from 'vitest';
import { cacheBytes } from '#src/caching/byte-bounded-cache.ts';
import { scriptsOf, usePageDocuments } from '../support/page-documents.ts';

/** The cards of a result page as the document has them, in order. */
function cardsOf(html: string) {
  return [...html.matchAll(/<div class="kept-card">(<article[^>]* data-listing-id="(\d+)"[\s\S]*?<\/article>)<\/div>/g)].map((m) => ({
    id: Number(m[2]),
    html: m[1] ?? '',
  }));
}

describe('result cards from fragments', () => {
  const { page, request } = usePageDocuments();

  it('writes every card with its position in this search, and no card data to hydrate', async () => {
    const html = await page('/angebote/?sort=price&order=asc&page=2');
    const cards = cardsOf(html);
    expect(cards).toHaveLength(20);
    cards.forEach((card, i) => {
      // both the photo's and the title's link carry the position on this page and the search
      const links = [...card.html.matchAll(/href="(\/fahrzeuge\/[^"]+)"/g)].map((m) => m[1]);
      expect(links).toHaveLength(2);
      for (const link of links) expect(link).toMatch(new RegExp(`\\?index=${21 + i}&amp;`));
      expect(card.html).toContain('name="returnTo" value="/angebote/?sort=price&amp;order=asc&amp;page=2"');
      expect(card.html).toContain(i < 2 ? 'loading="eager"' : 'loading="lazy"');
      expect(card.html).not.toMatch(/[0-9a-f]{24}[hrd]/);
    });
    const scripts = scriptsOf(html);
    expect(scripts).not.toContain('detailURL');
    expect(scripts).not.toContain('/fahrzeuge/');
  });

  it('writes a car seen in another search from the same fragment, with that search filled in', async () => {
    const first = cardsOf(await page('/angebote/?sort=price&order=asc'))[0];
    if (!first) throw new Error('no card');
    const made = cacheBytes().get('cardFragments') ?? 0;
    const again = cardsOf(await page('/angebote/?sort=price&order=asc&kmto=999999')).find((c) => c.id === first.id);
    if (!again) throw new Error(`car ${first.id} is not on the second page`);
    expect(again.html).toContain('kmto=999999&amp;sort=price"');
    expect(again.html).toContain('name="returnTo" value="/angebote/?sort=price&amp;order=asc&amp;kmto=999999"');
    const withoutSearch = (card: string) => card.replace(/href="\/fahrzeuge\/[^"]*"/g, 'href').replace(/name="returnTo" value="[^"]*"/, 'returnTo');
    expect(withoutSearch(again.html)).toBe(withoutSearch(first.html));
    // nothing new was rendered for the cars both pages show
    expect(cacheBytes().get('cardFragments') ?? 0).toBe(made);
  });

  it('gives the distance from the place searched to each card', async () => {
    const html = await page('/angebote/?city=Wien%7C%7C48.2082%7C%7C16.3738&radius=200&sort=distance');
    const cards = cardsOf(html);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards)
      expect(card.html).toMatch(
        /<span class="listing-card__location">[^<]+<span class="listing-card__distance"> · [^<]+ km<span class="visually-hidden"> entfernt<\/span><\/span><\/span>/,
      );
  });

  it('answers the router in the browser with the cars, to render itself', async () => {
    const response = await request('/angebote.data?sort=price&order=asc');
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toContain('detailURL');
    expect(body).toContain('"live"');
    expect(body).not.toContain('kept-card');
  });
});

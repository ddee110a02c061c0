/**
 * Issue 35: a result page writes its breadcrumbs, pager and link lists as HTML made once per distinct
 * content (the pager's addresses filled in per search) and keeps their data out of the hydration data;
 * the browser's router, asking for data (`.data`), gets their data to render itself.
 */
import { describe, expect, it } from 'vitest';
import { cacheBytes } from '#src/caching/byte-bounded-cache.ts';
import { scriptsOf, usePageDocuments } from '../support/page-documents.ts';

/** The parts the server wrote as HTML, in document order, each with its first element's tag and class. */
function blocksOf(html: string) {
  return [...html.matchAll(/<div class="kept-block"><(nav|section) class="([^"]+)"[\s\S]*?<\/\1><\/div>/g)].map((m) => ({
    tag: m[1],
    className: m[2],
    html: m[0],
  }));
}

const blockOf = (html: string, className: string) => {
  const block = blocksOf(html).find((b) => b.className === className);
  if (!block) throw new Error(`no kept ${className}`);
  return block.html;
};

describe('result page parts from fragments', () => {
  const { page, request } = usePageDocuments();

  it('writes breadcrumbs, pager and link lists as HTML, with none of their data to hydrate', async () => {
    const html = await page('/angebote/vw/');
    expect(blocksOf(html).map((b) => `${b.tag}.${b.className}`)).toEqual([
      'nav.breadcrumbs',
      'nav.pagination',
      'nav.link-strip',
      'nav.quick-links',
      'section.side-panel',
    ]);
    expect(blockOf(html, 'breadcrumbs')).toContain('<a href="/angebote/" data-discover="true">Gebrauchtwagen</a>');
    expect(blockOf(html, 'link-strip')).toContain('Beliebte VW Modelle');
    expect(blockOf(html, 'side-panel')).toContain('Top-Modelle von VW');
    const scripts = scriptsOf(html);
    for (const text of ['Beliebte VW Modelle', 'Top-Modelle von VW', '/angebote/vw/golf/', 'Gebrauchtwagen","href']) expect(scripts).not.toContain(text);
    expect(scripts).toMatch(/\\"kind\\",\\"kept\\",\\"name\\",\\"quick-links\\"/);
  });

  it('fills the pager with this search, and reuses every part for a search that shows the same', async () => {
    const html = await page('/angebote/?sort=price&order=asc&page=2');
    const pager = blockOf(html, 'pagination');
    expect(pager).toContain('title="Seite 1" href="/angebote/?sort=price&amp;order=asc"');
    expect(pager).toContain('title="nächste Seite" rel="next" href="/angebote/?sort=price&amp;page=3&amp;order=asc"');
    expect(pager).toContain('class="pagination__link is-current" title="Seite 2" aria-current="page" href="/angebote/?sort=price&amp;page=2&amp;order=asc"');
    expect(pager).not.toMatch(/[0-9a-f]{24}p/);

    const made = cacheBytes().get('cardFragments') ?? 0;
    const again = await page('/angebote/?sort=price&order=asc&kmto=999999&page=2');
    // nothing new was rendered: the same cars, the same lists, the pager at the same place
    expect(cacheBytes().get('cardFragments') ?? 0).toBe(made);
    const hrefs = (block: string) => [...block.matchAll(/href="([^"]*)"/g)].map((m) => m[1] ?? '');
    expect(hrefs(blockOf(again, 'pagination'))).toEqual(hrefs(pager).map((href) => href.replace('/?', '/?kmto=999999&amp;')));
    const withoutHrefs = (block: string) => block.replace(/href="[^"]*"/g, 'href');
    expect(withoutHrefs(blockOf(again, 'pagination'))).toBe(withoutHrefs(pager));
    for (const name of ['link-strip', 'quick-links', 'side-panel']) expect(blockOf(again, name)).toBe(blockOf(html, name));
  });

  it('answers the router in the browser with the parts as data, to render itself', async () => {
    const response = await request('/angebote/vw.data');
    expect(response.status).toBe(200);
    const body = await response.text();
    for (const text of ['Beliebte VW Modelle', 'Top-Modelle von VW', '/angebote/vw/golf/', 'Gebrauchtwagen']) expect(body).toContain(text);
    expect(body).not.toContain('"kept"');
    expect(body).not.toContain('kept-block');
  });
});

/**
 * Issue 35: the result page's breadcrumbs, pager and link lists are HTML the server wrote, which React
 * never renders in the browser; their links still go through the router (no page load), and a link
 * opened in a new tab stays a plain link.
 */
import { describe, expect, it } from 'vitest';
import { useBrowser, waitForHydration } from '../support/browser.ts';
import { baseUrl, documentStillMarked, headlineCount, markDocument, openSearchPage } from './search-helpers.ts';

const browser = useBrowser();

describe('result page parts written by the server', () => {
  it('sends the links of breadcrumbs, pager and link lists through the router', async () => {
    const { page, context, problems } = await openSearchPage(browser());
    const links = [
      { block: '.breadcrumbs', name: 'Gebrauchtwagen', path: '/angebote/' },
      { block: '.pagination', name: 'nächste Seite', path: '/angebote/vw/?page=2' },
      { block: '.link-strip', name: 'VW Golf', path: '/angebote/vw/golf/' },
      { block: '.side-panel', name: 'VW Golf', path: '/angebote/vw/golf/' },
      { block: '.quick-links', name: 'VW Golf', path: '/angebote/vw/golf/' },
    ];
    for (const { block, name, path } of links) {
      await page.goto(`${baseUrl}/angebote/vw/`);
      await waitForHydration(page);
      await markDocument(page);
      const link = page.locator(`.kept-block ${block}`).getByRole('link', { name, exact: true });
      expect(await link.getAttribute('href'), block).toBe(path);
      await link.click();
      await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
      await expect.poll(() => headlineCount(page), { message: block }).toBeGreaterThan(0);
      // the same document: the router fetched the page's data, no page was loaded
      expect(await documentStillMarked(page), block).toBe(true);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('leaves a click that asks for a new tab to the browser', async () => {
    const { page, context, problems } = await openSearchPage(browser());
    await page.goto(`${baseUrl}/angebote/vw/`);
    await waitForHydration(page);
    const opened = context.waitForEvent('page');
    await page
      .locator('.kept-block .link-strip')
      .getByRole('link', { name: 'VW Golf' })
      .click({ modifiers: ['ControlOrMeta'] });
    const tab = await opened;
    await tab.waitForURL((url) => url.pathname === '/angebote/vw/golf/');
    expect(new URL(page.url()).pathname).toBe('/angebote/vw/');
    expect(problems).toEqual([]);
    await context.close();
  });
});

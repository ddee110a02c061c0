import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useBrowser, waitForHydration } from '../support/browser.ts';
import { apiTotal, baseUrl, documentStillMarked, headlineCount, markDocument, openSearchPage } from './search-helpers.ts';

const browser = useBrowser();
let total = 0;

beforeAll(async () => {
  total = await apiTotal('');
});

describe('pretty search URLs (SPEC §2)', () => {
  it('/angebote/ lists every car with the count in the H1, robots index,follow and a canonical link', async () => {
    const { page, context, problems } = await openSearchPage(browser());
    const response = await page.goto(`${baseUrl}/angebote/`);
    expect(response?.status()).toBe(200);
    expect(await headlineCount(page)).toBe(total);
    await expect.poll(() => page.locator('h1').textContent()).toMatch(/Gebrauchtwagen$/);
    await expect.poll(() => page.locator('meta[name="robots"]').getAttribute('content')).toBe('index,follow');
    await expect.poll(() => page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/angebote\/$/);
    await expect.poll(() => page.locator('link[rel="next"]').getAttribute('href')).toMatch(/\/angebote\/\?page=2$/);
    await expect.poll(() => page.locator('link[rel="prev"]').count()).toBe(0);
    await expect.poll(() => page.title()).toMatch(/^Gebrauchtwagen kaufen – [\d.]+ Angebote - Gebrauchtwagen\.at$/);
    await expect.poll(() => page.locator('meta[name="description"]').getAttribute('content')).toContain((await page.locator('h1').textContent()) ?? 'x');
    await expect.poll(() => page.locator('article.listing-card').count()).toBe(20);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('/angebote/{make}/ and /angebote/{make}/{model}/ search that make and model, with breadcrumbs', async () => {
    const { page, context } = await openSearchPage(browser());
    await page.goto(`${baseUrl}/angebote/vw/`);
    await expect.poll(() => page.locator('h1').textContent()).toMatch(/^[\d.]+ VW Gebrauchtwagen$/);
    expect(await headlineCount(page)).toBe(await apiTotal('mmm=74|'));
    const crumbs = page.getByRole('navigation', { name: 'Brotkrümelnavigation' });
    await expect.poll(() => crumbs.getByRole('link').allTextContents()).toEqual(['Startseite', 'Gebrauchtwagen']);
    await expect.poll(() => crumbs.locator('[aria-current="page"]').textContent()).toBe('VW');
    await expect.poll(() => page.title()).toMatch(/^VW Gebrauchtwagen kaufen – /);

    await page.goto(`${baseUrl}/angebote/vw/golf/`);
    await expect.poll(() => page.locator('h1').textContent()).toMatch(/^[\d.]+ VW Golf Gebrauchtwagen$/);
    const golfId = ((await (await fetch(`${baseUrl}/api/taxonomy/makes/74/models`)).json()) as { MODEL_ID?: number; ID?: number; SAFE_VALUE: string }[]).find(
      (m) => m.SAFE_VALUE === 'golf',
    );
    expect(golfId).toBeDefined();
    expect(await headlineCount(page)).toBe(await apiTotal(`mmm=74|${golfId?.MODEL_ID ?? golfId?.ID}`));
    await expect.poll(() => crumbs.getByRole('link').allTextContents()).toEqual(['Startseite', 'Gebrauchtwagen', 'VW']);
    for (const title of await page.locator('.listing-card__title').allTextContents()) expect(title).toMatch(/^VW Golf/);
    await context.close();
  });

  it('/angebote/{state}/ and /angebote/{state}/{city}/ search the state and the city with its radius', async () => {
    const { page, context } = await openSearchPage(browser());
    await page.goto(`${baseUrl}/angebote/steiermark/`);
    await expect.poll(() => page.locator('h1').textContent()).toMatch(/^[\d.]+ Gebrauchtwagen in Steiermark$/);
    expect(await headlineCount(page)).toBe(await apiTotal('bundesland=steiermark'));
    // Side panel of a state other than Wien: its top cities.
    await expect.poll(() => page.getByRole('heading', { name: 'Top-Städte in Steiermark' }).count()).toBe(1);
    await expect.poll(() => page.locator('.side-panel a').first().getAttribute('href')).toBe('/angebote/steiermark/graz/');

    await page.goto(`${baseUrl}/angebote/steiermark/graz/`);
    await expect.poll(() => page.locator('h1').textContent()).toMatch(/^[\d.]+ Gebrauchtwagen in Graz$/);
    expect(await headlineCount(page)).toBe(await apiTotal('bundesland=steiermark&zip=Graz&lat=47.0707&lon=15.4395&zipr=50'));
    await expect.poll(() => page.locator('.filter-tag').allTextContents()).toContain('Graz (50 km)×');
    await context.close();
  });

  it('answers unknown path segments with 404 and sends a make given as parameter to its pretty path', async () => {
    const { page, context } = await openSearchPage(browser());
    expect((await page.goto(`${baseUrl}/angebote/keine-marke/`))?.status()).toBe(404);
    expect((await page.goto(`${baseUrl}/angebote/vw/kein-modell/`))?.status()).toBe(404);
    expect((await page.goto(`${baseUrl}/angebote/steiermark/wien/`))?.status()).toBe(404);
    await page.goto(`${baseUrl}/angebote/?make=74&model=&pricefrom=&priceto=10000`);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/angebote/vw/?priceto=10000');
    await context.close();
  });
});

/** One URL per SPEC §3 filter with the tag it shows. */
const FILTERS: [query: string, tag: string][] = [
  ['make=13', 'BMW'],
  ['pricefrom=5000', 'Preis ab € 5.000'],
  ['priceto=10000', 'Preis bis € 10.000'],
  ['fregfrom=2018', 'EZ ab 2018'],
  ['fregto=2015', 'EZ bis 2015'],
  ['kmfrom=50000', 'ab 50.000 km'],
  ['kmto=25000', 'bis 25.000 km'],
  ['powerfrom=150', 'ab 150 PS'],
  ['powerto=100&powerUnit=kw', 'bis 100 kW'],
  ['fuel=E', 'Elektro'],
  ['custtype=D', 'Nur Händler'],
  ['pic=1', 'Nur mit Bildern'],
  ['construction=5', 'Kombi'],
  ['doors=2-3', 'Türen: 2-3'],
  ['seats=6-7', 'Sitze: 6-7'],
  ['gearbox=2', 'Automatik'],
  ['bodycolor=6', 'Rot'],
  ['offer=J', 'Jahreswagen'],
  ['eq=11', 'Allradantrieb'],
  ['particularities=warranty', 'Garantie'],
  ['particularities=vat', 'MwSt. ausweisbar'],
  ['bundesland=tirol', 'Tirol'],
  ['city=Linz%7C%7C48.3064%7C%7C14.2858&radius=20', 'Linz (20 km)'],
  ['ustate=A', 'Nur Unfallfahrzeuge'],
  ['uph=3', 'Vollleder'],
  ['emclass=6', 'Euro 6'],
  ['costto=150', 'Kosten bis € 150 im Monat'],
  ['newsince=7', 'Neu seit 7 Tagen'],
];

describe('filters (SPEC §3)', () => {
  it.each(FILTERS)('%s narrows the results and shows the tag %s', async (query, tag) => {
    const { page, context } = await openSearchPage(browser());
    await page.goto(`${baseUrl}/angebote/?${query}`);
    const count = await headlineCount(page);
    expect(count, query).toBeGreaterThan(0);
    expect(count, query).toBeLessThan(total);
    await expect.poll(() => page.locator('.filter-tag').allTextContents(), { message: query }).toContain(`${tag}×`);
    await context.close();
  });

  it('a clicked filter updates results, tag and URL in place; removing the tag clears that field', async () => {
    const { page, context, problems } = await openSearchPage(browser());
    await page.goto(`${baseUrl}/angebote/`);
    await waitForHydration(page);
    await markDocument(page);
    await page.getByRole('checkbox', { name: /^Diesel/ }).check();
    await page.waitForURL(/fuel=D/);
    await expect.poll(() => headlineCount(page)).toBe(await apiTotal('fuel=D'));
    await expect.poll(() => page.locator('.filter-tag').allTextContents()).toEqual(['Diesel×']);
    await page.locator('#filter-priceto').fill('10000');
    await page.waitForURL(/priceto=10000/);
    await expect.poll(() => page.locator('.filter-tag').allTextContents()).toEqual(['Preis bis € 10.000×', 'Diesel×']);
    expect(await documentStillMarked(page)).toBe(true);

    await page.getByRole('link', { name: 'Filter Diesel entfernen' }).click();
    await page.waitForURL((url) => !url.search.includes('fuel='));
    await expect.poll(() => page.locator('.filter-tag').allTextContents()).toEqual(['Preis bis € 10.000×']);
    await expect.poll(() => page.getByRole('checkbox', { name: /^Diesel/ }).isChecked()).toBe(false);
    expect(await headlineCount(page)).toBe(await apiTotal('priceto=10000'));
    expect(await documentStillMarked(page)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the city tag clears city and radius (and the bundesland that came with it)', async () => {
    const { page, context } = await openSearchPage(browser());
    await page.goto(`${baseUrl}/angebote/steiermark/graz/?fuel=D`);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Filter Graz (50 km) entfernen' }).click();
    await page.waitForURL((url) => url.pathname === '/angebote/');
    expect(new URL(page.url()).search).toBe('?fuel=D');
    await expect.poll(() => page.locator('.filter-tag').allTextContents()).toEqual(['Diesel×']);
    await context.close();
  });

  it('sorts by the chosen key and direction', async () => {
    const { page, context } = await openSearchPage(browser());
    await page.goto(`${baseUrl}/angebote/`);
    await waitForHydration(page);
    await expect.poll(() => page.getByText('Sortieren nach:').count()).toBe(1);
    await page.locator('#sort-key').selectOption('price');
    await page.waitForURL(/sort=price/);
    await page.locator('#sort-direction').selectOption('1');
    await page.waitForURL(/desc=1/);
    await expect
      .poll(async () => {
        const prices = (await page.locator('.listing-card__price').allTextContents()).map((p) => Number(p.replace(/\D/g, '')));
        return prices.length > 1 && prices.every((p, i) => i === 0 || p <= (prices[i - 1] ?? 0));
      })
      .toBe(true);
    await expect.poll(() => page.locator('#sort-direction option').allTextContents()).toEqual(['aufsteigend', 'absteigend']);
    await context.close();
  });
});

describe('pagination (SPEC §2)', () => {
  it('links first, previous, pages, next and last; page only when not 1; bundesland kept', async () => {
    const { page, context } = await openSearchPage(browser());
    await page.goto(`${baseUrl}/angebote/vw/?bundesland=wien`);
    const pager = page.getByRole('navigation', { name: 'Seitennavigation' });
    const totalPages = Math.ceil((await headlineCount(page)) / 20);
    expect(totalPages).toBeGreaterThan(1);
    await expect.poll(() => pager.locator('[title="vorige Seite"]').getAttribute('aria-disabled')).toBe('true');
    const next = pager.locator('a[title="nächste Seite"]');
    await expect.poll(() => next.getAttribute('href')).toBe('/angebote/vw/?bundesland=wien&page=2');
    await next.click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => pager.locator('a[title="vorige Seite"]').getAttribute('href')).toBe('/angebote/vw/?bundesland=wien');
    await expect.poll(() => pager.locator('a[aria-current="page"]:visible').textContent()).toBe('2');
    await expect.poll(() => page.locator('link[rel="prev"]').getAttribute('href')).toMatch(/\/angebote\/vw\/\?bundesland=wien$/);
    await expect.poll(() => page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex,follow');
    await pager.locator(`a[title="Seite ${totalPages}"]`).last().click();
    await page.waitForURL(new RegExp(`page=${totalPages}`));
    await expect.poll(() => pager.locator('[title="nächste Seite"]').getAttribute('aria-disabled')).toBe('true');
    await context.close();
  });

  it('shows the 5-sibling window with ellipses on desktop and 2 siblings on a phone', async () => {
    for (const [viewport, expected] of [
      [undefined, ['…', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15', '…']],
      [PHONE, ['…', '8', '9', '10', '11', '12', '…']],
    ] as const) {
      const { page, context } = await openSearchPage(browser(), viewport);
      await page.goto(`${baseUrl}/angebote/?page=10`);
      const visible = await page.locator('.pagination__item:visible').allTextContents();
      // first and previous, the window, next and last
      expect(visible.slice(2, -2)).toEqual(expected);
      await context.close();
    }
  });

  it('redirects a page beyond the last to /404/', async () => {
    const { page, context } = await openSearchPage(browser());
    const response = await page.goto(`${baseUrl}/angebote/vw/golf/?page=999`);
    expect(new URL(page.url()).pathname).toBe('/404/');
    expect(response?.status()).toBe(404);
    await context.close();
  });
});

describe('zero results (SPEC §2)', () => {
  it('shows the three texts, noindex and no pager', async () => {
    const { page, context } = await openSearchPage(browser());
    await page.goto(`${baseUrl}/angebote/?pricefrom=100000&priceto=500`);
    expect(await headlineCount(page)).toBe(0);
    for (const text of ['KEINE TREFFER', 'Ihre Suche ergab leider keine Treffer', 'Bitte löschen Sie Filter oder passen Sie Ihre Suchkriterien an.']) {
      await expect.poll(() => page.getByText(text, { exact: true }).count(), { message: text }).toBe(1);
    }
    await expect.poll(() => page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex,follow');
    await expect.poll(() => page.getByRole('navigation', { name: 'Seitennavigation' }).count()).toBe(0);
    await context.close();
  });

  // Issue 36 point 4: no dead end, with and without JavaScript.
  for (const javaScriptEnabled of [true, false]) {
    it(`offers the changes that bring cars back, each with the count it leads to (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async () => {
      const context = await browser().newContext({ viewport: DESKTOP, locale: 'de-AT', javaScriptEnabled });
      await context.addCookies([{ name: 'gw_consent', value: 'denied', url: baseUrl }]);
      const page = await context.newPage();
      await page.goto(`${baseUrl}/angebote/?pricefrom=100000&priceto=500`);
      const links = page.locator('.zero-results__relax a');
      await expect.poll(() => links.count()).toBeGreaterThan(0);
      const text = (await links.first().textContent()) ?? '';
      const stated = Number(/— ([\d.]+) Fahrzeuge?$/.exec(text)?.[1]?.replace(/\./g, '') ?? NaN);
      expect(stated).toBeGreaterThan(0);
      await links.first().click();
      await expect.poll(() => headlineCount(page)).toBe(stated);
      await context.close();
    });
  }
});

describe('side column and link lists', () => {
  it('has Zur Detailsuche, the top makes strip, quick links and ad slots at positions 2, 7, 12, 17', async () => {
    const { page, context } = await openSearchPage(browser());
    await page.goto(`${baseUrl}/angebote/`);
    await expect.poll(() => page.getByRole('link', { name: 'Zur Detailsuche' }).getAttribute('href')).toBe('/detailsuche/');
    await expect.poll(() => page.locator('.link-strip a').allTextContents()).toEqual(['Audi', 'BMW', 'Ford', 'Mercedes-Benz', 'Opel', 'Skoda', 'VW']);
    await expect.poll(() => page.locator('.quick-links__group').count()).toBe(10);
    for (const group of await page.locator('.quick-links__group').all()) await expect.poll(() => group.locator('li').count()).toBeLessThanOrEqual(5);
    const order = await page.locator('.result-list > *').evaluateAll((els) => els.map((el) => (el.classList.contains('ad-slot') ? 'ad' : 'car')));
    expect(order.map((kind, i) => (kind === 'ad' ? i - order.slice(0, i).filter((k) => k === 'ad').length : null)).filter((x) => x !== null)).toEqual([
      2, 7, 12, 17,
    ]);
    await context.close();
  });
});

describe('the filter form after a client navigation (issue 30: its shared lists travel apart from the page data)', () => {
  it('a result page reached by a link from a detail page has every filter list, and filtering works', async () => {
    const { page, context, problems } = await openSearchPage(browser());
    await page.goto(`${baseUrl}/angebote/vw/`);
    const detailHref = await page.locator('.listing-card__title a').first().getAttribute('href');
    // A fresh document without a result page: the lists are not in the browser yet.
    await page.goto(`${baseUrl}${detailHref ?? ''}`);
    await page.getByRole('navigation', { name: 'Brotkrümelnavigation' }).getByRole('link', { name: 'VW', exact: true }).click();
    await expect.poll(() => page.locator('h1').textContent()).toMatch(/^[\d.]+ VW Gebrauchtwagen$/);
    const vwCount = await headlineCount(page);
    await page
      .locator('#filter')
      .getByLabel(/^Diesel/)
      .check();
    await expect.poll(() => page.url()).toMatch(/fuel=D/);
    await expect.poll(() => headlineCount(page)).toBeLessThan(vwCount);
    await expect
      .poll(() =>
        page
          .locator('#filter')
          .getByLabel(/^Benzin/)
          .count(),
      )
      .toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('result cards written by the server (issue 35: static HTML, only the Merken button hydrated)', () => {
  it('opens a car through the router, keeps Merken working and comes back to the list with Back', async () => {
    const { page, context, problems } = await openSearchPage(browser());
    await page.goto(`${baseUrl}/angebote/?sort=price&order=asc`);
    await waitForHydration(page);
    const card = page.locator('.kept-card article.listing-card').nth(3);
    const id = Number(await card.getAttribute('data-listing-id'));
    const button = card.locator(`[data-watch-listing-id="${id}"]`);
    await button.click();
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => card.locator('[data-watch-listing-id]').count()).toBe(1);

    await markDocument(page);
    await card.locator('h2 a').click();
    await page.waitForURL((url) => url.pathname.endsWith(`/${id}`));
    await expect.poll(() => new URL(page.url()).searchParams.get('index')).toBe('4');
    await expect.poll(() => page.locator('.detail h1').count()).toBe(1);
    // the same document: the router fetched the car, no page was loaded
    expect(await documentStillMarked(page)).toBe(true);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/angebote/');
    await expect.poll(() => page.locator(`article[data-listing-id="${id}"] [data-watch-listing-id]`).getAttribute('aria-pressed')).toBe('true');
    expect(await documentStillMarked(page)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});

import type { Page, Request } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, openWatchedPage, PHONE, useBrowser } from '../support/browser.ts';
import { chooseConsent } from '../support/consent.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

async function openPage(viewport: { width: number; height: number } = DESKTOP) {
  const watched = await openWatchedPage(browser(), viewport);
  await chooseConsent(watched.context, baseUrl, 'denied');
  return watched;
}

const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};
const countText = (page: Page) => page.locator('.dealer-directory__count').textContent();
const dealerNames = (page: Page) => page.locator('.dealer-item h2').allTextContents();

describe('dealer directory', () => {
  it('lists dealers with logos, places, ratings and links to their cars', async () => {
    const { page, context, problems } = await openPage();
    const response = await page.goto(`${baseUrl}/anbieterverzeichnis/`);
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Händlersuche');
    expect(await countText(page)).toMatch(/^[\d.]+ Autohändler gefunden$/);
    const items = page.locator('.dealer-item');
    await expect.poll(() => items.count()).toBe(20);
    await expect.poll(() => page.locator('.dealer-item .dealer-logo').count()).toBe(20);
    await expect.poll(() => page.locator('.dealer-item__address').first().textContent()).toMatch(/\d{4} \S+/);
    await expect.poll(() => page.locator('.dealer-rating').count()).toBeGreaterThan(0);
    const href = await page.locator('.dealer-item h2 a').first().getAttribute('href');
    const url = new URL(href ?? '', baseUrl);
    expect(url.pathname).toBe('/handlerwagen/');
    expect(url.searchParams.get('cid')).toMatch(/^\d+$/);
    expect(url.searchParams.has('dealerCarsFrom')).toBe(true);
    expect(url.searchParams.get('frompage')).toBe('1');
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('searches with trimmed values longer than one character only', async () => {
    const { page, context } = await openPage();
    await page.goto(`${baseUrl}/anbieterverzeichnis/`);
    await page.getByLabel('Firmenname').fill('  Auto  ');
    await page.getByLabel('Ort', { exact: true }).fill(' G ');
    await page.getByLabel('PLZ', { exact: true }).fill('8');
    await page.getByRole('button', { name: 'Händler suchen' }).click();
    await page.waitForURL(`${baseUrl}/anbieterverzeichnis/?name=Auto`);
    await expect.poll(() => page.getByLabel('Firmenname').inputValue()).toBe('Auto');
    for (const name of await dealerNames(page)) expect(name.toLowerCase()).toContain('auto');
    await context.close();
  });

  it('goes back to the plain list when no value is usable', async () => {
    const { page, context } = await openPage();
    await page.goto(`${baseUrl}/anbieterverzeichnis/?name=Auto`);
    await page.getByLabel('Firmenname').fill(' x ');
    await page.getByRole('button', { name: 'Händler suchen' }).click();
    await page.waitForURL(`${baseUrl}/anbieterverzeichnis/`);
    await expect.poll(() => page.getByLabel('Firmenname').inputValue()).toBe('');
    await context.close();
  });

  it('does nothing when the address would not change', async () => {
    const { page, context } = await openPage();
    await page.goto(`${baseUrl}/anbieterverzeichnis/?name=Auto`);
    await page.waitForLoadState('networkidle');
    const dataRequests: string[] = [];
    const record = (r: Request) => {
      if (r.url().includes('.data')) dataRequests.push(r.url());
    };
    page.on('request', record);
    await page.getByLabel('Firmenname').fill(' Auto ');
    await page.getByRole('button', { name: 'Händler suchen' }).click();
    // A second, different search proves the first click was handled (and sent nothing).
    await page.getByLabel('Ort', { exact: true }).fill('Wien');
    await page.getByRole('button', { name: 'Händler suchen' }).click();
    await page.waitForURL(`${baseUrl}/anbieterverzeichnis/?name=Auto&city=Wien`);
    page.off('request', record);
    expect(dataRequests).toHaveLength(1);
    expect(dataRequests[0]).toContain('city=Wien');
    await context.close();
  });

  it('tidies a search sent without JavaScript the same way', async () => {
    const context = await browser().newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/anbieterverzeichnis/`);
    await page.getByLabel('Ort', { exact: true }).fill(' Graz ');
    await page.getByLabel('PLZ', { exact: true }).fill('8');
    await page.getByRole('button', { name: 'Händler suchen' }).click();
    await page.waitForURL(`${baseUrl}/anbieterverzeichnis/?city=Graz`);
    for (const address of await page.locator('.dealer-item__address').allTextContents()) expect(address).toContain('Graz');
    await context.close();
  });

  it('pages through the list, keeping the search, and answers 404 beyond the last page', async () => {
    const { page, context } = await openPage();
    await page.goto(`${baseUrl}/anbieterverzeichnis/`);
    const firstPage = await dealerNames(page);
    const total = Number((await countText(page))?.replace(/\D/g, ''));
    expect(total).toBeGreaterThan(20);
    await page.getByRole('link', { name: 'nächste Seite' }).first().click();
    await page.waitForURL(`${baseUrl}/anbieterverzeichnis/?page=2`);
    await expect.poll(() => dealerNames(page)).not.toEqual(firstPage);
    const second = new URL((await page.locator('.dealer-item h2 a').first().getAttribute('href')) ?? '', baseUrl);
    expect(second.searchParams.get('frompage')).toBe('2');
    const lastPage = Math.ceil(total / 20);
    expect((await page.goto(`${baseUrl}/anbieterverzeichnis/?page=${lastPage + 1}`))?.status()).toBe(404);
    await context.close();
  });

  it('shows an empty result', async () => {
    const { page, context } = await openPage();
    await page.goto(`${baseUrl}/anbieterverzeichnis/?name=Zzyzxqq`);
    expect(await countText(page)).toBe('0 Autohändler gefunden');
    await expect.poll(() => page.getByRole('heading', { name: 'Keine Autohändler gefunden' }).isVisible()).toBe(true);
    await context.close();
  });
});

/** A dealer of the first directory page with more than one page of cars and several makes. */
async function bigDealer(page: Page): Promise<{ cid: number; name: string; count: number }> {
  await page.goto(`${baseUrl}/anbieterverzeichnis/`);
  const entries = await page.locator('.dealer-item').evaluateAll((items) =>
    items.map((li) => ({
      href: li.querySelector('h2 a')?.getAttribute('href') ?? '',
      name: li.querySelector('h2')?.textContent ?? '',
      count: Number((li.querySelector('.dealer-item__count')?.textContent ?? '0').replace(/\D/g, '')),
    })),
  );
  // Let the router's prefetch of the visible links finish before the test navigates away.
  await page.waitForLoadState('networkidle');
  const big = entries.sort((a, b) => b.count - a.count)[0];
  if (!big || big.count <= 25) throw new Error('no dealer with more than 25 cars');
  return { cid: Number(new URL(big.href, baseUrl).searchParams.get('cid')), name: big.name, count: big.count };
}

const prices = (page: Page) => page.locator('.listing-card__price').evaluateAll((els) => els.map((el) => Number((el.textContent ?? '').replace(/\D/g, ''))));

describe('dealer cars', () => {
  it('sends visitors without cid home', async () => {
    const { page, context } = await openPage();
    await page.goto(`${baseUrl}/handlerwagen/`);
    expect(page.url()).toBe(`${baseUrl}/`);
    await page.goto(`${baseUrl}/handlerwagen/?cid=abc`);
    expect(page.url()).toBe(`${baseUrl}/`);
    await context.close();
  });

  it('shows the dealer with city, the car count, the list and the sticky seller panel', async () => {
    const { page, context, problems } = await openPage();
    const dealer = await bigDealer(page);
    await page.locator('.dealer-item h2 a', { hasText: dealer.name }).click();
    await page.waitForURL(/\/handlerwagen\/\?cid=/);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toMatch(new RegExp(`^${dealer.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, \\S`));
    await expect.poll(() => page.locator('.dealer-cars__count').textContent()).toBe(`${dealer.count} Fahrzeuge gefunden`);
    await expect.poll(() => page.locator('.listing-card').count()).toBe(20);
    const panel = page.getByRole('complementary', { name: 'Händler' });
    await expect.poll(() => panel.getByRole('heading', { name: dealer.name }).isVisible()).toBe(true);
    await expect.poll(() => panel.locator('.sticky').evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
    await expect.poll(() => page.getByRole('link', { name: 'Zurück zur Händlersuche' }).getAttribute('href')).toBe('/anbieterverzeichnis/');
    // default sort: age, descending, kept out of the address
    await expect.poll(() => page.getByLabel('Sortieren nach:').inputValue()).toBe('age');
    await expect.poll(() => page.getByLabel('Sortierrichtung').inputValue()).toBe('1');
    expect(page.url()).not.toContain('sort=');
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('is not sticky on phones', async () => {
    const { page, context } = await openPage(PHONE);
    const dealer = await bigDealer(page);
    await page.goto(`${baseUrl}/handlerwagen/?cid=${dealer.cid}`);
    await expect
      .poll(() =>
        page
          .locator('.dealer-panel')
          .locator('xpath=..')
          .evaluate((el) => getComputedStyle(el).position),
      )
      .toBe('static');
    await context.close();
  });

  it('sorts by price in both directions', async () => {
    const { page, context } = await openPage();
    const dealer = await bigDealer(page);
    await page.goto(`${baseUrl}/handlerwagen/?cid=${dealer.cid}`);
    await page.getByLabel('Sortieren nach:').selectOption('price');
    await page.waitForURL(`${baseUrl}/handlerwagen/?cid=${dealer.cid}&sort=price&desc=1`);
    await expect
      .poll(async () => {
        const p = await prices(page);
        return p.length > 1 && p.every((v, i) => i === 0 || (p[i - 1] ?? 0) >= v);
      })
      .toBe(true);
    await page.getByLabel('Sortierrichtung').selectOption('0');
    await page.waitForURL(`${baseUrl}/handlerwagen/?cid=${dealer.cid}&sort=price`);
    await expect
      .poll(async () => {
        const p = await prices(page);
        return p.length > 1 && p.every((v, i) => i === 0 || (p[i - 1] ?? 0) <= v);
      })
      .toBe(true);
    await context.close();
  });

  it('filters by make and model in the address; clearing the make removes the model; a change drops the page', async () => {
    const { page, context } = await openPage();
    const dealer = await bigDealer(page);
    await page.goto(`${baseUrl}/handlerwagen/?cid=${dealer.cid}&page=2`);
    await expect.poll(() => page.getByLabel('Modell', { exact: true }).isDisabled()).toBe(true);
    const makeOption = await page
      .getByLabel('Marke', { exact: true })
      .locator('option')
      .nth(1)
      .evaluate((o) => ({ value: (o as HTMLOptionElement).value, count: Number(/\((\d+)\)$/.exec(o.textContent ?? '')?.[1]) }));
    await page.getByLabel('Marke', { exact: true }).selectOption(makeOption.value);
    await page.waitForURL(`${baseUrl}/handlerwagen/?cid=${dealer.cid}&safemake=${makeOption.value}`);
    await expect
      .poll(() => page.locator('.dealer-cars__count').textContent())
      .toBe(`${makeOption.count} ${makeOption.count === 1 ? 'Fahrzeug' : 'Fahrzeuge'} gefunden`);
    await expect.poll(() => page.getByLabel('Modell', { exact: true }).isDisabled()).toBe(false);
    const model = await page.getByLabel('Modell', { exact: true }).locator('option').nth(1).getAttribute('value');
    await page.getByLabel('Modell', { exact: true }).selectOption(model ?? '');
    await page.waitForURL(`${baseUrl}/handlerwagen/?cid=${dealer.cid}&safemake=${makeOption.value}&safemodel=${model}`);
    await page.getByLabel('Marke', { exact: true }).selectOption('');
    await page.waitForURL(`${baseUrl}/handlerwagen/?cid=${dealer.cid}`);
    await expect.poll(() => page.getByLabel('Modell', { exact: true }).isDisabled()).toBe(true);
    await expect.poll(() => page.locator('.dealer-cars__count').textContent()).toBe(`${dealer.count} Fahrzeuge gefunden`);
    await context.close();
  });

  it('pages through the cars and answers 404 beyond the last page', async () => {
    const { page, context } = await openPage();
    const dealer = await bigDealer(page);
    await page.goto(`${baseUrl}/handlerwagen/?cid=${dealer.cid}`);
    const first = await page.locator('.listing-card').first().getAttribute('data-listing-id');
    await page.getByRole('link', { name: 'nächste Seite' }).first().click();
    await page.waitForURL(`${baseUrl}/handlerwagen/?cid=${dealer.cid}&page=2`);
    await expect.poll(() => page.locator('.listing-card').first().getAttribute('data-listing-id')).not.toBe(first);
    const lastPage = Math.ceil(dealer.count / 20);
    expect((await page.goto(`${baseUrl}/handlerwagen/?cid=${dealer.cid}&page=${lastPage + 1}`))?.status()).toBe(404);
    await context.close();
  });

  it('tidies unknown makes and hand-typed defaults with one redirect', async () => {
    const { page, context } = await openPage();
    const dealer = await bigDealer(page);
    await page.goto(`${baseUrl}/handlerwagen/?sort=age&desc=1&safemake=gibtsnicht&cid=${dealer.cid}`);
    expect(pathAndQuery(page)).toBe(`/handlerwagen/?cid=${dealer.cid}`);
    await context.close();
  });

  it('shows the empty state', async () => {
    const { page, context } = await openPage();
    const dealer = await bigDealer(page);
    // A make the dealer does not sell gives no cars.
    await page.goto(`${baseUrl}/handlerwagen/?cid=${dealer.cid}`);
    const offered = await page
      .getByLabel('Marke', { exact: true })
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    const missing = ['puch', 'ferrari', 'lamborghini', 'bentley', 'aston-martin', 'alpine'].find((m) => !offered.includes(m));
    await page.goto(`${baseUrl}/handlerwagen/?cid=${dealer.cid}&safemake=${missing}`);
    await expect.poll(() => page.getByRole('heading', { name: 'Keine Fahrzeuge gefunden' }).isVisible()).toBe(true);
    await expect.poll(() => page.locator('.dealer-cars__count').textContent()).toBe('0 Fahrzeuge gefunden');
    await context.close();
  });
});

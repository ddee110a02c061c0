/**
 * Moving between the search and the detail page in Chromium (SPEC §2): the previous/next navigator
 * and back link for a valid index only, the back-link rule (watch list, pretty make/model path, page
 * of the index), the close cross on phones, breadcrumbs and the app view.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { formatNumber } from '#src/domain/format/number-format.ts';
import { DESKTOP, openWatchedPage, PHONE, useBrowser } from '../support/browser.ts';
import { pickCar } from '../support/listing-detail-fixtures.ts';
import { useTestDb } from '../support/watch-list-fixtures.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const db = useTestDb();

/** Result ids in list order and the total, from the search API the result pages use. */
async function searchIds(backendQuery: string): Promise<{ ids: number[]; total: number }> {
  const response = await fetch(`${baseUrl}/api/v2/search-listings?${backendQuery}&size=50`);
  const body = (await response.json()) as { listings: { id: number }[]; metadata: { totalItems: number } };
  return { ids: body.listings.map((l) => l.id), total: body.metadata.totalItems };
}

const navigator = (page: Page) => page.locator('.detail-navigator');
const backLink = (page: Page) => page.locator('.detail .back-link');
const detailId = (href: string | null) => Number(new URL(href ?? '', baseUrl).pathname.split('/').pop());

describe('navigator and back link', () => {
  it('steps to the previous and next car of the search and links back to its result page', async () => {
    const { ids, total } = await searchIds('sort=price&desc=1');
    const index = 22;
    const query = `sort=price&desc=1&index=${index}&from=angebote`;
    const { page, context, problems } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}/fahrzeuge/-/${ids[index - 1]}?${query}`);
    await expect.poll(() => navigator(page).locator('.detail-navigator__position').textContent()).toBe(`${index} von ${formatNumber(total)}`);
    const prev = navigator(page).getByRole('link', { name: /Vorheriges Fahrzeug/ });
    const next = navigator(page).getByRole('link', { name: /Nächstes Fahrzeug/ });
    expect(detailId(await prev.getAttribute('href'))).toBe(ids[index - 2]);
    expect(new URL((await prev.getAttribute('href')) ?? '', baseUrl).searchParams.get('index')).toBe(String(index - 1));
    expect(detailId(await next.getAttribute('href'))).toBe(ids[index]);
    await expect.poll(() => backLink(page).textContent()).toContain('Zurück zur Suche');
    await expect.poll(() => backLink(page).getAttribute('href')).toBe('/angebote/?sort=price&desc=1&page=2');

    await next.click();
    await page.waitForURL((url) => url.pathname.endsWith(`/${ids[index]}`) && url.searchParams.get('index') === String(index + 1));
    await expect.poll(() => navigator(page).locator('.detail-navigator__position').textContent()).toBe(`${index + 1} von ${formatNumber(total)}`);
    await expect.poll(() => page.locator('.detail').getAttribute('data-listing-id')).toBe(String(ids[index]));

    // The back link's result page exists (following it is the search page's own business).
    expect((await fetch(`${baseUrl}${await backLink(page).getAttribute('href')}`)).status).toBe(200);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('has no previous car on index 1 and neither navigator nor back link outside 1..400', async () => {
    const { ids } = await searchIds('sort=price');
    const { page, context } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}/fahrzeuge/-/${ids[0]}?sort=price&index=1`);
    await expect.poll(() => navigator(page).locator('.detail-navigator__step.is-disabled').textContent()).toContain('Vorheriges Fahrzeug');
    await expect.poll(() => backLink(page).getAttribute('href')).toBe('/angebote/?sort=price');
    for (const index of ['0', '401', 'abc']) {
      await page.goto(`${baseUrl}/fahrzeuge/-/${ids[0]}?sort=price&index=${index}`);
      await expect.poll(() => navigator(page).locator('.detail-navigator__position').count()).toBe(0);
      await expect.poll(() => backLink(page).count()).toBe(0);
    }
    await context.close();
  });

  it('goes back to the pretty make/model path and counts that search', async () => {
    const car = pickCar(db());
    const row = db()
      .prepare(
        'SELECT mk.id AS make_id, mk.safe_value AS make, md.id AS model_id, md.safe_value AS model FROM listings l JOIN makes mk ON mk.id = l.make_id JOIN models md ON md.id = l.model_id WHERE l.id = ?',
      )
      .get(car.id) as { make_id: number; make: string; model_id: number; model: string };
    const { ids, total } = await searchIds(`mmm=${row.make_id}|${row.model_id}`);
    const index = ids.indexOf(car.id) + 1;
    expect(index).toBeGreaterThan(0);
    const { page, context } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}${car.path}?safemake=${row.make}&safemodel=${row.model}&index=${index}`);
    await expect.poll(() => navigator(page).locator('.detail-navigator__position').textContent()).toBe(`${index} von ${formatNumber(total)}`);
    await expect.poll(() => backLink(page).getAttribute('href')).toBe(`/angebote/${row.make}/${row.model}/`);
    // Breadcrumbs lead to the make and the model search.
    const crumbs = await page.locator('.detail .breadcrumbs a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(crumbs).toEqual(['/angebote/', `/angebote/${row.make}/`, `/angebote/${row.make}/${row.model}/`]);
    await context.close();
  });

  it('links back to the watch list, keeping the selection, without a navigator', async () => {
    const car = pickCar(db());
    const { page, context } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}${car.path}?from=merkliste&selectedIds=${car.id},12&index=2`);
    await expect.poll(() => backLink(page).textContent()).toContain('Zurück zur Merkliste');
    await expect.poll(() => backLink(page).getAttribute('href')).toBe(`/merkliste/?selectedIds=${car.id},12`);
    await expect.poll(() => navigator(page).locator('.detail-navigator__position').count()).toBe(0);
    await page.goto(`${baseUrl}${car.path}?from=vergleichen&selectedIds=${car.id}`);
    await expect.poll(() => backLink(page).getAttribute('href')).toBe(`/merkliste/?selectedIds=${car.id}`);
    await context.close();
  });

  it('shows the close cross on phones only, leading where the back link leads; app view hides the back link', async () => {
    const { ids } = await searchIds('sort=mileage');
    const path = `/fahrzeuge/-/${ids[44]}?sort=mileage&index=45`;
    const phone = await openWatchedPage(browser(), PHONE);
    await phone.page.goto(`${baseUrl}${path}`);
    const cross = phone.page.getByRole('link', { name: 'Detailansicht schließen' });
    await expect.poll(() => cross.isVisible()).toBe(true);
    await expect.poll(() => cross.getAttribute('href')).toBe('/angebote/?sort=mileage&page=3');
    await phone.context.close();

    const desktop = await openWatchedPage(browser(), DESKTOP);
    await desktop.page.goto(`${baseUrl}${path}`);
    await expect.poll(() => desktop.page.getByRole('link', { name: 'Detailansicht schließen' }).isVisible()).toBe(false);
    await desktop.page.goto(`${baseUrl}${path}&appview=true`);
    await expect.poll(() => backLink(desktop.page).count()).toBe(0);
    await expect.poll(() => desktop.page.locator('h1.visually-hidden').count()).toBe(1);
    await desktop.context.close();
  });
});

/** Issue 19 point 13: without JavaScript the page shows no controls that would do nothing. */
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, openWatchedPage, useBrowser } from '../support/browser.ts';
import { pickCar } from '../support/listing-detail-fixtures.ts';
import { useTestDb } from '../support/watch-list-fixtures.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const db = useTestDb();

describe('detail page without JavaScript', () => {
  it('hides the gallery arrows, keeps the place of the invisible call and print buttons, the share menu works; with JavaScript they work', async () => {
    const car = pickCar(db(), 'l.photo_count >= 3');
    const context = await browser().newContext({ viewport: DESKTOP, locale: 'de-AT', javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${car.path}`);
    await page.locator('.gallery__stage').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Nächstes Foto' }).count()).toBe(0);
    const reveal = page.locator('.call-button').filter({ hasText: 'Nummer anzeigen' }).first();
    await expect.poll(() => reveal.isVisible()).toBe(false);
    const hiddenBox = await reveal.boundingBox();
    await expect.poll(() => page.locator('.print-button').isVisible()).toBe(false);
    // The share menu is a <details> of plain links: it works without JavaScript.
    await page.getByText('Teilen', { exact: true }).click();
    await expect.poll(() => page.locator('.share-menu__list a').first().isVisible()).toBe(true);
    await context.close();

    const watched = await openWatchedPage(browser(), DESKTOP);
    await watched.page.goto(`${baseUrl}${car.path}`);
    await watched.page.getByRole('button', { name: 'Nächstes Foto' }).first().click();
    await expect.poll(() => watched.page.locator('.gallery__counter').textContent()).toContain('2');
    const shown = watched.page.getByRole('button', { name: 'Nummer anzeigen' });
    await expect.poll(() => shown.isVisible()).toBe(true);
    await expect.poll(() => watched.page.getByRole('button', { name: 'Drucken' }).isVisible()).toBe(true);
    // Same place before and after hydration: no layout shift.
    expect((await shown.boundingBox())?.height).toBe(hiddenBox?.height);
    expect(watched.problems).toEqual([]);
    await watched.context.close();
  });
});

describe('home search without JavaScript', () => {
  it("keeps the model field invisible in its place until hydration; a make alone leads to that make's result list, whose model field works", async () => {
    const context = await browser().newContext({ viewport: DESKTOP, locale: 'de-AT', javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    const model = page.locator('#home-model');
    await expect.poll(() => model.isVisible()).toBe(false);
    const pendingBox = await model.boundingBox();
    expect(pendingBox?.height).toBeGreaterThan(0);

    const make = page.locator('#home-make');
    const firstMake = make.locator('optgroup option').first();
    const [makeId, makeLabel] = [await firstMake.getAttribute('value'), (await firstMake.textContent()) ?? ''];
    await make.selectOption(makeId ?? '');
    await page.getByRole('button', { name: /Fahrzeuge anzeigen/ }).click();
    await page.waitForURL(/\/angebote\/[a-z-]+\/$/);
    const models = page.locator('#filter-model');
    await expect.poll(() => models.isEnabled()).toBe(true);
    await expect.poll(() => models.locator('option').count()).toBeGreaterThan(1);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain(makeLabel.replace(/\s*\(.*$/, ''));
    await context.close();

    // With JavaScript the same field is shown in the same place: nothing moves on hydration.
    const watched = await openWatchedPage(browser(), DESKTOP);
    await watched.page.goto(`${baseUrl}/`);
    await watched.page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const shown = watched.page.locator('#home-model');
    await expect.poll(() => shown.isVisible()).toBe(true);
    await expect.poll(() => shown.boundingBox()).toEqual(pendingBox);
    expect(watched.problems).toEqual([]);
    await watched.context.close();
  });
});

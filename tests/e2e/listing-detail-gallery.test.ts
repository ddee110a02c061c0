/**
 * The detail page's photo gallery in Chromium (SPEC §2 'Gallery behaviour'): wrapping, thumbnails,
 * swipes, the full-screen lightbox with its keys, doubled short lists, the no-photo state, responsive
 * images without layout shift, and axe on dealer and private-seller pages with the lightbox open.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openWatchedPage, PHONE, useBrowser, waitForHydration } from '../support/browser.ts';
import { pickCar, updateCar } from '../support/listing-detail-fixtures.ts';
import { useTestDb } from '../support/watch-list-fixtures.ts';
import { axeOn } from '../support/axe.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const db = useTestDb();

const counter = (page: Page) =>
  page
    .locator('.gallery__counter')
    .textContent()
    .then((t) => t?.replace(/^Foto\s*/, '').trim());
const stage = (page: Page) => page.locator('.gallery__stage');

async function swipe(page: Page, dx: number, dy: number) {
  const box = await stage(page).boundingBox();
  if (!box) throw new Error('no stage');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2);
  await page.mouse.move(x + dx, y + dy);
  await page.mouse.up();
}

describe('gallery', () => {
  it('wraps at both ends, jumps to a clicked thumbnail without animation and scrolls the strip', async () => {
    const car = pickCar(db(), 'l.photo_count >= 6');
    const n = car.photoCount;
    // A small tablet: phones show no thumbnail strip (issue 27: title and price come first there).
    const { page, context, problems } = await openWatchedPage(browser(), { width: 700, height: 900 });
    await page.goto(`${baseUrl}${car.path}`);
    await waitForHydration(page);
    expect(await counter(page)).toBe(`1 / ${n}`);
    await page.getByRole('button', { name: 'Vorheriges Foto' }).first().click();
    await expect.poll(() => counter(page)).toBe(`${n} / ${n}`);
    await page.getByRole('button', { name: 'Nächstes Foto' }).first().click();
    await expect.poll(() => counter(page)).toBe(`1 / ${n}`);
    // A step slides in 0.5 s …
    await expect.poll(() => page.locator('.gallery__stage .slides').getAttribute('class')).toBe('slides');
    await expect
      .poll(() => page.locator('.gallery__stage .slides__slide[aria-hidden="false"]').evaluate((el) => getComputedStyle(el).transitionDuration))
      .toBe('0.5s');

    // … a thumbnail click jumps without animation and scrolls the strip to (index − 1) × (124 + 10).
    const strip = page.locator('.gallery > .gallery__thumbs');
    await strip.locator('a').nth(4).click();
    await expect.poll(() => counter(page)).toBe(`5 / ${n}`);
    await expect.poll(() => page.locator('.gallery__stage .slides').getAttribute('class')).toContain('slides--instant');
    const maxScroll = await strip.evaluate((el) => el.scrollWidth - el.clientWidth);
    await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBe(Math.min(3 * 134, maxScroll));
    await expect.poll(() => strip.locator('a[aria-current="true"]').count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('steps on horizontal swipes longer than a quarter of the width, and only on those', async () => {
    const car = pickCar(db(), 'l.photo_count >= 4');
    const { page, context } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}${car.path}`);
    await waitForHydration(page);
    const width = (await stage(page).boundingBox())?.width ?? 0;
    await swipe(page, -(width / 4 + 30), 10);
    await expect.poll(() => counter(page)).toBe(`2 / ${car.photoCount}`);
    await swipe(page, width / 4 + 30, -10);
    await expect.poll(() => counter(page)).toBe(`1 / ${car.photoCount}`);
    await swipe(page, -(width / 4 - 30), 0);
    await swipe(page, -(width / 4 + 30), width / 4 + 60);
    expect(await counter(page)).toBe(`1 / ${car.photoCount}`);
    // A swipe is not a click: the lightbox stayed shut.
    await expect.poll(() => page.locator('dialog.lightbox[open]').count()).toBe(0);
    await context.close();
  });

  it('opens full screen with Schließen and Weitere Fotos; arrow keys step and wrap; Escape closes', async () => {
    const car = pickCar(db(), 'l.photo_count >= 3');
    const n = car.photoCount;
    const { page, context } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}${car.path}`);
    await waitForHydration(page);
    await page.getByRole('link', { name: /Weitere Fotos/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect.poll(() => dialog.getByRole('heading', { name: 'Weitere Fotos' }).count()).toBe(1);
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('is-scroll-locked'))).toBe(true);
    const position = () => dialog.locator('.lightbox__counter').textContent();
    expect(await position()).toBe(`Foto 1 von ${n}`);
    await page.keyboard.press('ArrowRight');
    await expect.poll(position).toBe(`Foto 2 von ${n}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(position).toBe(`Foto ${n} von ${n}`);
    // The big photos come as responsive images too.
    await expect.poll(() => dialog.locator('.slides__slide[aria-hidden="false"] source').getAttribute('srcset')).toContain('-big.webp');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('dialog.lightbox[open]').count()).toBe(0);
    expect(await counter(page)).toBe(`${n} / ${n}`);
    // The lock is released in the effect that follows the close.
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('is-scroll-locked'))).toBe(false);

    await page.getByRole('button', { name: 'Foto in Vollbild anzeigen' }).click();
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await expect.poll(() => page.locator('dialog.lightbox[open]').count()).toBe(0);
    await context.close();
  });

  it('doubles two photos internally so the loop has a photo on each side', async () => {
    const car = pickCar(db(), 'l.photo_count >= 2');
    updateCar(db(), car.id, { photo_count: 2 });
    const { page, context } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}${car.path}`);
    await waitForHydration(page);
    await expect.poll(() => page.locator('.gallery__stage .slides__slide').count()).toBe(4);
    await expect.poll(() => page.locator('.gallery > .gallery__thumbs a').count()).toBe(2);
    const next = page.getByRole('button', { name: 'Nächstes Foto' }).first();
    for (const expected of ['2 / 2', '1 / 2', '2 / 2']) {
      await next.click();
      await expect.poll(() => counter(page)).toBe(expected);
    }
    await context.close();
  });

  it('shows the no-photo texts over a placeholder grid of 4', async () => {
    const car = pickCar(db());
    updateCar(db(), car.id, { photo_count: 0 });
    const { page, context } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}${car.path}`);
    await expect.poll(() => page.getByText('Leider sind keine Bilder verfügbar.').count()).toBe(1);
    await expect.poll(() => page.getByText('Bitte wenden Sie sich an den Verkäufer.').count()).toBe(1);
    await expect.poll(() => page.locator('.gallery__placeholder-tile').count()).toBe(4);
    await context.close();
  });

  it('loads the first photo eagerly with srcset, the rest once the gallery is used, and nothing shifts', async () => {
    const car = pickCar(db(), 'l.photo_count >= 4');
    const { page, context } = await openWatchedPage(browser());
    await page.addInitScript(() => {
      (window as unknown as { cls: number }).cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) (window as unknown as { cls: number }).cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${baseUrl}${car.path}`);
    const images = page.locator('.gallery__stage .slides__slide img');
    await expect.poll(() => images.nth(0).getAttribute('loading')).toBe('eager');
    await expect.poll(() => images.nth(0).getAttribute('fetchpriority')).toBe('high');
    // The other photos would compete with the main one (LCP): they come when the gallery is used.
    await expect.poll(() => images.count()).toBe(1);
    await expect.poll(() => images.nth(0).getAttribute('srcset')).toMatch(/-small\.jpeg\S* 240w, .*-medium\.jpeg\S* 640w, .*-big\.jpeg\S* 1280w/);
    await expect.poll(() => page.locator('.gallery__stage .slides__slide source').first().getAttribute('type')).toBe('image/webp');
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.evaluate(() => (window as unknown as { cls: number }).cls)).toBeLessThan(0.02);
    await context.close();
  });
});

describe('accessibility (axe)', () => {
  async function axe(page: Page) {
    const result = await axeOn(page).analyze();
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  }

  it('has no violations on a dealer detail page, with the lightbox open too', async () => {
    const car = pickCar(db(), "s.type = 'D' AND s.tier IN ('T30', 'T40') AND l.photo_count >= 3");
    const { page, context } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}${car.path}`);
    await waitForHydration(page);
    expect(await axe(page)).toEqual([]);
    await page.getByRole('link', { name: /Weitere Fotos/ }).click();
    await page.getByRole('dialog').waitFor();
    expect(await axe(page)).toEqual([]);
    await context.close();
  });

  it('has no violations on a private seller detail page, with the lightbox open too', async () => {
    const car = pickCar(db(), "s.type = 'P' AND l.photo_count >= 2");
    const { page, context } = await openWatchedPage(browser(), PHONE);
    await page.goto(`${baseUrl}${car.path}`);
    await waitForHydration(page);
    expect(await axe(page)).toEqual([]);
    await page.getByRole('button', { name: 'Foto in Vollbild anzeigen' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await axe(page)).toEqual([]);
    await context.close();
  });
});

import type AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { atPhoneAndDesktop, DESKTOP, launchBrowser, PHONE } from '../support/browser.ts';
import { seedWatchList } from '../support/watch-list-fixtures.ts';
import { waitForPageReady, waitForReact } from './support/page-ready.ts';
import { inventorySample, pageSamples, routeSamples, routesWithoutSample } from './support/route-samples.ts';
import { axeOn } from '../support/axe.ts';

/**
 * Gate 3: axe finds no violations on any route of the route table, at phone (375 px) and desktop
 * (1280 px) width, and with the main popups open: the detail page's full-screen gallery, the
 * contact popup, the error report, the mobile menu and the watch list's confirmation.
 * First visits: the cookie hint is part of what is checked.
 */
const baseUrl = inject('baseUrl');
const inventory = inventorySample(inject('dataDir'));
const samples = routeSamples(inventory);
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

function describeViolations(result: Awaited<ReturnType<AxeBuilder['analyze']>>): string[] {
  return result.violations.map(
    (v) =>
      `${v.id} (${v.impact ?? '?'}): ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}

async function violationsOn(page: Page): Promise<string[]> {
  return describeViolations(await axeOn(page).analyze());
}

async function withPage<T>(viewport: { width: number; height: number }, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ viewport, locale: 'de-AT' });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

describe('axe on every route', () => {
  it('has a sample address for every route of the route table', () => {
    expect(routesWithoutSample(samples)).toEqual([]);
  });

  // Each address loads once, at 375 px, and axe runs on it at 375 and then at 1280 px (resizeTo: the same
  // document laid out again after its media-query listeners re-rendered): one load instead of one per width.
  describe('at 375 and 1280 px', () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      context = await browser.newContext({ viewport: PHONE, locale: 'de-AT' });
      page = await context.newPage();
    });
    afterAll(async () => {
      await context.close();
    });

    for (const sample of pageSamples(samples)) {
      it(`${sample.path} has no violations`, async () => {
        await page.setViewportSize(PHONE);
        const res = await page.goto(`${baseUrl}${sample.path}`);
        expect.soft(res?.status()).toBe(sample.status);
        await waitForPageReady(page);
        // phone: 375 px, desktop: 1280 px
        expect(await atPhoneAndDesktop(page, violationsOn)).toEqual({ phone: [], desktop: [] });
      });
    }
  });
});

describe('axe with the main popups open', () => {
  const detail = `${inventory.listing.detailPath}?index=1`;

  for (const [width, viewport] of [
    ['375 px', PHONE],
    ['1280 px', DESKTOP],
  ] as const) {
    it(`detail page: full-screen gallery and error report at ${width}`, async () => {
      await withPage(viewport, async (page) => {
        await page.goto(`${baseUrl}${detail}`);
        await waitForPageReady(page);
        const more = page.getByRole('link', { name: /Weitere Fotos/ });
        await waitForReact(more);
        await more.click();
        await page.getByRole('dialog').waitFor();
        expect(await violationsOn(page), 'gallery open').toEqual([]);
        await page.keyboard.press('Escape');
        await page.locator('dialog[open]').waitFor({ state: 'detached' });

        await page.locator('details.error-report > summary').click();
        await page.locator('details.error-report[open]').waitFor();
        expect(await violationsOn(page), 'error report open').toEqual([]);
      });
    });
  }

  it('mobile menu open at 375 px', async () => {
    await withPage(PHONE, async (page) => {
      await page.goto(`${baseUrl}/`);
      await waitForPageReady(page);
      await page.getByRole('button', { name: 'Menü' }).click();
      await expect.poll(() => page.getByRole('button', { name: 'Menü' }).getAttribute('aria-expanded')).toBe('true');
      expect(await violationsOn(page)).toEqual([]);
    });
  });

  it('compare page: contact popup open at 1280 px', async () => {
    const ids = inventory.compareIds.join(',');
    await withPage(DESKTOP, async (page) => {
      await page.goto(`${baseUrl}/vergleichen/?carIds=${ids}&selectedIds=${ids}`);
      await waitForPageReady(page);
      await page
        .getByRole('button', { name: /^E-Mail senden/ })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
      expect(await violationsOn(page)).toEqual([]);
    });
  });

  for (const [width, viewport] of [
    ['375 px', PHONE],
    ['1280 px', DESKTOP],
  ] as const) {
    it(`watch list with cars and its removal confirmation at ${width}`, async () => {
      await withPage(viewport, async (page) => {
        await page.goto(`${baseUrl}/merkliste/`);
        await seedWatchList(page, inventory.compareIds);
        await waitForPageReady(page);
        await expect.poll(() => page.locator('[data-watch-item]').count()).toBe(inventory.compareIds.length);
        expect(await violationsOn(page), 'watch list with cars').toEqual([]);
        const remove = page.locator('[data-watch-item] [data-watch-listing-id]').first();
        await waitForReact(remove);
        await remove.click();
        await page.getByRole('alertdialog').waitFor();
        expect(await violationsOn(page), 'confirmation open').toEqual([]);
      });
    });
  }
});

import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import { DESKTOP, openWatchedPage, type WatchedPage } from '../support/browser.ts';

export const baseUrl = inject('baseUrl');

/** A watched page whose visitor already answered the cookie question, so no banner covers the page. */
export async function openSearchPage(browser: Browser, viewport: { width: number; height: number } = DESKTOP): Promise<WatchedPage> {
  const watched = await openWatchedPage(browser, viewport);
  await watched.context.addCookies([{ name: 'gw_consent', value: 'denied', url: baseUrl }]);
  return watched;
}

/** The number the result page's H1 starts with ('1.234 VW Golf Gebrauchtwagen' → 1234). */
export async function headlineCount(page: Page): Promise<number> {
  // After a client-side navigation the URL can change a moment before the new page renders.
  const heading = page.locator('h1', { hasText: /^\s*[\d.]+ / }).first();
  await heading.waitFor();
  const text = (await heading.textContent()) ?? '';
  const match = /^\s*([\d.]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no count in heading '${text}'`);
  return Number(match[1].replace(/\./g, ''));
}

/** Total of a search from the JSON API (backend query), for comparing with what a page shows. */
export async function apiTotal(query: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/classified-search/totalcount?${query}`);
  const body = (await res.json()) as { totalCount: number };
  return body.totalCount;
}

/** Marks the document so a test can tell an in-place update from a full page load. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __searchMark: number }).__searchMark = 1;
  });
}

export async function documentStillMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __searchMark?: number }).__searchMark === 1);
}

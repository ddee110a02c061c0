import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { useFileFixture } from './file-fixture.ts';

export const PHONE = { width: 375, height: 812 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** The flags this machine needs (no sandbox, no background networking); Lighthouse uses them too. */
export const CHROMIUM_ARGS: readonly string[] = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Debian's Chromium, started the way this machine allows (no sandbox, no background networking). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
}

/** One browser for the calling test file; call `browser()` inside hooks and tests. */
export function useBrowser(): () => Browser {
  return useFileFixture('the browser', launchBrowser, (browser) => browser.close());
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors, page errors and failed or 5xx requests seen so far. */
  problems: string[];
}

/**
 * Waits until React has hydrated the document (root.tsx marks <html data-hydrated>); the scripts
 * load after the first paint, so a click before that reaches a page without handlers. Documents
 * without the app's scripts (plain error pages) count as ready.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated') || !document.querySelector('script[type="module"]'));
}

/**
 * A page in a fresh context that records every console error and failed request. Its `goto` and
 * `reload` return once the new document is hydrated.
 */
export async function openWatchedPage(browser: Browser, viewport: { width: number; height: number } = DESKTOP): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport, locale: 'de-AT' });
  const page = await context.newPage();
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await waitForHydration(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await waitForHydration(page);
    return response;
  };
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('requestfailed', (req) => problems.push(`requestfailed: ${req.url()} ${req.failure()?.errorText ?? ''}`));
  page.on('response', (res) => {
    if (res.status() >= 500) problems.push(`http ${res.status()}: ${res.url()}`);
  });
  return { page, context, problems };
}

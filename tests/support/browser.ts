import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterEach } from 'vitest';
import { useFileFixture } from './file-fixture.ts';

export const PHONE = { width: 375, height: 812 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** The flags this machine needs (no sandbox, no background networking); Lighthouse uses them too. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium, started the way this machine allows (no sandbox, no background networking). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
}

/** One browser for the calling test file; call `browser()` inside hooks and tests. */
export function useBrowser(): () => Browser {
  return useFileFixture(
    'the browser',
    async () => trackContexts(await launchBrowser()),
    (browser) => browser.close(),
  );
}

/** Where a failed test's traces and screenshots go once `keepFailureArtifacts` was called. */
let artifacts: { dir: string; contexts: Set<BrowserContext> } | null = null;

/**
 * Playwright traces (DOM snapshots, network, console per test) with `E2E_TRACE=1`. Off by default: recording
 * costs 5–19 s of the two cores per file, and a CI run keeps only its log; rerun a failing file with it on.
 */
const TRACING = process.env.E2E_TRACE === '1';

/**
 * From now on, when a test fails, a screenshot of each page of every context of `useBrowser()` still open
 * (and with `E2E_TRACE=1` its trace: `npx playwright-core show-trace FILE` or trace.playwright.dev) is
 * kept in `dir`. The e2e project's setup file calls this for every browser test file.
 */
export function keepFailureArtifacts(dir: string) {
  const state = { dir, contexts: new Set<BrowserContext>() };
  artifacts = state;
  afterEach(async ({ task }) => {
    const failed = task.result?.state === 'fail';
    const target = path.join(state.dir, `${path.basename(task.file.name, '.test.ts')}--${task.name.replace(/[^\w-]+/g, '-').slice(0, 80)}`);
    let kept = 0;
    const problems: string[] = [];
    for (const context of state.contexts) {
      kept++;
      if (failed) {
        fs.mkdirSync(target, { recursive: true });
        for (const [i, page] of context.pages().entries()) {
          // A page that hangs still leaves its trace.
          await page
            .screenshot({ path: path.join(target, `context-${kept}-page-${i + 1}.png`), fullPage: true, timeout: 10_000 })
            .catch((error: unknown) => problems.push(String(error)));
        }
      }
      if (!TRACING) continue;
      try {
        await context.tracing.stopChunk(failed ? { path: path.join(target, `context-${kept}-trace.zip`) } : undefined);
        // A context a file shares between tests goes on recording for the next one.
        await context.tracing.startChunk();
      } catch (error) {
        // Mostly a context that closed while the test ended: nothing left to keep.
        if (failed) problems.push(String(error));
      }
    }
    if (failed && kept > 0) process.stderr.write(`browser traces and screenshots of the failed test: ${target}\n${problems.join('\n')}\n`);
  });
}

/** Keeps track of every new context of `browser` (and has it record a trace) while failure artifacts are kept. */
function trackContexts(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    if (artifacts) {
      const { contexts } = artifacts;
      if (TRACING) await context.tracing.start({ snapshots: true, screenshots: false });
      contexts.add(context);
      context.on('close', () => contexts.delete(context));
    }
    return context;
  };
  return browser;
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
 * Lays the open document out at another width, as a visitor turning or resizing the window would, and
 * returns once the page's own resize and media-query listeners have had two frames to re-render: a check
 * at several widths then costs one page load instead of one per width.
 */
export async function resizeTo(page: Page, viewport: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(viewport);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** `check` at phone width, then at desktop width on the same document: one load for both widths (axe runs). */
export async function atPhoneAndDesktop<T>(page: Page, check: (page: Page) => Promise<T>): Promise<{ phone: T; desktop: T }> {
  await resizeTo(page, PHONE);
  const phone = await check(page);
  await resizeTo(page, DESKTOP);
  return { phone, desktop: await check(page) };
}

/**
 * A page in a fresh context that records every console error and failed request. Its `goto` and
 * `reload` return once the new document is hydrated.
 */
export async function openWatchedPage(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
  /** e.g. `httpCredentials` for the operator page */
  contextOptions: BrowserContextOptions = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport, locale: 'de-AT', ...contextOptions });
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
  // A request the page itself cancels (it navigated on before a photo or a data fetch finished) is no fault of the site.
  page.on('requestfailed', (req) => {
    const error = req.failure()?.errorText ?? '';
    if (error !== 'net::ERR_ABORTED') problems.push(`requestfailed: ${req.url()} ${error}`);
  });
  page.on('response', (res) => {
    if (res.status() >= 500) problems.push(`http ${res.status()}: ${res.url()}`);
  });
  return { page, context, problems };
}

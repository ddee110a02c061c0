import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { WATCH_LIST_KEY } from '../support/watch-list-fixtures.ts';
import { launchDebuggableChromium, type DebuggableChromium } from './support/chromium-debug.ts';
import { startHttpsFront, type HttpsFront } from './support/https-front.ts';
import { lighthouseMisses, lighthouseTable, medianRun, runLighthouse, type LighthouseFigures } from './support/lighthouse-runner.ts';
import { inventorySample } from './support/route-samples.ts';

/**
 * Gate 1: Lighthouse 12.8 (mobile emulation, simulated slow 4G and 4× CPU slowdown) on the home
 * page, a result list, a detail page, the watch list with cars and the dealer directory:
 * accessibility 100, best practices ≥ 95, SEO 100, CLS ≤ 0.05, and the speed figures performance ≥ 80 and
 * LCP ≤ 2.0 s. The speed figures are timings of this machine's CPU: `npm test` prints them, the benchmark
 * `npm run bench:lighthouse` (LIGHTHOUSE_SPEED=1) also holds them to their limits (docs/quality-gates.md).
 * The runs go one after another in one Chromium; the table (with every run's performance score) is
 * printed whether they pass or not. Each page is judged on the median of three runs.
 *
 * The site is measured as visitors get it: over HTTPS with HTTP/2, through a TLS-terminating front
 * (support/https-front.ts) like the reverse proxy of a production setup.
 */
const appUrl = inject('baseUrl');
let baseUrl = '';
let front: HttpsFront;
const inventory = inventorySample(inject('dataDir'));
/** Each run of the first view of a detail page opens another car whose photo was never drawn. */
const firstViews = inventory.lastCars.filter((car) => !fs.existsSync(path.join(inject('dataDir'), 'first-photos', String(car.id))));
const PAGES = [
  { page: 'home', path: '/' },
  { page: 'result list', path: '/angebote/' },
  { page: 'detail page', path: inventory.listing.detailPath },
  { page: 'detail page, photo drawn on this view', paths: firstViews.map((car) => car.detailPath) },
  { page: 'watch list (3 cars)', path: '/merkliste/', watchList: inventory.compareIds },
  { page: 'dealer directory', path: '/anbieterverzeichnis/' },
] as const;

let chrome: DebuggableChromium;
const results: LighthouseFigures[] = [];

beforeAll(async () => {
  front = await startHttpsFront(appUrl);
  baseUrl = front.url;
  // The front's certificate is self-signed for 127.0.0.1.
  chrome = await launchDebuggableChromium(['--ignore-certificate-errors']);
  // A demo car's first photo is drawn ahead by the background jobs (issue 30 point 4), never on the
  // page view: wait until the car's three WebP sizes are on disk, without requesting them, so the
  // detail page is measured as a visitor who is the first to see it gets it.
  const firstPhotos = path.join(inject('dataDir'), 'first-photos', String(inventory.listing.id));
  await vi.waitFor(() => expect(fs.existsSync(firstPhotos) ? fs.readdirSync(firstPhotos).filter((f) => f.endsWith('.webp')) : []).toHaveLength(3), {
    timeout: 120_000,
    interval: 250,
  });
});
afterAll(async () => {
  if (results.length) console.log(`Lighthouse 12.8 (mobile, HTTPS + HTTP/2):\n${lighthouseTable(results)}`);
  await chrome?.close();
  await front?.close();
});

/**
 * Stores a watch list in the site's localStorage of the shared profile (Lighthouse keeps local
 * storage between runs and only clears caches), from a page that loads nothing else.
 */
async function storeWatchList(ids: readonly number[]): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('no default browser context');
    const page = await context.newPage();
    await page.goto(`${baseUrl}/robots.txt`);
    const value = JSON.stringify({ savedCars: ids.map((id, idx) => ({ id, oldId: null, isValid: true, idx })), migratedCarIds: [], visitorUUId: null });
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [WATCH_LIST_KEY, value] as const);
    await page.close();
  } finally {
    await browser.close();
  }
}

/**
 * Runs per page. One Lighthouse run varies by a few points with the machine's load; like
 * Lighthouse CI (numberOfRuns 3) the gate judges the median run, never the best one.
 */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/**
 * The page of run `i`. The first view of a detail page takes a car per run whose photo is drawn by that
 * view (issue 34 point 4: no photo drawn ahead of it, so the LCP includes drawing it).
 */
function pathOfRun(target: (typeof PAGES)[number], i: number): string {
  if ('path' in target) return target.path;
  const path = target.paths[i];
  if (!path) throw new Error(`only ${target.paths.length} cars without a drawn photo for ${RUNS} runs`);
  return path;
}
const SPEED = process.env.LIGHTHOUSE_SPEED === '1';

describe('Lighthouse (mobile)', () => {
  for (const target of PAGES) {
    it(
      `${target.page}: accessibility 100, best practices ≥ 95, SEO 100, CLS ≤ 0.05${SPEED ? ', performance ≥ 80, LCP ≤ 2 s' : ''}`,
      async () => {
        if ('watchList' in target) await storeWatchList(target.watchList);
        const runs: LighthouseFigures[] = [];
        for (let i = 0; i < RUNS; i++) runs.push(await runLighthouse(target.page, `${baseUrl}${pathOfRun(target, i)}`, chrome.port));
        const figures = medianRun(runs);
        results.push(figures);
        expect(lighthouseMisses(figures, { speed: SPEED })).toEqual([]);
      },
      120_000 + RUNS * 60_000,
    );
  }
});

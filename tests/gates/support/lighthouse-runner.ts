import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import type { Result as LighthouseResult } from 'lighthouse';

/** The gate's limits (issue 10): scores are 0–100, times in ms. */
export const LIGHTHOUSE_LIMITS = { performance: 80, accessibility: 100, 'best-practices': 95, seo: 100, lcpMs: 2000, cls: 0.05 } as const;

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

export interface LighthouseFigures {
  page: string;
  url: string;
  scores: Record<Category, number>;
  lcpMs: number;
  cls: number;
  fcpMs: number;
  tbtMs: number;
  /** audits that lost points, for the failure message */
  failedAudits: string[];
  /** performance scores of all runs the figures were chosen from */
  allRuns: number[];
}

/** Runs Lighthouse's default (mobile emulation, simulated slow 4G and 4× CPU) on one URL of a running Chromium. */
export async function runLighthouse(page: string, url: string, port: number): Promise<LighthouseFigures> {
  const runner = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
  const lhr: LighthouseResult = runner.lhr;
  // LIGHTHOUSE_REPORT_DIR keeps the full JSON reports (CI artifacts, diagnosing a miss).
  const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
  if (reportDir) {
    fs.mkdirSync(reportDir, { recursive: true });
    fs.writeFileSync(path.join(reportDir, `${page.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (c: Category) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const counted = new Set(CATEGORIES.flatMap((c) => (lhr.categories[c]?.auditRefs ?? []).filter((r) => r.weight > 0).map((r) => r.id)));
  const failedAudits = Object.values(lhr.audits)
    .filter(
      (a) =>
        counted.has(a.id) &&
        a.score !== null &&
        a.score < 0.9 &&
        (a.scoreDisplayMode === 'binary' || a.scoreDisplayMode === 'numeric' || a.scoreDisplayMode === 'metricSavings'),
    )
    .map((a) => `${a.id} (${a.score}${a.displayValue ? `, ${a.displayValue}` : ''})`);
  return {
    page,
    url,
    scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    fcpMs: numeric('first-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    failedAudits,
    allRuns: [score('performance')],
  };
}

/** The median run by performance score (LCP breaks ties), reporting every run's score. */
export function medianRun(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance || b.lcpMs - a.lcpMs);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('no Lighthouse run');
  return { ...median, allRuns: runs.map((r) => r.scores.performance) };
}

/**
 * Problems of one run measured against the limits; empty when the page passes. The speed figures
 * (performance score, LCP) are CPU timings of this machine: `npm test` prints them, and only the
 * benchmark `npm run bench:lighthouse` (`speed: true`) holds them to their limits.
 */
export function lighthouseMisses(f: LighthouseFigures, { speed }: { speed: boolean }): string[] {
  const misses: string[] = [];
  if (speed && f.scores.performance < LIGHTHOUSE_LIMITS.performance) misses.push(`performance ${f.scores.performance} < ${LIGHTHOUSE_LIMITS.performance}`);
  if (f.scores.accessibility < LIGHTHOUSE_LIMITS.accessibility) misses.push(`accessibility ${f.scores.accessibility} < 100`);
  if (f.scores['best-practices'] < LIGHTHOUSE_LIMITS['best-practices'])
    misses.push(`best practices ${f.scores['best-practices']} < ${LIGHTHOUSE_LIMITS['best-practices']}`);
  if (f.scores.seo < LIGHTHOUSE_LIMITS.seo) misses.push(`SEO ${f.scores.seo} < 100`);
  if (speed && !(f.lcpMs <= LIGHTHOUSE_LIMITS.lcpMs)) misses.push(`LCP ${Math.round(f.lcpMs)} ms > ${LIGHTHOUSE_LIMITS.lcpMs} ms`);
  if (!(f.cls <= LIGHTHOUSE_LIMITS.cls)) misses.push(`CLS ${f.cls.toFixed(3)} > ${LIGHTHOUSE_LIMITS.cls}`);
  return misses.length ? [...misses, ...f.failedAudits.map((a) => `  audit: ${a}`)] : [];
}

export function lighthouseTable(rows: readonly LighthouseFigures[]): string {
  const head =
    '| page | performance | accessibility | best practices | SEO | LCP | CLS | FCP | TBT | performance of all runs |\n|---|---|---|---|---|---|---|---|---|---|';
  const lines = rows.map(
    (r) =>
      `| ${r.page} | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${(r.lcpMs / 1000).toFixed(2)} s | ${r.cls.toFixed(3)} | ${(r.fcpMs / 1000).toFixed(2)} s | ${Math.round(r.tbtMs)} ms | ${r.allRuns.join(', ')} |`,
  );
  return [head, ...lines].join('\n');
}

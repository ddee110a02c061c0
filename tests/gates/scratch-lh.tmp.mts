import { chromium } from 'playwright-core';
import { launchDebuggableChromium } from './support/chromium-debug.ts';
import { runLighthouse, lighthouseTable, lighthouseMisses, type LighthouseFigures } from './support/lighthouse-runner.ts';
const base = 'http://127.0.0.1:4710';
const only = process.argv[2];
const pages: [string, string][] = [['home', '/'], ['result list', '/angebote/'], ['detail', process.env.DETAIL ?? '/fahrzeuge/vw-id-4-145-kw-elegance/1978'], ['watch list', '/merkliste/'], ['dealer directory', '/anbieterverzeichnis/']];
const chrome = await launchDebuggableChromium();
const rows: LighthouseFigures[] = [];
for (const [name, p] of pages) {
  if (only && !name.startsWith(only)) continue;
  if (name === 'watch list') {
    const b = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const ctx = b.contexts()[0]!;
    const page = await ctx.newPage();
    await page.goto(base + '/robots.txt');
    const ids = [1978, 1139, 339, 1000, 1001];
    await page.evaluate((v) => localStorage.setItem('gw:watch-list', v), JSON.stringify({ savedCars: ids.map((id, idx) => ({ id, oldId: null, isValid: true, idx })), migratedCarIds: [], visitorUUId: null }));
    await page.close();
    await b.close();
  }
  const f = await runLighthouse(name, base + p, chrome.port);
  rows.push(f);
  console.log(name, lighthouseMisses(f).join('\n'));
}
console.log(lighthouseTable(rows));
await chrome.close();

import { launchDebuggableChromium } from './support/chromium-debug.ts';
import { runLighthouse, lighthouseTable, type LighthouseFigures } from './support/lighthouse-runner.ts';
const base = process.env.BASE ?? 'http://127.0.0.1:4710';
const chrome = await launchDebuggableChromium();
const rows: LighthouseFigures[] = [];
for (const p of process.argv.slice(2)) rows.push(await runLighthouse(p, base + p, chrome.port));
console.log(lighthouseTable(rows));
await chrome.close();

import { launchBrowser } from '../support/browser.ts';
const b = await launchBrowser();
for (const p of ['/', '/angebote/', '/fahrzeuge/vw-id-4-145-kw-elegance/1978', '/anbieterverzeichnis/']) {
  const ctx = await b.newContext({ viewport: { width: 375, height: 800 } });
  await ctx.addInitScript(() => { document.addEventListener('securitypolicyviolation', (e) => console.log('CSP', e.violatedDirective, e.blockedURI, e.sourceFile, e.lineNumber, e.sample)); });
  const page = await ctx.newPage();
  page.on('console', (m) => console.log(p, m.type(), m.text().slice(0, 300)));
  await page.goto('http://127.0.0.1:4710' + p, { waitUntil: 'networkidle' });
  await ctx.close();
}
await b.close();

import { referencedAssets, weigh, kb } from './support/page-assets.ts';
const base = process.env.BASE ?? 'http://127.0.0.1:4720';
for (const p of process.argv.slice(2)) {
  const html = await (await fetch(base + p)).text();
  const a = referencedAssets(html);
  const js = await weigh(base, a.scripts); const css = await weigh(base, a.stylesheets);
  console.log(p, 'js', js.length, kb(js.reduce((n, x) => n + x.gzip, 0)), 'css', css.length, kb(css.reduce((n, x) => n + x.gzip, 0)), 'html', kb(html.length));
}

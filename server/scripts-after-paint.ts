/**
 * The page's scripts start loading after its first paint.
 *
 * Pages are complete when they arrive (server-rendered, links and forms work without JavaScript);
 * the scripts only add behaviour. React Router's `<Scripts>` writes ~20 `<link rel="modulepreload">`
 * into <head> and a bootstrap module that imports the route modules statically, so on a phone the
 * ~150 KB of script share the connection with the stylesheets and the main photo before anything
 * is shown, and Lighthouse counts them into the largest paint (docs/quality-gates.md).
 *
 * This rewrite of the finished document removes the head's preloads and makes the bootstrap wait
 * for the first frame; it then adds the same preloads (so the modules still load in parallel, not
 * as an import waterfall) and imports the route modules dynamically. Everything else React Router
 * wrote stays as it is. In a tab opened in the background the first frame, and so hydration, waits
 * until the tab is shown.
 */
const HEAD_END = '</head>';
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>/g;
const BOOTSTRAP = /(<script\b[^>]*\stype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const STATIC_IMPORT = /import \* as (\w+) from "([^"]+)";/g;
/** The mark of React Router's bootstrap among the document's module scripts. */
const ROUTER_BOOTSTRAP_MARK = 'window.__reactRouterRouteModules';

/** A value as a script literal that cannot end the surrounding <script> element. */
const scriptLiteral = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

export function loadScriptsAfterFirstPaint(html: string): string {
  const headEnd = html.indexOf(HEAD_END);
  if (headEnd === -1) return html;
  const body = html.slice(headEnd);
  const bootstrap = BOOTSTRAP.exec(body);
  const [element, open, code, close] = bootstrap ?? [];
  if (!bootstrap || element === undefined || open === undefined || code === undefined || close === undefined || !code.includes(ROUTER_BOOTSTRAP_MARK)) return html;

  const preloads: string[] = [];
  const head = html.slice(0, headEnd).replace(MODULE_PRELOAD, (_tag, href: string) => {
    preloads.push(href);
    return '';
  });
  const imports = [...code.matchAll(STATIC_IMPORT)].map(([, name, url]) => ({ name: name ?? '', url: url ?? '' }));
  const deferred = [
    // rAF runs just before the next frame is drawn; the timeout after it runs once it has been.
    'await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));',
    `document.head.append(...${scriptLiteral(preloads)}.map((href) => Object.assign(document.createElement("link"), { rel: "modulepreload", href })));`,
    `const [${imports.map((i) => i.name).join(', ')}] = await Promise.all([${imports.map((i) => `import(${scriptLiteral(i.url)})`).join(', ')}]);`,
    code.replace(STATIC_IMPORT, ''),
  ].join('\n');
  return head + body.slice(0, bootstrap.index) + open + deferred + close + body.slice(bootstrap.index + element.length);
}

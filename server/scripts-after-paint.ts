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
const MODULE_TYPE = ' type="module"';
const BOOTSTRAP = /^(<script\b[^>]*\stype="module"[^>]*>)([\s\S]*?)(<\/script>)$/;
const STATIC_IMPORT = /import \* as (\w+) from "([^"]+)";/g;
/** The mark of React Router's bootstrap among the document's module scripts. */
const ROUTER_BOOTSTRAP_MARK = 'window.__reactRouterRouteModules';

/** A value as a script literal that cannot end the surrounding <script> element. */
const scriptLiteral = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** Where the first module script element after `from` starts and ends (past its `</script>`), or null. */
function moduleScriptBounds(document: Buffer, from: number): { start: number; end: number } | null {
  for (let at = document.indexOf(MODULE_TYPE, from); at !== -1; at = document.indexOf(MODULE_TYPE, at + MODULE_TYPE.length)) {
    const start = document.lastIndexOf('<script', at);
    // The attribute belongs to that <script> tag only if the tag has not closed before it.
    if (start < from || document.indexOf('>', start) < at) continue;
    const close = document.indexOf('</script>', at);
    return close === -1 ? null : { start, end: close + '</script>'.length };
  }
  return null;
}

/**
 * The rewrite works on the document's bytes: only <head> and the bootstrap element are decoded and
 * written anew, the page and its hydration data (most of the bytes) are copied as they are.
 */
export function loadScriptsAfterFirstPaint(document: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const headEnd = document.indexOf(HEAD_END);
  if (headEnd === -1) return document;
  const bounds = moduleScriptBounds(document, headEnd);
  const bootstrap = bounds && BOOTSTRAP.exec(document.subarray(bounds.start, bounds.end).toString());
  const [, open, code, close] = bootstrap ?? [];
  if (!bounds || open === undefined || code === undefined || close === undefined || !code.includes(ROUTER_BOOTSTRAP_MARK)) return document;

  const preloads: string[] = [];
  const head = document
    .subarray(0, headEnd)
    .toString()
    .replace(MODULE_PRELOAD, (_tag, href: string) => {
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
  return Buffer.concat([Buffer.from(head), document.subarray(headEnd, bounds.start), Buffer.from(open + deferred + close), document.subarray(bounds.end)]);
}

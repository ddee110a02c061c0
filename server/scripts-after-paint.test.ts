import { describe, expect, it } from 'vitest';
import { loadScriptsAfterFirstPaint } from './scripts-after-paint.ts';

/** The shape React Router 7 writes: preloads in <head>, a bootstrap module at the end of <body>. */
const doc = [
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/>',
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n1"/><link rel="modulepreload" href="/assets/root.js" nonce="n1"/>',
  '<title>Größe</title></head><body><p>Grüße <link rel="modulepreload" href="/x.js"/></p>',
  '<script nonce="n1">window.__reactRouterContext = {};</script>',
  '<script nonce="n1" type="module" async="">;\nimport * as route0 from "/assets/root.js";\nimport * as route1 from "/assets/home.js";\n',
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client.js"}};\n',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client.js");</script>',
  '<script nonce="n1">done();</script></body></html>',
].join('');

/** Runs a rewritten bootstrap module's code with the browser APIs it uses stubbed, recording what it does. */
async function runBootstrap(code: string) {
  const appended: { rel: string; href: string }[] = [];
  const imported: string[] = [];
  const globals = {
    requestAnimationFrame: (fn: () => void) => setTimeout(fn),
    setTimeout,
    document: {
      head: { append: (...els: { rel: string; href: string }[]) => appended.push(...els.map((el) => ({ rel: el.rel, href: el.href }))) },
      createElement: () => ({}),
    },
    window: {} as Record<string, unknown>,
    load: async (url: string) => {
      imported.push(url);
      return { url };
    },
  };
  const body = code.replaceAll('import(', 'load(');
  const run = new Function(...Object.keys(globals), `return (async () => {${body}})();`) as (...args: unknown[]) => Promise<void>;
  await run(...Object.values(globals));
  return { appended, imported, window: globals.window };
}

describe('scripts after the first paint', () => {
  const out = loadScriptsAfterFirstPaint(Buffer.from(doc)).toString();

  it('takes the script preloads out of <head> and leaves every other tag where it was', () => {
    const head = out.slice(0, out.indexOf('</head>'));
    expect(head).not.toContain('modulepreload');
    expect(head).toContain('<link rel="stylesheet" href="/a.css"/>');
    expect(head).toContain('<title>Größe</title>');
    expect(out).toContain('<p>Grüße <link rel="modulepreload" href="/x.js"/></p>');
    expect(out).toContain('<script nonce="n1">window.__reactRouterContext = {};</script>');
    expect(out.endsWith('<script nonce="n1">done();</script></body></html>')).toBe(true);
  });

  it('keeps the bootstrap element and its nonce but has no static import left in it', () => {
    const bootstrap = /<script nonce="n1" type="module" async="">([\s\S]*?)<\/script>/.exec(out)?.[1] ?? '';
    expect(bootstrap).toContain('requestAnimationFrame');
    expect(bootstrap).not.toMatch(/import \* as/);
  });

  it('after the frame preloads the same modules, imports the route modules and then the entry', async () => {
    const code = /<script nonce="n1" type="module" async="">([\s\S]*?)<\/script>/.exec(out)?.[1] ?? '';
    const { appended, imported, window } = await runBootstrap(code);
    expect(appended).toEqual([
      { rel: 'modulepreload', href: '/assets/entry.client.js' },
      { rel: 'modulepreload', href: '/assets/root.js' },
    ]);
    expect(imported).toEqual(['/assets/root.js', '/assets/home.js', '/assets/entry.client.js']);
    expect(window.__reactRouterRouteModules).toEqual({ root: { url: '/assets/root.js' }, 'routes/home': { url: '/assets/home.js' } });
  });

  it('leaves documents without React Router’s bootstrap unchanged', () => {
    const plain = '<!DOCTYPE html><html><head><link rel="modulepreload" href="/a.js"/></head><body><script type="module">go()</script></body></html>';
    expect(loadScriptsAfterFirstPaint(Buffer.from(plain)).toString()).toBe(plain);
    expect(loadScriptsAfterFirstPaint(Buffer.from('<p>no head</p>')).toString()).toBe('<p>no head</p>');
  });
});

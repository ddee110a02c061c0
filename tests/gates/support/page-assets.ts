import { gzipSync } from 'node:zlib';

/** The built scripts and stylesheets a server-rendered document makes the browser load on first visit. */
export interface PageAssets {
  scripts: string[];
  stylesheets: string[];
}

function attributes(tag: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of tag.matchAll(/([a-zA-Z-]+)(?:="([^"]*)")?/g)) if (m[1]) attrs[m[1].toLowerCase()] = m[2] ?? '';
  return attrs;
}

/**
 * Script assets: modulepreload links, script src, the modules an inline module imports
 * (`import * as route0 from "…"`, `import("…")`) and the preloads the bootstrap adds after the first
 * paint (server/scripts-after-paint.ts: `document.head.append(...["…", …].map(…))`).
 */
export function referencedAssets(html: string): PageAssets {
  const scripts = new Set<string>();
  const stylesheets = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const a = attributes(tag.slice(5));
    if (!a.href) continue;
    if (a.rel === 'modulepreload') scripts.add(a.href);
    if (a.rel === 'stylesheet') stylesheets.add(a.href);
  }
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const a = attributes(m[1] ?? '');
    if (a.src) scripts.add(a.src);
    const code = m[2] ?? '';
    for (const imp of code.matchAll(/(?:from\s*|import\(\s*)"([^"]+\.js)"/g)) if (imp[1]) scripts.add(imp[1]);
    for (const list of code.matchAll(/document\.head\.append\(\.\.\.(\[[^\]]*\])\.map/g))
      for (const href of JSON.parse(list[1] ?? '[]') as string[]) scripts.add(href);
  }
  return { scripts: [...scripts], stylesheets: [...stylesheets] };
}

export interface AssetWeight {
  url: string;
  bytes: number;
  gzip: number;
}

/** Fetches each asset from the running server and measures it raw and gzip-compressed (as the server sends it). */
export async function weigh(baseUrl: string, urls: readonly string[]): Promise<AssetWeight[]> {
  return Promise.all(
    urls.map(async (url) => {
      const res = await fetch(new URL(url, baseUrl));
      if (!res.ok) throw new Error(`${url}: ${res.status}`);
      const body = Buffer.from(await res.arrayBuffer());
      return { url, bytes: body.length, gzip: gzipSync(body).length };
    }),
  );
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

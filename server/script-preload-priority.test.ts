import { describe, expect, it } from 'vitest';
import { lowerScriptPreloadPriority } from './script-preload-priority.ts';

function htmlResponse(chunks: Uint8Array[], type = 'text/html; charset=utf-8'): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(c);
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': type } });
}

/** Splits a text's bytes at the given byte offsets (cuts may fall inside a character). */
function cut(text: string, ...at: number[]): Uint8Array[] {
  const bytes = new TextEncoder().encode(text);
  const edges = [0, ...at, bytes.length];
  return edges.slice(1).map((end, i) => bytes.subarray(edges[i], end));
}

describe('script preload priority', () => {
  const doc =
    '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/e.js"/><title>Größe</title>' +
    '<link rel="modulepreload" href="/r.js"/></head><body><p>Grüße <link rel="modulepreload" href="/x.js"/></p></body></html>';

  it('marks every script preload of the head low priority and leaves the body alone, however the stream is cut', async () => {
    const expected = doc
      .replace('<link rel="modulepreload" href="/e.js"/>', '<link rel="modulepreload" fetchpriority="low" href="/e.js"/>')
      .replace('<link rel="modulepreload" href="/r.js"/>', '<link rel="modulepreload" fetchpriority="low" href="/r.js"/>');
    const bytes = new TextEncoder().encode(doc).length;
    for (const cuts of [[], [10], [120, 121], [150, 151, 152, 153], [bytes - 40], [1, 2, 3, 200, 210]]) {
      const out = await lowerScriptPreloadPriority(htmlResponse(cut(doc, ...cuts))).text();
      expect(out, `cut at ${cuts.join(',')}`).toBe(expected);
    }
  });

  it('passes other responses through unchanged', async () => {
    const res = htmlResponse(cut('{"a":"<link rel=\\"modulepreload\\""}'), 'application/json');
    expect(lowerScriptPreloadPriority(res)).toBe(res);
  });
});

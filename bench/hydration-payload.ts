/**
 * npx tsx bench/hydration-payload.ts <server URL> [path …]
 *
 * What a page's hydration data weighs: fetches each page from a running server, decodes React
 * Router's turbo-stream from the HTML and prints the document's bytes (plain and Brotli), the
 * turbo-stream's bytes and the JSON bytes of every loader field, largest first. Default paths: a make
 * and model page, two filtered result pages and two detail pages. Run it against two servers (e.g.
 * this checkout and main, both built) to compare.
 */
import { UNSAFE_decodeViaTurboStream as decodeTurboStream } from 'react-router';

const [base, ...given] = process.argv.slice(2);
if (!base) throw new Error('usage: npx tsx bench/hydration-payload.ts <server URL> [path …]');
const paths =
  given.length > 0 ? given : ['/angebote/vw/golf/', '/angebote/?fuel=E', '/angebote/bmw/?pricefrom=10000&gear=A', '/fahrzeuge/-/1234', '/fahrzeuge/-/50000'];

const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value) ?? '');

async function turboStreamOf(html: string): Promise<{ bytes: number; value: unknown }> {
  const text = [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)].map((m) => JSON.parse(m[1] ?? '""') as string).join('');
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });
  const decoded = await decodeTurboStream(stream, globalThis);
  await decoded.done;
  return { bytes: Buffer.byteLength(text), value: decoded.value };
}

for (const path of paths) {
  const response = await fetch(`${base}${path}`, { redirect: 'manual' });
  const html = await response.text();
  const brotli = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'br' }, redirect: 'manual' });
  const brotliBytes = (await brotli.arrayBuffer()).byteLength;
  if (response.status !== 200) {
    console.log(`${path}: ${response.status}`);
    continue;
  }
  const { bytes, value } = await turboStreamOf(html);
  console.log(`${path}: HTML ${Buffer.byteLength(html)} B (Brotli ${brotliBytes} B), turbo-stream ${bytes} B`);
  const loaderData = (value as { loaderData?: Record<string, unknown> }).loaderData ?? {};
  for (const [route, data] of Object.entries(loaderData)) {
    console.log(`  ${route}: ${jsonBytes(data)} B JSON`);
    if (data && typeof data === 'object')
      for (const [field, v] of Object.entries(data)
        .sort((a, b) => jsonBytes(b[1]) - jsonBytes(a[1]))
        .slice(0, 8))
        console.log(`    ${field}: ${jsonBytes(v)}`);
  }
}

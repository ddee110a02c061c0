/**
 * Gives the page's script preloads a low fetch priority. React Router preloads every module of
 * the page (`<link rel="modulepreload">`, ~20 of them) and React writes them into <head> right
 * after the stylesheets; at their default high priority they compete with the stylesheets and the
 * main photo for a phone's bandwidth. The pages are rendered on the server and work before the
 * scripts run, so the first paint and the largest paint should not wait for them
 * (docs/quality-gates.md, Lighthouse: FCP and LCP).
 *
 * React Router offers no attribute for these links, so the <head> of the HTML stream is rewritten
 * on its way out: only the head is decoded, the rest of the document passes through untouched.
 */
const PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';
const HEAD_END = new TextEncoder().encode('</head>');
/** React writes <head> in its first flush; a document without one this early is passed on as is. */
const MAX_HEAD_BYTES = 256 * 1024;

function indexOfBytes(haystack: Uint8Array, needle: Uint8Array): number {
  outer: for (let i = 0; i <= haystack.length - needle.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

export function lowerScriptPreloadPriority(response: Response): Response {
  if (!response.body || !(response.headers.get('content-type') ?? '').startsWith('text/html')) return response;
  let pending = new Uint8Array(0);
  let done = false;
  // Everything up to '</head>' (ASCII, so a character boundary) is rewritten; later bytes pass as they are.
  const release = (controller: TransformStreamDefaultController<Uint8Array>, headBytes: number) => {
    const head = new TextDecoder().decode(pending.subarray(0, headBytes)).replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD);
    controller.enqueue(new TextEncoder().encode(head));
    if (headBytes < pending.length) controller.enqueue(pending.subarray(headBytes));
    pending = new Uint8Array(0);
    done = true;
  };
  const body = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (done) {
          controller.enqueue(chunk);
          return;
        }
        const joined = new Uint8Array(pending.length + chunk.length);
        joined.set(pending);
        joined.set(chunk, pending.length);
        pending = joined;
        const end = indexOfBytes(pending, HEAD_END);
        if (end !== -1) release(controller, end);
        else if (pending.length > MAX_HEAD_BYTES) {
          controller.enqueue(pending);
          pending = new Uint8Array(0);
          done = true;
        }
      },
      flush(controller) {
        if (!done && pending.length > 0) controller.enqueue(pending);
      },
    }),
  );
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

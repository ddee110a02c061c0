import { Writable } from 'node:stream';
import { isbot } from 'isbot';
import { renderToPipeableStream, renderToStaticMarkup } from 'react-dom/server';
import type { ActionFunctionArgs, AppLoadContext, EntryContext, LoaderFunctionArgs } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { isDatabaseUnavailable } from '#src/db/database-availability.ts';
import { NonceProvider } from './components/layout/nonce-context.tsx';
import { DocumentHtmlContext } from './components/ui/document-html.tsx';
import { KeptMarkupContext, type KeptMarkupRenderer } from './components/ui/kept-markup.tsx';
import { FilterListsContext } from './features/search/filter-lists.tsx';
import { filterListsFor } from './features/search/filter-options.server.ts';

export const streamTimeout = 5_000;

/** HTML made once and written again on later pages (KeptMarkup), for as long as its `keptFor` object lives. */
const keptMarkup = new WeakMap<object, Map<string, string>>();
const renderKept: KeptMarkupRenderer = (keptFor, name, content) => {
  let byName = keptMarkup.get(keptFor);
  if (!byName) keptMarkup.set(keptFor, (byName = new Map()));
  let html = byName.get(name);
  if (html === undefined) byName.set(name, (html = renderToStaticMarkup(content())));
  return html;
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Bots and no-JS clients get the whole document at once; browsers get the shell early.
    const readyEvent = isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <KeptMarkupContext value={renderKept}>
          <FilterListsContext value={filterListsFor(loadContext.services.taxonomy)}>
            <DocumentHtmlContext value={loadContext.documentHtml}>
              <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
            </DocumentHtmlContext>
          </FilterListsContext>
        </KeptMarkupContext>
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          // The HTTP layer finishes the whole document before it sends it (server/http-app.ts: scripts
          // after paint, page cache, compression), so it is collected here in one piece: piping React's
          // many small chunks through a web stream cost more CPU than the bytes are worth.
          const status = responseStatusCode;
          const chunks: Uint8Array[] = [];
          const document = new Writable({
            write(chunk: Uint8Array, _encoding, done) {
              chunks.push(chunk);
              done();
            },
          });
          document.on('finish', () => {
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
            resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status }));
          });
          pipe(document);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) loadContext.services.logger.error({ err: error }, 'render error');
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * Errors of loaders and actions (React Router renders the ErrorBoundary and answers 500). A
 * database outage is marked on the request so the HTTP layer answers 503 instead; either way the
 * error goes to the log, never to the visitor.
 */
export function handleError(error: unknown, { request, context }: LoaderFunctionArgs | ActionFunctionArgs) {
  if (request.signal.aborted) return;
  // React Router's own 4xx answers (405 for a POST to a page without a form, 404 for an unknown
  // `.data` route) are the client's mistake, not a fault of ours.
  if (isRouteErrorResponse(error) && error.status < 500) {
    context.services.logger.info({ url: request.url, status: error.status }, 'request refused');
    return;
  }
  const unavailable = isDatabaseUnavailable(error);
  if (unavailable) context.failures.databaseUnavailable = true;
  context.services.logger.error({ err: error, url: request.url, databaseUnavailable: unavailable }, 'request failed');
}

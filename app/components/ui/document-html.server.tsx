import { createHash, randomBytes } from 'node:crypto';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import type { AppServices } from '#src/app-services.server.ts';
import type { DocumentBlock } from './document-html.tsx';

/*
 * Server-made HTML fragments (issue 35): a static part of a page is rendered by its React component once
 * per version of what it shows and kept in `services.htmlFragments` (the budget's `cardFragments` share);
 * pages put them together by string. What differs per page is written in a fragment as markers and
 * filled by string; a marker carries a random token of this process, which no text of a car or of the
 * taxonomy can contain.
 */
export const MARKER_TOKEN = randomBytes(12).toString('hex');

/** A fragment's key: `kind` and a hash of the data it shows, so it changes whenever that does. */
export function fragmentKey(kind: string, data: unknown): string {
  return `${kind}:${createHash('sha1').update(JSON.stringify(data)).digest('base64')}`;
}

/**
 * The kept fragment under `key`, rendered now by `content` if there is none: inside a router (for its
 * links) at `location`, without the stylesheet links React writes ahead of a component's markup (the
 * page links them itself).
 */
export function keptFragment(services: AppServices, key: string, content: () => ReactElement, location = '/'): string {
  let fragment = services.htmlFragments.get(key);
  if (fragment === undefined) {
    const html = renderToStaticMarkup(<MemoryRouter initialEntries={[location]}>{content()}</MemoryRouter>);
    fragment = html.replace(/^(?:<link [^>]*>)+/, '');
    services.htmlFragments.set(key, fragment);
  }
  return fragment;
}

/**
 * A static part of a document: its HTML (made by `html`) written under `name` into `documentHtml`, or,
 * when the browser asks for data (`documentHtml` null) or the part shows nothing, `data` to render.
 */
export function documentBlock<T>(documentHtml: Map<string, string> | null, name: string, data: T, html: () => string): DocumentBlock<T> {
  if (!documentHtml) return { kind: 'live', data };
  const made = html();
  if (made === '') return { kind: 'live', data };
  documentHtml.set(name, made);
  return { kind: 'kept', name };
}

/** `documentBlock` of a part that is the same wherever it shows the same data: its fragment, kept by a hash of `data`. */
export function keptBlock<T>(
  services: AppServices,
  documentHtml: Map<string, string> | null,
  name: string,
  data: T,
  render: (data: T) => ReactElement,
): DocumentBlock<T> {
  return documentBlock(documentHtml, name, data, () => keptFragment(services, fragmentKey(name, data), () => render(data)));
}

import { createContext, useCallback, useContext, useEffect, useState, type ReactNode, type RefObject } from 'react';
import { useNavigate } from 'react-router';

/**
 * HTML that loaders made for this document only (`RequestContext.documentHtml`), by name: the server
 * writes it into the page and it never travels in the hydration data. Null in the browser.
 */
export const DocumentHtmlContext = createContext<ReadonlyMap<string, string> | null>(null);

/** In the browser: what the server wrote under each name, read from the document as it hydrated. */
const writtenByServer = new Map<string, string>();

/** In the browser: the elements holding server-written HTML, whose links `useDocumentHtmlLinks` routes. */
const blocks = new WeakSet<Element>();

/**
 * A block of server-made HTML (issue 35): the browser keeps the server's markup through hydration (React
 * does not look inside an element set from HTML) and never renders it itself. Should the block mount
 * again in the same page (a list shown again after a cancelled navigation), it gets the markup it had.
 */
export function DocumentHtml({ name, className }: { name: string; className: string }) {
  const fromLoader = useContext(DocumentHtmlContext);
  const [html] = useState(() => fromLoader?.get(name) ?? writtenByServer.get(name) ?? '');
  const attached = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element) return;
      blocks.add(element);
      if (!writtenByServer.has(name)) writtenByServer.set(name, element.innerHTML);
    },
    [name],
  );
  return <div ref={attached} className={className} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * A static part of a page as its loader sent it: for a document, HTML the server wrote under `name`
 * (its data stays on the server); for the router in the browser (`.data`), the data to render.
 */
export type DocumentBlock<T> = { kind: 'kept'; name: string } | { kind: 'live'; data: T };

/**
 * A `DocumentBlock` on the page: the server's HTML in a wrapper that CSS takes out of the layout
 * (`display: contents`), or `render(data)` as React renders it.
 */
export function KeptBlock<T>({ block, render }: { block: DocumentBlock<T>; render: (data: T) => ReactNode }) {
  return block.kind === 'kept' ? <DocumentHtml name={block.name} className="kept-block" /> : render(block.data);
}

/**
 * One delegated listener for every block of server-written HTML inside `root`: a click on one of their
 * links goes through the router like a `Link` (no full page load) unless the visitor asked for a new
 * tab or window or the link leaves the site. Without JavaScript the links are plain links.
 */
export function useDocumentHtmlLinks(root: RefObject<HTMLElement | null>) {
  const navigate = useNavigate();
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const follow = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.target || link.origin !== window.location.origin || !insideBlock(link, element)) return;
      event.preventDefault();
      void navigate(`${link.pathname}${link.search}${link.hash}`);
    };
    element.addEventListener('click', follow);
    return () => element.removeEventListener('click', follow);
  }, [root, navigate]);
}

/** Whether `link` sits in server-written HTML (React's own links inside `root` handle their clicks themselves). */
function insideBlock(link: Element, root: Element): boolean {
  for (let node: Element | null = link; node && node !== root; node = node.parentElement) if (blocks.has(node)) return true;
  return false;
}

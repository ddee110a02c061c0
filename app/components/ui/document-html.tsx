import { createContext, useCallback, useContext, useState } from 'react';

/**
 * HTML that loaders made for this document only (`RequestContext.documentHtml`), by name: the server
 * writes it into the page and it never travels in the hydration data. Null in the browser.
 */
export const DocumentHtmlContext = createContext<ReadonlyMap<string, string> | null>(null);

/** In the browser: what the server wrote under each name, read from the document as it hydrated. */
const writtenByServer = new Map<string, string>();

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
      if (element && !writtenByServer.has(name)) writtenByServer.set(name, element.innerHTML);
    },
    [name],
  );
  return <div ref={attached} className={className} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />;
}

import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import { useHydrated } from './use-hydrated.ts';

/**
 * Renders `content` to HTML once per `keptFor` object and `name` and returns the kept HTML after
 * that. Only the server has one (app/entry.server.tsx); `content` must need no context (router, nonce).
 */
export type KeptMarkupRenderer = (keptFor: object, name: string, content: () => ReactElement) => string;

const KeptMarkupContext = createContext<KeptMarkupRenderer | null>(null);
export const KeptMarkupProvider = KeptMarkupContext.Provider;

export interface KeptMarkupProps {
  className: string;
  /** write the kept HTML instead of rendering `live` (on the server and until hydration) */
  keep: boolean;
  /** the object whose lifetime bounds the kept HTML, and the name of the HTML within it */
  keptFor: object;
  name: string;
  /** what is kept: the same for every page while `keptFor` lives */
  kept: () => ReactElement;
  live: ReactNode;
}

/**
 * A block whose server HTML is made once and reused. For content a visitor does not see until
 * they open it (a closed group of the filter form: ~400 of a result page's 1,950 elements), which
 * the server otherwise renders with React on every page. The browser keeps the server's HTML through
 * hydration (React does not look inside an element set from HTML) and renders `live` once hydrated,
 * so without JavaScript the kept HTML is the block, and with it the block is React's as usual.
 */
export function KeptMarkup({ className, keep, keptFor, name, kept, live }: KeptMarkupProps) {
  const hydrated = useHydrated();
  const render = useContext(KeptMarkupContext);
  if (hydrated || !keep) return <div key="live" className={className}>{live}</div>;
  // In the browser the HTML is the server's, already in the document: nothing is rendered for it.
  return <div key="kept" className={className} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: render ? render(keptFor, name, kept) : '' }} />;
}

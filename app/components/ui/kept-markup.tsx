import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import { useHydrated } from './use-hydrated.ts';

/**
 * Renders `content` to HTML once per `keptFor` object and `name` and returns the kept HTML after
 * that. Only the server has one (app/entry.server.tsx); `content` must need no context (router, nonce).
 */
export type KeptMarkupRenderer = (keptFor: object, name: string, content: () => ReactElement) => string;

export const KeptMarkupContext = createContext<KeptMarkupRenderer | null>(null);

/** What a block writes while kept: the same for every page while `keptFor` lives; `name` tells it apart within. */
export interface Kept {
  keptFor: object;
  name: string;
  content: () => ReactElement;
}

/**
 * A block whose server HTML can be made once and reused. For content a visitor does not see until
 * they open it (a closed group of the filter form: ~400 of a result page's 1,950 elements), which
 * the server otherwise renders with React on every page. With `kept`, the server writes the kept
 * HTML; the browser keeps it through hydration (React does not look inside an element set from HTML)
 * and renders `live` once hydrated. Without JavaScript the kept HTML is the block; with it, the block
 * is React's as usual. Without `kept` the block is `live` everywhere.
 */
export function KeptMarkup({ className, kept, live }: { className: string; kept?: Kept | null; live: ReactNode }) {
  const hydrated = useHydrated();
  const render = useContext(KeptMarkupContext);
  if (hydrated || !kept)
    return (
      <div key="live" className={className}>
        {live}
      </div>
    );
  // In the browser the HTML is the server's, already in the document: nothing is rendered for it.
  return (
    <div
      key="kept"
      className={className}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: render?.(kept.keptFor, kept.name, kept.content) ?? '' }}
    />
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDisplayMode } from './display-mode-context.tsx';

export interface BackLink {
  to: string;
  label?: string;
}

/**
 * A page's h1 with its optional back link. In the app display mode (`appview=true`) the app draws
 * its own title bar: the back link goes and the heading stays for screen readers only.
 */
export function PageHeading({ children, backLink, className }: { children: ReactNode; backLink?: BackLink | null; className?: string }) {
  const { appView } = useDisplayMode();
  return (
    <div className={`page-heading${className ? ` ${className}` : ''}`}>
      {backLink && !appView ? (
        <Link className="back-link" to={backLink.to}>
          <span aria-hidden="true">‹ </span>
          {backLink.label ?? 'Zurück'}
        </Link>
      ) : null}
      <h1 className={appView ? 'visually-hidden' : undefined}>{children}</h1>
    </div>
  );
}

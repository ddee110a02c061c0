import type { ReactNode } from 'react';
import { PageHeading } from './page-heading.tsx';

/**
 * The frame of a page behind a mail's link (confirm, unsubscribe, answer): the heading and a narrow box
 * whose class names its styles.
 */
export function LinkPage({ heading, boxClassName, children }: { heading: ReactNode; boxClassName: string; children: ReactNode }) {
  return (
    <div className="page">
      <div className={boxClassName}>
        <PageHeading>{heading}</PageHeading>
        {children}
      </div>
    </div>
  );
}

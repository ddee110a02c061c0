import type { ReactNode } from 'react';
import type { Platform } from './display-mode.ts';

export interface StickyProps {
  /** where the element sticks: on desktop only, on phones only (up to 767 px) or always */
  on: Platform;
  /** the viewport edge it sticks to */
  edge?: 'top' | 'bottom';
  className?: string;
  children: ReactNode;
}

/** A sticky element (SPEC §2: fixed on desktop only, mobile only or always). Pure CSS, no scroll handlers. */
export function Sticky({ on, edge = 'top', className, children }: StickyProps) {
  return <div className={`sticky sticky--${on} sticky--${edge}${className ? ` ${className}` : ''}`}>{children}</div>;
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DESKTOP_SIBLINGS, MOBILE_SIBLINGS, paginationWindow, shouldRenderPagination, type PaginationItem } from './pagination-window.ts';

export interface PaginationProps {
  currentPage: number;
  totalPages: number;
  /** the address of a page: the same search, `page` written only when not 1 (SPEC §2) */
  hrefFor: (page: number) => string;
}

/**
 * SPEC §2 pager: first, previous, the page window, next, last, as plain links (works without
 * JavaScript). The desktop window (5 siblings) and the mobile window (2) are both rendered; CSS shows
 * one, and the hidden one is out of the accessibility tree.
 */
export function Pagination({ currentPage, totalPages, hrefFor: href }: PaginationProps) {
  if (!shouldRenderPagination(currentPage, totalPages)) return null;
  const renderWindow = (items: PaginationItem[], variant: 'desktop' | 'mobile') =>
    items.map((item) =>
      item.kind === 'ellipsis' ? (
        <li key={`${variant}-${item.side}`} className={`pagination__item pagination__item--${variant}`} aria-hidden="true">
          <span className="pagination__ellipsis">…</span>
        </li>
      ) : (
        <li key={`${variant}-${item.page}`} className={`pagination__item pagination__item--${variant}`}>
          <Link
            to={href(item.page)}
            className={`pagination__link${item.current ? ' is-current' : ''}`}
            title={`Seite ${item.page}`}
            aria-current={item.current ? 'page' : undefined}
          >
            {item.page}
          </Link>
        </li>
      ),
    );
  const isFirst = currentPage <= 1;
  const isLast = currentPage >= totalPages;
  return (
    <nav className="pagination" aria-label="Seitennavigation">
      <ul className="pagination__list">
        <StepLink enabled={!isFirst} to={href(1)} title="Seite 1" label="Erste Seite" symbol="«" />
        <StepLink enabled={!isFirst} to={href(currentPage - 1)} title="vorige Seite" label="vorige Seite" symbol="‹" rel="prev" />
        {renderWindow(paginationWindow(currentPage, totalPages, DESKTOP_SIBLINGS), 'desktop')}
        {renderWindow(paginationWindow(currentPage, totalPages, MOBILE_SIBLINGS), 'mobile')}
        <StepLink enabled={!isLast} to={href(currentPage + 1)} title="nächste Seite" label="nächste Seite" symbol="›" rel="next" />
        <StepLink enabled={!isLast} to={href(totalPages)} title={`Seite ${totalPages}`} label="Letzte Seite" symbol="»" />
      </ul>
    </nav>
  );
}

function StepLink({ enabled, to, title, label, symbol, rel }: { enabled: boolean; to: string; title: string; label: string; symbol: ReactNode; rel?: string }) {
  const content = (
    <>
      <span aria-hidden="true">{symbol}</span>
      <span className="visually-hidden">{label}</span>
    </>
  );
  return (
    <li className="pagination__item">
      {enabled ? (
        <Link to={to} className="pagination__link pagination__link--step" title={title} rel={rel}>
          {content}
        </Link>
      ) : (
        <span className="pagination__link pagination__link--step is-disabled" title={title} aria-disabled="true">
          {content}
        </span>
      )}
    </li>
  );
}

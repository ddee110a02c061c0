import { Link } from 'react-router';
import { ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';
import type { PriceGrade } from '#src/domain/pricing/price-rating.ts';

export interface PriceRatingBadgeProps {
  grade: PriceGrade;
  label: string;
  /** where the badge leads: the methodology page by default; on the detail page its scale ('#preisbewertung') */
  href?: string;
  className?: string;
}

/**
 * A price grade as a badge (issue 17 §2): its words on a colour, never the colour alone. A link,
 * because every rating leads to how it is made ('So bewerten wir Preise'); screen readers hear
 * 'Preisbewertung: Guter Preis'.
 */
export function PriceRatingBadge({ grade, label, href = ROUTE_PATHS.priceMethodology, className }: PriceRatingBadgeProps) {
  const toMethodology = href === ROUTE_PATHS.priceMethodology;
  const content = (
    <>
      <span className="visually-hidden">Preisbewertung: </span>
      {label}
      {toMethodology ? <span className="visually-hidden"> (so bewerten wir Preise)</span> : null}
    </>
  );
  const attributes = {
    className: `price-badge price-badge--${grade}${className ? ` ${className}` : ''}`,
    'data-price-grade': grade,
    title: toMethodology ? 'So bewerten wir Preise' : undefined,
  };
  // A jump within the page ('#preisbewertung') stays a plain anchor: it keeps the page's query.
  return href.startsWith('#') ? <a href={href} {...attributes}>{content}</a> : <Link to={href} {...attributes}>{content}</Link>;
}

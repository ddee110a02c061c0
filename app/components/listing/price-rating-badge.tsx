import type { PriceGrade } from '#src/domain/pricing/price-rating.ts';

/**
 * A price grade as a badge (issue 17 §2): its words on a colour, never the colour alone; screen
 * readers hear 'Preisbewertung: Guter Preis'. Plain text on purpose: on a card the whole card leads
 * to the car, and the result list's JavaScript budget has no room for more; the detail page and the
 * compare table put the links to the scale and the method beside it.
 */
export function PriceRatingBadge({ grade, label }: { grade: PriceGrade; label: string }) {
  return (
    <span className={`price-badge price-badge--${grade}`} data-price-grade={grade}>
      <span className="visually-hidden">Preisbewertung: </span>
      {label}
    </span>
  );
}

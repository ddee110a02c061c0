import { formatNumber } from '#src/domain/format/number-format.ts';
import { STAR_MAX, type StarRating } from '#app/components/listing/seller-display.ts';

/** Stars filled to the rating (halves, 20 % per point) with value and count as text. */
export function DealerRating({ rating }: { rating: StarRating }) {
  const value = formatNumber(rating.stars, rating.stars % 1 === 0 ? 0 : 1);
  return (
    <span className="dealer-rating">
      <span className="dealer-rating__stars" role="img" aria-label={`${value} von ${STAR_MAX} Sternen`}>
        <span className="dealer-rating__fill" style={{ width: `${rating.fillPercent}%` }} />
      </span>
      <span className="dealer-rating__count">
        ({formatNumber(rating.count)} {rating.count === 1 ? 'Bewertung' : 'Bewertungen'})
      </span>
    </span>
  );
}

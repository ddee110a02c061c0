import { formatNumber } from '#src/domain/format/number-format.ts';
import { STAR_MAX, type StarRating } from '#app/components/listing/seller-display.ts';

/**
 * Five stars filled to `fillPercent` (20 % per point, rounded to halves) with the value and count
 * as text, so the picture is never the only carrier of the information.
 */
export function StarRatingView({ rating, countLabel = 'Bewertungen' }: { rating: StarRating; countLabel?: string }) {
  const text = `${formatNumber(rating.stars, rating.stars % 1 === 0 ? 0 : 1)} von ${STAR_MAX} Sternen`;
  return (
    <span className="star-rating">
      <span className="star-rating__stars" role="img" aria-label={text}>
        <span className="star-rating__fill" style={{ width: `${rating.fillPercent}%` }} />
      </span>
      <span className="star-rating__count">
        {rating.reviewUrl ? (
          <a href={rating.reviewUrl} target="_blank" rel="noopener noreferrer">
            {formatNumber(rating.count)} {countLabel}
          </a>
        ) : (
          <>
            ({formatNumber(rating.count)} {countLabel})
          </>
        )}
      </span>
    </span>
  );
}

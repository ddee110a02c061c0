import { Link } from 'react-router';
import { PriceRatingBadge } from '#app/components/listing/price-rating-badge.tsx';
import { formatNumber, formatPrice } from '#src/domain/format/number-format.ts';
import { ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';
import { deviationText } from '#src/domain/pricing/price-deviation-text.ts';
import { PRICE_GRADES, type PriceRating } from '#src/domain/pricing/price-rating.ts';
import { scalePosition, scaleThresholds } from './price-scale.ts';

export const PRICE_RATING_SECTION_ID = 'preisbewertung';

/** '−10 %', '+4 %': the published thresholds under the scale. */
function thresholdText(deviation: number): string {
  const percent = formatNumber(Math.round(Math.abs(deviation) * 100));
  return `${deviation < 0 ? '−' : '+'}${percent} %`;
}

/** The price over the mark is centred on it, except near the ends, where it would stick out of the page. */
function markAlignment(position: number): 'start' | 'center' | 'end' {
  if (position < 15) return 'start';
  return position > 85 ? 'end' : 'center';
}

function comparablesText(count: number, listed: number): string {
  const basis = count === 1 ? 'Basierend auf 1 vergleichbaren Fahrzeug' : `Basierend auf ${formatNumber(count)} vergleichbaren Fahrzeugen`;
  const forSale = listed - 1;
  const sold = count - forSale;
  return sold > 0 ? `${basis}: ${formatNumber(forSale)} im Angebot, ${formatNumber(sold)} in den letzten 12 Monaten verkauft` : basis;
}

export interface PriceRatingScaleProps {
  rating: PriceRating;
  /** the asking price as shown ('€ 20.490'), written at the mark */
  price: string;
  /** the result list of the comparables' search; null when the car has no rating */
  comparablesHref: string | null;
}

/**
 * The detail page's price rating (issue 17 §2): the grade, a five-segment scale with the car's
 * price marked, the market value, how many comparables it rests on and their price range, a link to
 * those comparables and to the method. The scale is a list of the five grades with the car's one
 * marked as current, so a screen reader hears the same as the picture says; the mark is decoration.
 * Without a grade: 'Keine Preisbewertung' and why.
 */
export function PriceRatingScale({ rating, price, comparablesHref }: PriceRatingScaleProps) {
  const methodology = <Link to={ROUTE_PATHS.priceMethodology}>So bewerten wir Preise</Link>;
  if (rating.grade === null) {
    return (
      <section id={PRICE_RATING_SECTION_ID} className="detail-section price-rating price-rating--none" aria-labelledby="price-rating-heading">
        <h2 id="price-rating-heading">Preisbewertung</h2>
        <p className="price-rating__verdict">
          <strong>{rating.label}</strong>
        </p>
        <p className="price-rating__reason">{rating.reasonText}</p>
        <p className="price-rating__links">{methodology}</p>
      </section>
    );
  }
  const position = scalePosition(rating.grade, rating.deviation);
  return (
    <section id={PRICE_RATING_SECTION_ID} className="detail-section price-rating" aria-labelledby="price-rating-heading">
      <h2 id="price-rating-heading">Preisbewertung</h2>
      <p className="price-rating__verdict">
        <PriceRatingBadge grade={rating.grade} label={rating.label} />
        <span className="price-rating__deviation">
          {price} liegt {deviationText(rating.deviation)}
        </span>
      </p>
      <div className="price-scale">
        <ol className="price-scale__segments" aria-label="Skala der Preisbewertung, vom besten zum höchsten Preis">
          {PRICE_GRADES.map((g) => {
            const current = g.grade === rating.grade;
            return (
              <li key={g.grade} className={`price-scale__segment price-scale__segment--${g.grade}`} aria-current={current ? 'true' : undefined}>
                <span className="price-scale__label">{g.label}</span>
                {current ? <span className="visually-hidden"> (dieses Fahrzeug)</span> : null}
              </li>
            );
          })}
        </ol>
        <div className="price-scale__track" aria-hidden="true">
          {PRICE_GRADES.map((g) => (
            <span key={g.grade} className={`price-scale__bar price-scale__bar--${g.grade}`} />
          ))}
          <span className={`price-scale__mark price-scale__mark--${markAlignment(position)}`} style={{ left: `${position}%` }}>
            <span className="price-scale__price">{price}</span>
          </span>
        </div>
        <ol className="price-scale__thresholds" aria-hidden="true">
          {scaleThresholds().map((t) => (
            <li key={t.atPercent} style={{ left: `${t.atPercent}%` }}>
              {thresholdText(t.deviation)}
            </li>
          ))}
        </ol>
      </div>
      <p className="price-rating__value">
        Marktwert ca. <strong>{formatPrice(rating.marketValue)}</strong>
      </p>
      {rating.uncertainty ? (
        <p className="price-rating__uncertain">
          <strong>{rating.uncertainty}</strong>
        </p>
      ) : null}
      <p className="price-rating__basis">{comparablesText(rating.comparablesCount, rating.listedCount)}</p>
      {rating.match === 'model-fuel' ? (
        <p className="price-rating__basis">Zu wenige Fahrzeuge mit gleichem Getriebe und Aufbau: verglichen auch mit anderen Getrieben und Aufbauten.</p>
      ) : null}
      <p className="price-rating__basis">
        Preisspanne der Vergleichsfahrzeuge: <span className="price-rating__amount">{formatPrice(rating.range.low)}</span> bis{' '}
        <span className="price-rating__amount">{formatPrice(rating.range.high)}</span>
      </p>
      <p className="price-rating__links">
        {comparablesHref ? <Link to={comparablesHref}>Vergleichbare Fahrzeuge ansehen ({formatNumber(rating.listedCount)} mit diesem)</Link> : null}
        {methodology}
      </p>
    </section>
  );
}

import { formatViennaDate } from '#src/domain/format/date-format.ts';
import type { VehicleDetail } from '#src/domain/listing/listing-types.ts';

type Step = { since: string; price: string; current: boolean } | { since: string; text: string };

/**
 * 'Preisverlauf' (issue 17 §3): every price the car had with the day it took effect and, since
 * issue 28 §5, every change of its price rating with the reason, newest first; only when something changed.
 */
export function PriceHistoryTable({
  history,
  ratingChanges,
}: {
  history: VehicleDetail['priceHistory'];
  ratingChanges: readonly { since: string; text: string }[];
}) {
  if (history.length < 2 && ratingChanges.length === 0) return null;
  const prices: Step[] = history.map((step, i) => ({ since: step.since, price: step.price.formatted, current: i === history.length - 1 }));
  // A rating change caused by a price change happens after it: on the same instant the price comes first (lower in the table).
  const newestFirst = [...prices, ...ratingChanges].sort((a, b) => b.since.localeCompare(a.since) || ('text' in a ? -1 : 1));
  return (
    <section className="detail-section price-history" aria-labelledby="price-history-heading">
      <h2 id="price-history-heading">Preisverlauf</h2>
      <table className="price-history__table">
        <thead>
          <tr>
            <th scope="col">Seit</th>
            <th scope="col">Preis</th>
          </tr>
        </thead>
        <tbody>
          {newestFirst.map((step) => (
            <tr key={`${step.since}${'text' in step ? '-rating' : ''}`} className={'text' in step ? 'price-history__rating' : undefined}>
              <td>
                <time dateTime={step.since}>{formatViennaDate(step.since)}</time>
              </td>
              <td>{'text' in step ? step.text : step.current ? <strong>{step.price}</strong> : step.price}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

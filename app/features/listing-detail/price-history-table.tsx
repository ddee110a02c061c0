import type { VehicleDetail } from '#src/domain/listing/listing-types.ts';

const DATE = new Intl.DateTimeFormat('de-AT', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Vienna' });

/** 'Preisverlauf' (issue 17 §3): every price the car had with the day it took effect, newest first; only when it changed. */
export function PriceHistoryTable({ history }: { history: VehicleDetail['priceHistory'] }) {
  if (history.length < 2) return null;
  const newestFirst = [...history].reverse();
  return (
    <section className="detail-section price-history" aria-labelledby="price-history-heading">
      <h2 id="price-history-heading">Preisverlauf</h2>
      <table className="price-history__table">
        <thead>
          <tr><th scope="col">Seit</th><th scope="col">Preis</th></tr>
        </thead>
        <tbody>
          {newestFirst.map((step, i) => (
            <tr key={step.since}>
              <td><time dateTime={step.since}>{DATE.format(new Date(step.since))}</time></td>
              <td>{i === 0 ? <strong>{step.price.formatted}</strong> : step.price.formatted}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

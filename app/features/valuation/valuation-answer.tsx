import { Link } from 'react-router';
import { formatViennaDate } from '#src/domain/format/date-format.ts';
import { formatKm, formatNumber, formatPercent, formatPrice } from '#src/domain/format/number-format.ts';
import { ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';
import type { ValuationAnswer } from './valuation-page.server.ts';

const DATE = new Intl.DateTimeFormat('de-AT', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Vienna' });

function priceLabel(deviation: number): string {
  if (deviation === 0) return 'Zum Marktwert';
  return `${formatNumber(Math.round(Math.abs(deviation) * 100))} % ${deviation < 0 ? 'unter' : 'über'} dem Marktwert`;
}

/** The answer (issue 28 §2): value and range, what moves it (issue 36 §5: the largest effects), the comparables (and the closest ones by name), days to sell at three prices, and how accurate all that is. */
export function ValuationAnswerView({ answer }: { answer: ValuationAnswer }) {
  const a = answer.accuracy;
  return (
    <section className="valuation-answer" aria-labelledby="valuation-answer-heading">
      <h2 id="valuation-answer-heading">Marktwert Ihres {answer.title}</h2>
      <p className="valuation-answer__value" data-testid="valuation-value">
        <strong>{formatPrice(answer.marketValue)}</strong>
      </p>
      <p className="valuation-answer__range">
        Spanne:{' '}
        <span data-testid="valuation-range">
          {formatPrice(answer.range.low)} bis {formatPrice(answer.range.high)}
        </span>
      </p>
      <p className="valuation-answer__basis">{answer.basis}</p>

      <h3>Was den Wert bewegt</h3>
      <ul className="valuation-answer__factors">
        {answer.factors.map((f) => (
          <li key={f.kind}>
            <strong>{f.text}</strong> <span className="valuation-answer__factor-detail">({f.detail})</span>
          </li>
        ))}
        <li>{answer.region}</li>
      </ul>

      <h3>Vergleichsfahrzeuge</h3>
      <p>
        {formatNumber(answer.comparablesCount)} vergleichbare Fahrzeuge: {formatNumber(answer.forSaleCount)} im Angebot,{' '}
        {formatNumber(answer.comparablesCount - answer.forSaleCount)} in den letzten 12 Monaten verkauft.{' '}
        <Link to={answer.comparablesHref}>Vergleichsfahrzeuge im Angebot ansehen ({formatNumber(answer.forSaleCount)})</Link>
      </p>
      {answer.comparables.length > 0 ? (
        <>
          <h4 id="valuation-closest-heading">Die ähnlichsten Vergleichsfahrzeuge</h4>
          <p className="muted">
            Verkaufte {answer.title} (gleicher Treibstoff), die Ihrem nach Erstzulassung und Kilometerstand am nächsten sind; Autos im Angebot nur, wenn zu
            wenige verkauft wurden.
          </p>
          <div className="table-scroll" role="region" aria-labelledby="valuation-closest-heading" tabIndex={0}>
            <table className="valuation-closest">
              <thead>
                <tr>
                  <th scope="col">Fahrzeug</th>
                  <th scope="col">Erstzulassung</th>
                  <th scope="col">Kilometerstand</th>
                  <th scope="col">Preis</th>
                  <th scope="col">Tage online</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {answer.comparables.map((c) => (
                  <tr key={c.id}>
                    <th scope="row">{c.href ? <Link to={c.href}>{`${c.make} ${c.model}`}</Link> : `${c.make} ${c.model}`}</th>
                    <td>{c.firstRegistration.slice(0, 4)}</td>
                    <td>{formatKm(c.mileage)}</td>
                    <td>{formatPrice(c.price)}</td>
                    <td>{formatNumber(c.daysOnline)}</td>
                    <td>{c.soldAt ? `verkauft am ${formatViennaDate(c.soldAt)}` : 'im Angebot'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}

      <h3 id="valuation-days-heading">So schnell verkaufen Sie</h3>
      <div className="table-scroll" role="region" aria-labelledby="valuation-days-heading" tabIndex={0}>
        <table className="valuation-days">
          <thead>
            <tr>
              <th scope="col">Angebotspreis</th>
              <th scope="col">Erwartete Dauer</th>
              <th scope="col">Die Hälfte der Autos</th>
            </tr>
          </thead>
          <tbody>
            {answer.daysToSell.map((d) => (
              <tr key={d.deviation}>
                <th scope="row">
                  {formatPrice(d.price)}
                  <span className="valuation-days__note">{priceLabel(d.deviation)}</span>
                </th>
                <td>{formatNumber(d.days)} Tage</td>
                <td>
                  {formatNumber(d.low)} bis {formatNumber(d.high)} Tage
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="muted">
        Aus der Verkaufsdauer der in den letzten 12 Monaten verkauften Autos, je nachdem, wie weit ihr Preis vom Marktwert abwich.
        {a
          ? ` Genauigkeit (Prüfung an ${formatNumber(a.sampleSize)} verkauften Autos vom ${DATE.format(new Date(a.evaluatedAt))}): Wert im Mittel ${formatPercent(a.mdape * 100, 1)} vom Verkaufspreis entfernt, ${formatPercent(a.within10 * 100, 1)} innerhalb ±10 %; Verkaufsdauer im Mittel ${formatNumber(a.daysToSellMdae, 1)} Tage daneben.`
          : ''}{' '}
        <Link to={ROUTE_PATHS.priceMethodology}>So bewerten wir Preise</Link>
      </p>
      <p className="valuation-answer__permalink">
        Link zu dieser Bewertung:{' '}
        <a href={answer.permalink}>
          {answer.title}, {formatPrice(answer.marketValue)}
        </a>
        . Er enthält Ihre Angaben: Als Lesezeichen gespeichert, bewertet er Ihr Auto jederzeit neu – so behalten Sie die Bewertung auch ohne JavaScript, mit dem
        Sie sie sonst hier im Browser speichern.
      </p>
      <p>
        <a href={`${ROUTE_PATHS.saleContract}?${answer.query}`} download>
          Kaufvertrag für den Privatverkauf (PDF)
        </a>
        , mit Marke, Modell, Erstzulassung und Kilometerstand ausgefüllt.
      </p>
    </section>
  );
}

import { Form, Link } from 'react-router';
import { DEFAULT_KM_PER_YEAR, KM_PER_YEAR_PARAM, MAX_KM_PER_YEAR, MIN_KM_PER_YEAR } from '#src/domain/costs/energy-cost.ts';
import type { OwnershipCosts } from '#src/domain/costs/ownership-costs.ts';
import { dayText, euros, pickerlText } from '#src/domain/costs/cost-texts.ts';
import { formatKm, formatNumber, formatPrice } from '#src/domain/format/number-format.ts';
import { ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';

export const COSTS_SECTION_ID = 'kosten';

/**
 * 'Was kostet das Auto im Monat?' (issue 26): motor tax, energy at the chosen yearly mileage and the
 * finance example, with the NoVA and the Pickerl below. The mileage form is a plain GET (`?kmjahr=`), so
 * it works without JavaScript; with it React Router only reloads the page's data. `keep` are the
 * page's other query parameters (search position, back link), carried along.
 */
export function OwnershipCostsSection({
  costs,
  financeRate,
  keep,
  action,
}: {
  costs: OwnershipCosts;
  financeRate: number | null;
  keep: readonly [string, string][];
  action: string;
}) {
  const { motorTax, energy, nova, reasons } = costs;
  const total = costs.totalMonthly;
  return (
    <section id={COSTS_SECTION_ID} className="detail-section costs" aria-labelledby="costs-heading">
      <h2 id="costs-heading">Was kostet das Auto im Monat?</h2>
      <table className="costs__table">
        <caption className="visually-hidden">Monatliche Kosten bei {formatKm(costs.kmPerYear)} pro Jahr</caption>
        <tbody>
          <tr>
            <th scope="row">Motorbezogene Versicherungssteuer</th>
            <td data-cost="motor-tax">
              {motorTax ? (
                <>
                  {euros(motorTax.monthly)}
                  <small>{euros(motorTax.yearly)} im Jahr</small>
                </>
              ) : (
                <small>{reasons.motorTax}</small>
              )}
            </td>
          </tr>
          <tr>
            <th scope="row">Energie bei {formatKm(costs.kmPerYear)}/Jahr</th>
            <td data-cost="energy">
              {energy ? (
                <>
                  {euros(energy.monthly)}
                  <small>
                    {energy.basis}; Durchschnittspreise Stand {dayText(energy.pricesAsOf)}
                  </small>
                </>
              ) : (
                <small>{reasons.energy}</small>
              )}
            </td>
          </tr>
          {financeRate === null ? null : (
            <tr>
              <th scope="row">
                <a href="#finanzierung">Finanzierungsbeispiel</a>
              </th>
              <td>{formatPrice(financeRate)}</td>
            </tr>
          )}
        </tbody>
        {total === null ? null : (
          <tfoot>
            <tr>
              <th scope="row">Steuer und Energie</th>
              <td data-cost="total">{euros(total)}</td>
            </tr>
            {financeRate === null ? null : (
              <tr>
                <th scope="row">Mit Finanzierung</th>
                <td>{euros(total + financeRate)}</td>
              </tr>
            )}
          </tfoot>
        )}
      </table>
      <Form method="get" action={`${action}#${COSTS_SECTION_ID}`} preventScrollReset className="costs__km">
        {keep.map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        <label htmlFor="costs-km">Kilometer pro Jahr</label>
        <input
          id="costs-km"
          name={KM_PER_YEAR_PARAM}
          type="number"
          inputMode="numeric"
          min={MIN_KM_PER_YEAR}
          max={MAX_KM_PER_YEAR}
          step={1000}
          defaultValue={costs.kmPerYear}
          key={costs.kmPerYear}
        />
        <button type="submit" className="button">
          Neu berechnen
        </button>
      </Form>
      <ul className="costs__once">
        {nova ? (
          <li data-cost="nova">
            NoVA: einmalig {euros(nova.amount)}, fällig bei der Zulassung in Österreich<small>{nova.basis}</small>
          </li>
        ) : null}
        {pickerlText(costs) ? <li data-cost="pickerl">{pickerlText(costs)}</li> : null}
      </ul>
      <p className="costs__note">
        Ohne Versicherungsprämie, Service und Wertverlust; Energie mit {formatNumber(DEFAULT_KM_PER_YEAR)} km/Jahr als Standard.{' '}
        <Link to={ROUTE_PATHS.costMethodology}>So berechnen wir die Kosten</Link>
      </p>
    </section>
  );
}

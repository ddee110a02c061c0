import { Link } from 'react-router';
import { ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';
import { PageHeading } from '../components/layout/page-heading.tsx';
import { usePublicConfig } from '../components/layout/use-public-config.ts';
import { COMPARISON_ROWS, FAQ_GROUPS, MARKETPLACE_FACTS, SELL_ROUTES, SELL_WAYS } from '../features/content/sell-car-content.ts';
import { StarRating } from '../features/content/star-rating.tsx';
import { StoredHtml } from '../features/content/stored-html.tsx';
import { valuationMakeOptions } from '../features/valuation/valuation-page.server.ts';
import { canonicalLink } from '../seo/canonical.ts';
import { pageTitle, siteNameFrom } from '../seo/page-title.ts';
import contentCss from '../styles/content.css?url';
import type { Route } from './+types/sell-car';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: contentCss, precedence: 'default' }];

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Auto verkaufen: kostenlos inserieren oder direkt verkaufen', siteNameFrom(matches)) },
  {
    name: 'description',
    content: 'Verkaufen Sie Ihr Auto kostenlos selbst zum besten Preis oder direkt an geprüfte Händler mit sofortiger Bezahlung und kostenloser Abmeldung.',
  },
  canonicalLink(matches, ROUTE_PATHS.sellCar),
];

/** The makes of the short valuation form (the catalogue stays on the server). */
export function loader() {
  return { makes: valuationMakeOptions() };
}

/**
 * SPEC §1 sell-a-car decision page (two routes, comparison, marketplace facts, FAQ), led by the
 * valuation (issue 28 §4): what the car is worth first, then the three ways to sell with their cost
 * in time and money, and the private-sale contract.
 */
export default function SellCarPage({ loaderData }: Route.ComponentProps) {
  const { partnerPortalUrl } = usePublicConfig();
  return (
    <div className="page sell-car">
      <PageHeading>Auto verkaufen</PageHeading>
      <p className="sell-car__intro">
        Wählen Sie, wie Sie Ihr Auto verkaufen möchten – selbst zum besten Preis oder schnell und bequem direkt an einen Händler.
      </p>

      <section className="sell-valuation" aria-labelledby="sell-price">
        <h2 id="sell-price">Wie finde ich den richtigen Preis?</h2>
        <p>
          Mit unserer kostenlosen Fahrzeugbewertung – ohne E-Mail und ohne Anmeldung: der Marktwert Ihres Autos mit ehrlicher Spanne, die vergleichbaren
          Fahrzeuge und wie schnell Sie zu welchem Preis verkaufen.
        </p>
        <form method="get" action={ROUTE_PATHS.valuation} className="sell-valuation__form">
          <label htmlFor="sell-valuation-make">Marke Ihres Autos</label>
          <select id="sell-valuation-make" name="make" className="field__control" defaultValue="">
            <option value="">Marke wählen</option>
            {loaderData.makes.map((m) => (
              <option key={m.value} value={m.value}>
                {m.label}
              </option>
            ))}
          </select>
          <button type="submit" className="button button--primary">
            Fahrzeugwert berechnen
          </button>
        </form>
      </section>

      <section aria-labelledby="sell-ways">
        <h2 id="sell-ways">Drei Wege, Ihr Auto zu verkaufen</h2>
        <div className="sell-ways">
          {SELL_WAYS.map((w) => (
            <article key={w.id} className="sell-way" aria-labelledby={`sell-way-${w.id}`}>
              <h3 id={`sell-way-${w.id}`}>{w.title}</h3>
              <dl>
                <dt>Zeit</dt>
                <dd>{w.time}</dd>
                <dt>Geld</dt>
                <dd>{w.money}</dd>
                <dt>Aufwand</dt>
                <dd>{w.effort}</dd>
              </dl>
            </article>
          ))}
        </div>
      </section>

      <section className="sell-routes" aria-label="Verkaufswege">
        {SELL_ROUTES.map((r) => (
          <article key={r.id} className={`sell-route sell-route--${r.id}`} aria-labelledby={`sell-route-${r.id}`}>
            <h2 id={`sell-route-${r.id}`}>{r.title}</h2>
            <p>{r.lead}</p>
            <ul className="check-list">
              {r.points.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
            <a className="button button--primary sell-route__cta" href={partnerPortalUrl} target="_blank" rel="noopener noreferrer">
              {r.cta}
              <span className="visually-hidden"> (öffnet in neuem Tab)</span>
            </a>
          </article>
        ))}
      </section>
      <p className="sell-car__dealer">
        Sie sind Autohändler? <Link to={ROUTE_PATHS.dealerRegistration}>Als Händler verkaufen</Link>
      </p>

      <section aria-labelledby="sell-compare">
        <h2 id="sell-compare">Die beiden Wege im Vergleich</h2>
        {/* Focusable, so keyboard users can scroll the table where it is wider than a phone. */}
        <div className="table-scroll" role="region" aria-label="Vergleichstabelle" tabIndex={0}>
          <table className="compare-table">
            <thead>
              <tr>
                <td />
                <th scope="col">Selbst verkaufen</th>
                <th scope="col">Direkt-Verkauf</th>
              </tr>
            </thead>
            <tbody>
              {COMPARISON_ROWS.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  <td>
                    <StarRating value={row.self} />
                  </td>
                  <td>
                    <StarRating value={row.direct} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="sell-contract">
        <h2 id="sell-contract">Kaufvertrag für den Privatverkauf</h2>
        <p>
          Unser Kaufvertrag als PDF zum Ausdrucken: Verkäufer, Käufer, Fahrzeug, Zustand von Karosserie, Innenraum, Motor, Reifen und Papieren, Kaufpreis und
          der beim Privatverkauf übliche Gewährleistungsausschluss. Aus Ihrer Fahrzeugbewertung heraus sind Marke, Modell, Erstzulassung und Kilometerstand
          schon ausgefüllt.
        </p>
        <p>
          <a href={ROUTE_PATHS.saleContract} download>
            Kaufvertrag (PDF, leer) herunterladen
          </a>{' '}
          · <Link to={ROUTE_PATHS.salesContract}>Tipps zum KFZ-Kaufvertrag</Link>
        </p>
      </section>

      <section aria-labelledby="sell-facts">
        <h2 id="sell-facts">Gut zu wissen</h2>
        <ul className="fact-list">
          {MARKETPLACE_FACTS.map((f) => (
            <li key={f.figure}>
              <strong className="fact-list__figure">{f.figure}</strong> {f.text}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="sell-faq" className="faq">
        <h2 id="sell-faq">Häufige Fragen</h2>
        {FAQ_GROUPS.map((group) => (
          <div key={group.title} className="faq__group">
            <h3>{group.title}</h3>
            {group.items.map((item) => (
              <details key={item.question} className="faq__item">
                <summary>{item.question}</summary>
                <StoredHtml sanitizedHtml={item.answerHtml} className="content-body faq__answer" />
              </details>
            ))}
          </div>
        ))}
      </section>
    </div>
  );
}

import { ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';
import { PageHeading } from '../components/layout/page-heading.tsx';
import { SavedValuations } from '../features/valuation/saved-valuations.tsx';
import { ValuationAnswerView } from '../features/valuation/valuation-answer.tsx';
import { ValuationForm } from '../features/valuation/valuation-form.tsx';
import { ValueAlertForm } from '../features/valuation/value-alert-form.tsx';
import { loadValuationPage } from '../features/valuation/valuation-page.server.ts';
import { canonicalLink } from '../seo/canonical.ts';
import { pageTitle, siteNameFrom } from '../seo/page-title.ts';
import contactFormCss from '../styles/contact-form.css?url';
import priceAlertCss from '../styles/price-alert.css?url';
import valuationCss from '../styles/valuation.css?url';
import type { Route } from './+types/valuation';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: contactFormCss, precedence: 'default' },
  { rel: 'stylesheet', href: valuationCss, precedence: 'default' },
  { rel: 'stylesheet', href: priceAlertCss, precedence: 'default' },
];

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Fahrzeugwert berechnen: kostenlos, ohne Anmeldung', siteNameFrom(matches)) },
  {
    name: 'description',
    content:
      'Was ist Ihr Auto wert, und wie schnell verkaufen Sie es? Kostenlose Bewertung ohne E-Mail und Anmeldung, mit Spanne, Vergleichsfahrzeugen und Verkaufsdauer.',
  },
  canonicalLink(matches, ROUTE_PATHS.valuation),
];

/** 'Fahrzeugwert berechnen' (issue 28 §1–2): the steps and, once complete, the answer. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadValuationPage(context.services, new URL(request.url).searchParams, new Date());
}

export default function ValuationRoute({ loaderData }: Route.ComponentProps) {
  const { form, answer, noAnswer } = loaderData;
  return (
    <div className="page valuation">
      <PageHeading>Fahrzeugwert berechnen</PageHeading>
      <p className="valuation__intro">
        Kostenlos, ohne E-Mail und ohne Anmeldung: der Marktwert Ihres Autos bei einem Privatverkauf, mit ehrlicher Spanne, den Vergleichsfahrzeugen und wie
        schnell Sie zu welchem Preis verkaufen.
      </p>
      <div className="valuation__layout">
        <ValuationForm form={form} />
        <div className="valuation__result" aria-live="polite">
          {answer ? <ValuationAnswerView answer={answer} /> : null}
          {answer ? <ValueAlertForm key={answer.query} inputs={answer.query} /> : null}
          {noAnswer ? (
            <p className="valuation__none" role="status">
              <strong>Keine Bewertung möglich.</strong> {noAnswer}
            </p>
          ) : null}
          <SavedValuations current={answer ? { query: answer.query, title: answer.title, marketValue: answer.marketValue } : null} />
        </div>
      </div>
    </div>
  );
}

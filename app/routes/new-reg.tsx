import { DEALER_PHONE_HOURS, SUPPORT_PHONE } from '#src/domain/marketplace/support-contact.ts';
import { ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';
import { PageHeading } from '../components/layout/page-heading.tsx';
import { usePublicConfig } from '../components/layout/use-public-config.ts';
import { canonicalLink } from '../seo/canonical.ts';
import { pageTitle, siteNameFrom } from '../seo/page-title.ts';
import contentCss from '../styles/content.css?url';
import type { Route } from './+types/new-reg';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: contentCss, precedence: 'default' }];

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Als Händler verkaufen: Registrierung und Login', siteNameFrom(matches)) },
  { name: 'description', content: 'Als Autohändler Fahrzeuge auf Gebrauchtwagen.at inserieren: registrieren oder im Partnerportal anmelden.' },
  canonicalLink(matches, ROUTE_PATHS.dealerRegistration),
];

const BENEFITS = [
  'Ihr gesamter Bestand vor Käufern aus ganz Österreich',
  'Automatischer Import aus Ihrer Händlersoftware über Schnittstellen',
  'Eigene Händlerseite mit allen Fahrzeugen, Logo und Bewertungen',
  'Anfragen per E-Mail und Telefon direkt an Ihr Verkaufsteam',
];

const DOCUMENTS = [
  'Gewerbeberechtigung für den Kraftfahrzeughandel',
  'UID-Nummer und Firmenbuchnummer (falls eingetragen)',
  'Ansprechperson mit E-Mail-Adresse und Telefonnummer',
];

/** SPEC §2 /new-reg/: the pre-registration hand-off to the partner portal for dealers. */
export default function NewRegistrationPage() {
  const { partnerPortalUrl, partnerRegistrationUrl } = usePublicConfig();
  return (
    <div className="page new-reg">
      <PageHeading backLink={{ to: ROUTE_PATHS.sellCar, label: 'Zurück zu Auto verkaufen' }}>Als Händler verkaufen</PageHeading>
      <div className="two-panels">
        <section aria-labelledby="new-reg-register" className="panel">
          <h2 id="new-reg-register">Neu hier? Jetzt registrieren</h2>
          <ul className="check-list">
            {BENEFITS.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
          <h3>Das brauchen Sie für die Registrierung</h3>
          <ul>
            {DOCUMENTS.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
          <a className="button button--primary" href={partnerRegistrationUrl}>
            Als Händler registrieren
          </a>
        </section>
        <section aria-labelledby="new-reg-login" className="panel">
          <h2 id="new-reg-login">Bereits Partner?</h2>
          <p>Melden Sie sich im Partnerportal an, um Ihre Fahrzeuge, Anfragen und Statistiken zu verwalten.</p>
          <a className="button button--secondary" href={partnerPortalUrl}>
            Zum Händler-Login
          </a>
          <h3>Fragen zur Registrierung?</h3>
          <p>
            Unser Händlerservice hilft {DEALER_PHONE_HOURS}: <a href={`tel:${SUPPORT_PHONE.tel}`}>{SUPPORT_PHONE.display}</a>
          </p>
        </section>
      </div>
    </div>
  );
}

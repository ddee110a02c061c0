import { Link } from 'react-router';
import { FREE_PRIVATE_LISTINGS, MAX_IMAGES_PER_LISTING } from '#src/domain/marketplace/marketplace-facts.ts';
import { LISTING_LIFETIME_DAYS } from '#src/domain/listing/listing-lifetime.ts';
import { ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';
import { PageHeading } from '../components/layout/page-heading.tsx';
import { usePublicConfig } from '../components/layout/use-public-config.ts';
import { canonicalLink } from '../seo/canonical.ts';
import { pageTitle, siteNameFrom } from '../seo/page-title.ts';
import contentCss from '../styles/content.css?url';
import type { Route } from './+types/insertion';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: contentCss, precedence: 'default' }];

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Auto inserieren: kostenlos in 4 Schritten', siteNameFrom(matches)) },
  {
    name: 'description',
    content: `Inserieren Sie bis zu ${FREE_PRIVATE_LISTINGS} PKW kostenlos mit je ${MAX_IMAGES_PER_LISTING} Bildern – ${LISTING_LIFETIME_DAYS} Tage online.`,
  },
  canonicalLink(matches, ROUTE_PATHS.insertion),
];

const STEPS = [
  { title: 'Anmelden', text: 'Melden Sie sich im Partnerportal an oder legen Sie in einer Minute ein kostenloses Konto an.' },
  {
    title: 'Fahrzeugdaten eingeben',
    text: 'Marke, Modell, Erstzulassung, Kilometerstand, Ausstattung und Preis – die meisten Felder füllen sich aus der Typenliste.',
  },
  {
    title: 'Fotos hochladen',
    text: `Bis zu ${MAX_IMAGES_PER_LISTING} Bilder. Fotografieren Sie bei Tageslicht rundum, den Innenraum, den Tacho und eventuelle Schäden.`,
  },
  { title: 'Veröffentlichen', text: `Ihr Inserat ist sofort sichtbar und bleibt ${LISTING_LIFETIME_DAYS} Tage online.` },
];

/** The insertion page (inserieren): how a private ad is placed, with the hand-off to the partner portal. */
export default function InsertionPage() {
  const { partnerPortalUrl } = usePublicConfig();
  return (
    <div className="page insertion">
      <PageHeading>Inserat aufgeben</PageHeading>
      <p className="lead">
        Als Privatperson inserieren Sie bis zu {FREE_PRIVATE_LISTINGS} PKW kostenlos, jeweils mit bis zu {MAX_IMAGES_PER_LISTING} Bildern.
      </p>
      <ol className="steps">
        {STEPS.map((s) => (
          <li key={s.title} className="steps__item">
            <h2 className="steps__title">{s.title}</h2>
            <p>{s.text}</p>
          </li>
        ))}
      </ol>
      <p>
        <a className="button button--primary" href={partnerPortalUrl} target="_blank" rel="noopener noreferrer">
          Jetzt kostenlos inserieren<span className="visually-hidden"> (öffnet in neuem Tab)</span>
        </a>
      </p>
      <h2>Tipps für ein erfolgreiches Inserat</h2>
      <ul>
        <li>
          Ein realistischer Preis bringt die meisten Anfragen – vergleichen Sie ähnliche Fahrzeuge in der <Link to={ROUTE_PATHS.search}>Suche</Link>.
        </li>
        <li>Nennen Sie Servicehistorie, Vorbesitzer und bekannte Mängel ehrlich. Das schafft Vertrauen und spart Diskussionen bei der Besichtigung.</li>
        <li>Beantworten Sie Anfragen rasch; die meisten Interessenten melden sich in den ersten Tagen.</li>
        <li>
          Lesen Sie vor dem Verkauf unsere <Link to={ROUTE_PATHS.safetyAdvice}>Sicherheitshinweise</Link> und nutzen Sie den{' '}
          <Link to={ROUTE_PATHS.salesContract}>KFZ-Kaufvertrag</Link>.
        </li>
      </ul>
      <p>
        Lieber schnell und ohne Inserat verkaufen? <Link to={ROUTE_PATHS.sellCar}>Direkt-Verkauf vergleichen</Link>
      </p>
    </div>
  );
}

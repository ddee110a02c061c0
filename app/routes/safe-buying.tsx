import { Link } from 'react-router';
import { ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';
import { CONSUMER_RIGHTS_SOURCE } from '#src/domain/listing/seller-role.ts';
import { BATTERY_CERTIFICATE_ANCHOR } from '#src/domain/listing/battery-health.ts';
import { PageHeading } from '../components/layout/page-heading.tsx';
import { canonicalLink } from '../seo/canonical.ts';
import { pageTitle, siteNameFrom } from '../seo/page-title.ts';
import contentCss from '../styles/content.css?url';
import type { Route } from './+types/safe-buying';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: contentCss, precedence: 'default' }];

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Sicher kaufen: Gebrauchtwagen ohne Betrug', siteNameFrom(matches)) },
  {
    name: 'description',
    content:
      'Woran Sie gefälschte Auto-Inserate erkennen und wie Sie einen Gebrauchtwagen sicher kaufen: keine Anzahlung vorab, Papiere prüfen, persönlich treffen.',
  },
  canonicalLink(matches, ROUTE_PATHS.safeBuying),
];

/**
 * 'Sicher kaufen' (issue 27 point 8), where the contact form's note leads. The advice follows what
 * Watchlist Internet and the Europäische Verbraucherzentrum Österreich report about fake car ads.
 */
export default function SafeBuyingRoute() {
  return (
    <article className="page content-page">
      <PageHeading>Sicher kaufen</PageHeading>
      <p>
        Die allermeisten Angebote sind echt. Betrüger locken aber mit Autos weit unter dem Marktpreis und wollen Geld, bevor Sie das Auto gesehen haben. So
        schützen Sie sich:
      </p>
      <h2>Vor dem Kauf</h2>
      <ul>
        <li>
          Zahlen Sie nie eine Anzahlung, Reservierungsgebühr oder „Transportgebühr“, bevor Sie Auto und Papiere gesehen haben – auch nicht über einen
          angeblichen Treuhand- oder Lieferdienst.
        </li>
        <li>Ein Preis weit unter dem Marktwert ist ein Warnzeichen. Fragen Sie nach dem Grund.</li>
        <li>
          Bleiben Sie bei Fragen zum Auto auf dieser Seite oder am Telefon; seien Sie vorsichtig, wenn der Verkäufer nur per Messenger aus dem Ausland
          erreichbar ist.
        </li>
      </ul>
      <h2>Bei der Besichtigung</h2>
      <ul>
        <li>Treffen Sie den Verkäufer persönlich, am besten bei Tageslicht, und machen Sie eine Probefahrt.</li>
        <li>Prüfen Sie den Typenschein und die Zulassungsbescheinigung: stimmen Name, Fahrgestellnummer und Daten mit dem Auto überein?</li>
        <li>Lassen Sie sich das §57a-Gutachten („Pickerl“) und das Serviceheft zeigen.</li>
        <li>
          Halten Sie den Kauf schriftlich fest, z. B. mit unserem <Link to={ROUTE_PATHS.salesContract}>KFZ-Kaufvertrag</Link>.
        </li>
      </ul>
      <h2 id={BATTERY_CERTIFICATE_ANCHOR}>Gebrauchte Elektroautos: das Batteriezertifikat</h2>
      <p>
        Die Antriebsbatterie ist das teuerste Teil eines Elektroautos. Sie verliert mit den Jahren und mit jeder Ladung etwas Kapazität – meist nur wenige
        Prozent in den ersten Jahren, je nach Nutzung, Klima und Ladeverhalten aber unterschiedlich viel. Kilometerstand und Alter allein sagen daher wenig
        darüber, wie weit das Auto noch kommt.
      </p>
      <p>
        Ein Batteriezertifikat hält den Batteriezustand (State of Health, SoH) fest: wie viel Prozent der ursprünglichen Kapazität die Batterie noch hat. Es
        entsteht bei einem Test mit Diagnosegerät oder bei einer Messfahrt durch eine Prüforganisation, einen Diagnoseanbieter oder eine Markenwerkstatt.
      </p>
      <ul>
        <li>
          Bei Anzeigen mit Zertifikat nennen wir Batteriezustand, Prüfdatum und Prüfer; mit dem Filter „Batteriezustand ab“ finden Sie solche Autos gezielt.
        </li>
        <li>Lassen Sie sich das Zertifikat zeigen und prüfen Sie, ob die Fahrgestellnummer darauf mit dem Auto übereinstimmt.</li>
        <li>Achten Sie auf das Prüfdatum: ein Test aus den letzten Monaten sagt mehr als ein alter.</li>
        <li>
          Fehlt ein Zertifikat, fragen Sie danach oder vereinbaren Sie vor dem Kauf einen Batterietest. Prüfen Sie auch, ob die Herstellergarantie auf die
          Batterie (oft 8 Jahre oder 160.000 km bei mindestens 70 % Kapazität) noch läuft.
        </li>
      </ul>
      <h2>Gewährleistung und Garantie</h2>
      <p>
        Welche Rechte Sie haben, hängt davon ab, wer verkauft: Händler, Privatperson oder Vermittler. Jede Anzeige sagt es beim Kontaktformular; mehr bei der{' '}
        <a href={CONSUMER_RIGHTS_SOURCE.url} target="_blank" rel="noopener noreferrer">
          Arbeiterkammer<span className="visually-hidden"> (öffnet in neuem Tab)</span>
        </a>
        .
      </p>
      <h2>Verdacht?</h2>
      <p>
        Melden Sie eine verdächtige Anzeige mit „Fehler melden“ auf der Fahrzeugseite (Grund „Betrugsverdacht“); wir prüfen sie. Aktuelle Betrugsmaschen finden
        Sie in unseren <Link to={ROUTE_PATHS.currentSafetyAdvice}>Sicherheitshinweisen</Link>.
      </p>
    </article>
  );
}

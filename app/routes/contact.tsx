import { useState } from 'react';
import { DEALER_PHONE_HOURS, SUPPORT_PHONE } from '#src/domain/marketplace/support-contact.ts';
import { ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';
import { PageHeading } from '../components/layout/page-heading.tsx';
import { usePublicConfig } from '../components/layout/use-public-config.ts';
import { CONTACT_CONCERNS, contactMailto } from '../features/content/contact-concerns.ts';
import { canonicalLink } from '../seo/canonical.ts';
import { pageTitle, siteNameFrom } from '../seo/page-title.ts';
import contentCss from '../styles/content.css?url';
import type { Route } from './+types/contact';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: contentCss, precedence: 'default' }];

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Kontakt', siteNameFrom(matches)) },
  {
    name: 'description',
    content: 'So erreichen Sie den Kundenservice von Gebrauchtwagen.at: Händler telefonisch Montag bis Freitag 9 bis 16 Uhr, Privatverkäufer per E-Mail.',
  },
  canonicalLink(matches, ROUTE_PATHS.contact),
];

/** SPEC §2 Contact page: pick a concern, an e-mail draft to support opens (no form, no validation). */
export default function ContactPage() {
  const { supportEmail } = usePublicConfig();
  const [concernId, setConcernId] = useState<string | null>(null);
  const concern = CONTACT_CONCERNS.find((c) => c.id === concernId);
  return (
    <div className="page contact-page">
      <PageHeading>Kontakt</PageHeading>
      <div className="contact-page__grid">
        <section aria-labelledby="contact-write">
          <h2 id="contact-write">Schreiben Sie uns</h2>
          <fieldset className="choice-group">
            <legend>Worum geht es?</legend>
            {CONTACT_CONCERNS.map((c) => (
              <label key={c.id} className="choice">
                <input type="radio" name="concern" value={c.id} checked={concernId === c.id} onChange={() => setConcernId(c.id)} />
                <span>{c.label}</span>
              </label>
            ))}
          </fieldset>
          <p>
            <a className="button button--primary" href={contactMailto(supportEmail, concern)}>
              E-Mail an den Kundenservice schreiben
            </a>
          </p>
          <p className="muted">
            Es öffnet sich Ihr E-Mail-Programm mit einem Entwurf an <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
          </p>
        </section>
        <section aria-labelledby="contact-hours" className="support-hours">
          <h2 id="contact-hours">So erreichen Sie uns</h2>
          <h3>Für Händler</h3>
          <p>
            Telefonisch {DEALER_PHONE_HOURS}:<br />
            <a className="support-hours__phone" href={`tel:${SUPPORT_PHONE.tel}`}>
              {SUPPORT_PHONE.display}
            </a>
          </p>
          <h3>Für Privatverkäufer und Käufer</h3>
          <p>
            Ausschließlich per E-Mail an <a href={`mailto:${supportEmail}`}>{supportEmail}</a>. Wir antworten in der Regel innerhalb eines Werktags.
          </p>
          <p>Fragen zu einem bestimmten Fahrzeug richten Sie bitte direkt an den Anbieter – über das Kontaktformular auf der Fahrzeugseite.</p>
        </section>
      </div>
    </div>
  );
}

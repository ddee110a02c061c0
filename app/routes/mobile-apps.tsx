import { ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';
import { PageHeading } from '../components/layout/page-heading.tsx';
import { usePublicConfig } from '../components/layout/use-public-config.ts';
import { AppStoreBadge } from '../features/content/app-store-badge.tsx';
import { PartnerLogo } from '../features/content/partner-logo.tsx';
import { canonicalLink } from '../seo/canonical.ts';
import { pageTitle, siteNameFrom } from '../seo/page-title.ts';
import contentCss from '../styles/content.css?url';
import type { Route } from './+types/mobile-apps';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: contentCss, precedence: 'default' }];

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Mobile Apps für iPhone und Android', siteNameFrom(matches)) },
  { name: 'description', content: 'Gebrauchtwagen suchen, merken und Verkäufer kontaktieren – mit der kostenlosen App für iPhone und Android.' },
  canonicalLink(matches, ROUTE_PATHS.mobileApps),
];

const APP_FEATURES = [
  'Alle Gebrauchtwagen Österreichs mit denselben Filtern wie auf der Website',
  'Merkliste, die sich mit der Website abgleicht',
  'Suchagent mit Benachrichtigung bei neuen passenden Fahrzeugen',
  'Verkäufer direkt aus der App anrufen oder anschreiben',
];

/** SPEC §2: mobile apps page with partner logos and app store links. */
export default function MobileAppsPage() {
  const config = usePublicConfig();
  const partners = [
    { name: new URL(config.vanPartnerUrl).hostname.replace(/^www\./, ''), url: config.vanPartnerUrl, color: '#2a6f4e', text: 'Transporter und Nutzfahrzeuge' },
    {
      name: new URL(config.caravanPartnerUrl).hostname.replace(/^www\./, ''),
      url: config.caravanPartnerUrl,
      color: '#8a4b0f',
      text: 'Wohnmobile und Wohnwagen',
    },
  ];
  return (
    <div className="page mobile-apps">
      <PageHeading>Mobile Apps</PageHeading>
      <div className="mobile-apps__hero">
        <div>
          <p className="lead">Mit der kostenlosen {config.siteName} App haben Sie den österreichischen Gebrauchtwagenmarkt immer dabei.</p>
          <ul className="check-list">
            {APP_FEATURES.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
          <div className="store-badges">
            <AppStoreBadge store="apple" href={config.appStoreUrl} />
            <AppStoreBadge store="google" href={config.playStoreUrl} />
          </div>
        </div>
      </div>
      <section aria-labelledby="app-partners" className="partners">
        <h2 id="app-partners">Unsere Partner</h2>
        <ul className="partners__list">
          {partners.map((p) => (
            <li key={p.url} className="partners__item">
              <a href={p.url} target="_blank" rel="noopener noreferrer">
                <PartnerLogo name={p.name} color={p.color} />
                <span className="partners__text">
                  {p.text}
                  <span className="visually-hidden"> (öffnet in neuem Tab)</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

import { RecentlyViewed } from '#app/components/recently-viewed/recently-viewed.tsx';
import { Link } from 'react-router';
import { usePublicConfig } from '#app/components/layout/use-public-config.ts';
import { AUSTRIAN_STATES } from '#src/domain/geo/austrian-states.ts';
import { formatNumber } from '#src/domain/format/number-format.ts';
import { searchPathFor } from '#src/domain/search/search-path.ts';
import { ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';
import { AdSlot } from './ad-slot.tsx';
import type { HomePageData } from './home-page.server.ts';
import { HomeSearch } from './home-search.tsx';
import { SearchTextField } from './search-text-field.tsx';

/** Ads on the home page are targeted at the page, without the random number (SPEC §2). */
const HOME_TARGETING = { page: 'home' };

/**
 * The home page (SPEC §2 Home) in a narrow centred column: hero search with the live count,
 * 'Zuletzt angesehen', top makes and the catalogue link, price-estimation banner, sell-your-car and app teasers, partner
 * sites for vans and caravans, state links and two ad slots.
 */
export function HomePage({ data }: { data: HomePageData }) {
  const config = usePublicConfig();
  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-title">
        <h1 id="home-title" className="home-hero__title">
          Gebrauchtwagen in Österreich
        </h1>
        <p className="home-hero__lead">{formatNumber(data.totalCount)} Autos von Händlern und privat – finden Sie Ihr nächstes Fahrzeug.</p>
        <SearchTextField id="home-search-text" />
        <HomeSearch data={data} />
      </section>
      {/* Right after the search (issue 27): a returning visitor picks up where they left off. */}
      <RecentlyViewed />

      <AdSlot id="home-top" kind="billboard" targeting={HOME_TARGETING} withRandom={false} />

      <section className="home-section" aria-labelledby="home-makes">
        <h2 id="home-makes" className="home-section__title">
          Beliebte Marken
        </h2>
        <ul className="make-tiles">
          {data.topMakes.map((m) => (
            <li key={m.safeValue}>
              <Link className="make-tile" to={searchPathFor({ make: m.safeValue })}>
                <span className="make-tile__name">{m.name}</span>
                <span className="make-tile__count">{formatNumber(m.count)} Angebote</span>
              </Link>
            </li>
          ))}
          <li>
            <Link className="make-tile make-tile--all" to={ROUTE_PATHS.catalogue}>
              <span className="make-tile__name">Alle Marken</span>
              <span className="make-tile__count">im Gebrauchtwagen-Katalog</span>
            </Link>
          </li>
        </ul>
      </section>

      <section className="valuation-banner" aria-labelledby="home-valuation">
        {/* SPEC §2 price-estimation banner: its two texts, word for word */}
        <h2 id="home-valuation" className="valuation-banner__title">
          Bring dein Auto groß raus! Mit dem richtigen Preis.
        </h2>
        <a className="button valuation-banner__cta" href={ROUTE_PATHS.valuation} target="_blank" rel="noopener">
          Kostenlos Fahrzeugwert berechnen<span className="visually-hidden"> (öffnet in neuem Tab)</span>
        </a>
      </section>

      <div className="home-teasers">
        <section className="teaser teaser--sell" aria-labelledby="home-sell">
          <h2 id="home-sell" className="teaser__title">
            Auto verkaufen
          </h2>
          <p>Kostenlos selbst inserieren oder direkt an geprüfte Händler verkaufen – sofortige Bezahlung und kostenlose Abmeldung.</p>
          <Link className="button button--primary" to={ROUTE_PATHS.sellCar}>
            Jetzt verkaufen
          </Link>
        </section>
        <section className="teaser teaser--app" aria-labelledby="home-app">
          <h2 id="home-app" className="teaser__title">
            Die App für unterwegs
          </h2>
          <p>Neue Angebote zuerst sehen, Fahrzeuge merken und Händler direkt anrufen.</p>
          <div className="teaser__links">
            <a className="button" href={config.appStoreUrl} rel="noopener">
              App Store
            </a>
            <a className="button" href={config.playStoreUrl} rel="noopener">
              Google Play
            </a>
          </div>
          <p className="teaser__more">
            <Link to={ROUTE_PATHS.mobileApps}>Mehr zur App</Link>
          </p>
        </section>
      </div>

      <section className="home-section" aria-labelledby="home-partners">
        <h2 id="home-partners" className="home-section__title">
          Mehr als Pkw
        </h2>
        <ul className="partner-links">
          <li>
            <a className="partner-link" href={config.vanPartnerUrl} rel="noopener">
              <span className="partner-link__title">Transporter &amp; Nutzfahrzeuge</span>
              <span className="partner-link__text">Kastenwagen, Pritschen und Kleinbusse bei unserem Partner</span>
            </a>
          </li>
          <li>
            <a className="partner-link" href={config.caravanPartnerUrl} rel="noopener">
              <span className="partner-link__title">Wohnmobile &amp; Wohnwagen</span>
              <span className="partner-link__text">Reisemobile und Caravans bei unserem Partner</span>
            </a>
          </li>
        </ul>
      </section>

      <section className="home-section" aria-labelledby="home-states">
        <h2 id="home-states" className="home-section__title">
          Gebrauchtwagen in Ihrem Bundesland
        </h2>
        <ul className="state-links">
          {AUSTRIAN_STATES.map((s) => (
            <li key={s.slug}>
              <Link to={searchPathFor({ state: s.slug })}>{s.name}</Link>
            </li>
          ))}
        </ul>
      </section>

      <AdSlot id="home-bottom" kind="billboard" targeting={HOME_TARGETING} withRandom={false} rotation={1} />
    </div>
  );
}

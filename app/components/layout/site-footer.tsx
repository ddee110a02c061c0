import { Link } from 'react-router';
import { AUSTRIAN_STATES } from '#src/domain/geo/austrian-states.ts';
import { ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';
import { FOOTER_BRANDS, LEGAL_DOCUMENTS } from './site-links.ts';

interface SiteFooterProps {
  siteName: string;
  socialUrl: string;
  className?: string;
}

export function SiteFooter({ siteName, socialUrl, className = '' }: SiteFooterProps) {
  return (
    <footer className={`site-footer${className}`}>
      <div className="site-footer__inner">
        <section aria-labelledby="footer-useful">
          <h2 id="footer-useful" className="site-footer__heading">
            Nützliche Links
          </h2>
          <ul>
            <li>
              <a href={LEGAL_DOCUMENTS.consumerTerms} type="application/pdf">
                AGB für Verbraucher (PDF)
              </a>
            </li>
            <li>
              <a href={LEGAL_DOCUMENTS.dealerTerms} type="application/pdf">
                AGB für Händler (PDF)
              </a>
            </li>
            <li>
              <Link to={ROUTE_PATHS.privacyPolicy}>Datenschutzerklärung</Link>
            </li>
            <li>
              <Link to={ROUTE_PATHS.imprint}>Impressum</Link>
            </li>
            <li>
              <a href={LEGAL_DOCUMENTS.accessibilityStatement} type="application/pdf">
                Erklärung zur Barrierefreiheit (PDF)
              </a>
            </li>
            <li>
              <Link to={ROUTE_PATHS.contact}>Kontakt</Link>
            </li>
            <li>
              <Link to={ROUTE_PATHS.salesContract}>KFZ-Kaufvertrag</Link>
            </li>
            <li>
              <Link to={ROUTE_PATHS.mobileApps}>Apps</Link>
            </li>
            <li>
              <Link to={ROUTE_PATHS.safetyAdvice}>Sicherheitshinweise</Link>
            </li>
            <li>
              <Link to={ROUTE_PATHS.priceMethodology}>So bewerten wir Preise</Link>
            </li>
            <li>
              <Link to={ROUTE_PATHS.searchAgents}>Meine Suchagenten</Link>
            </li>
            <li>
              <Link to={ROUTE_PATHS.cookieSettings}>Cookie-Einstellungen</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-brands">
          <h2 id="footer-brands" className="site-footer__heading">
            Automarken
          </h2>
          <ul className="site-footer__columns">
            {FOOTER_BRANDS.map((b) => (
              <li key={b.safeValue}>
                <Link to={`${ROUTE_PATHS.search}${b.safeValue}/`}>{b.label}</Link>
              </li>
            ))}
            <li>
              <Link to={ROUTE_PATHS.catalogue}>Weitere Marken</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-states">
          <h2 id="footer-states" className="site-footer__heading">
            Bundesländer
          </h2>
          <ul className="site-footer__columns">
            {AUSTRIAN_STATES.map((s) => (
              <li key={s.slug}>
                <Link to={`${ROUTE_PATHS.search}${s.slug}/`}>{s.name}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className="site-footer__heading">
            Folgen Sie uns
          </h2>
          <ul>
            <li>
              <a href={socialUrl} rel="noopener" className="site-footer__social">
                <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
                  <path
                    fill="currentColor"
                    d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21h3z"
                  />
                </svg>
                {siteName} auf Facebook
              </a>
            </li>
          </ul>
        </section>
      </div>
      <p className="site-footer__copy">
        © {new Date().getFullYear()} {siteName}
      </p>
    </footer>
  );
}

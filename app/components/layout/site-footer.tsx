import { Link } from 'react-router';
import { AUSTRIAN_STATES } from '#src/domain/geo/austrian-places.ts';
import { FOOTER_BRANDS, PRODUCT_PATH } from './site-links.ts';

interface SiteFooterProps { siteName: string; socialUrl: string }

export function SiteFooter({ siteName, socialUrl }: SiteFooterProps) {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section aria-labelledby="footer-useful">
          <h2 id="footer-useful" className="site-footer__heading">Nützliche Links</h2>
          <ul>
            <li><a href="/docs/agb-verbraucher.pdf">AGB für Verbraucher (PDF)</a></li>
            <li><a href="/docs/agb-haendler.pdf">AGB für Händler (PDF)</a></li>
            <li><Link to="/datenschutz/">Datenschutzerklärung</Link></li>
            <li><Link to="/impressum/">Impressum</Link></li>
            <li><a href="/docs/barrierefreiheitserklaerung.pdf">Erklärung zur Barrierefreiheit (PDF)</a></li>
            <li><Link to="/kontakt/">Kontakt</Link></li>
            <li><Link to="/kfz-kaufvertrag/">KFZ-Kaufvertrag</Link></li>
            <li><Link to="/mobile-apps/">Apps</Link></li>
          </ul>
        </section>
        <section aria-labelledby="footer-brands">
          <h2 id="footer-brands" className="site-footer__heading">Automarken</h2>
          <ul>
            {FOOTER_BRANDS.map((b) => (
              <li key={b.safeValue}><Link to={`/angebote/${b.safeValue}/`}>{b.label}</Link></li>
            ))}
            <li><Link to={PRODUCT_PATH}>Weitere Marken</Link></li>
          </ul>
        </section>
        <section aria-labelledby="footer-states">
          <h2 id="footer-states" className="site-footer__heading">Bundesländer</h2>
          <ul>
            {AUSTRIAN_STATES.map((s) => (
              <li key={s.slug}><Link to={`/angebote/${s.slug}/`}>{s.name}</Link></li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className="site-footer__heading">Folgen Sie uns</h2>
          <ul>
            <li><a href={socialUrl} rel="noopener">Facebook</a></li>
          </ul>
        </section>
      </div>
      <p className="site-footer__copy">© {new Date().getFullYear()} {siteName}</p>
    </footer>
  );
}

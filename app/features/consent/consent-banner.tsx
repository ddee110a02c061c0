import { useEffect } from 'react';
import { Link, useFetcher, useLocation } from 'react-router';
import { isWithin, ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';
import { useHydrated } from '../../components/ui/use-hydrated.ts';
import { isConsentChoice, type ConsentChoice } from '#src/domain/consent/consent-choice.ts';
import { setTrackingConsent } from '#app/analytics/track-event.ts';

/**
 * The cookie hint: shown until the visitor chooses. Refusing is one click, exactly like accepting,
 * and both buttons look the same (no nudging). Without JavaScript the form posts and redirects back.
 */
export function ConsentBanner({ choice }: { choice: ConsentChoice | null }) {
  const fetcher = useFetcher();
  const location = useLocation();
  const hydrated = useHydrated();
  const pending = fetcher.formData?.get('choice');
  const effective = isConsentChoice(pending) ? pending : choice;

  useEffect(() => {
    setTrackingConsent(effective === 'granted');
  }, [effective]);

  if (effective !== null || isWithin(location.pathname, ROUTE_PATHS.cookieSettings)) return null;
  return (
    <section className="consent-banner" aria-labelledby="consent-banner-title">
      <div className="consent-banner__inner">
        <div className="consent-banner__text">
          <h2 id="consent-banner-title" className="consent-banner__title">
            Cookies und Datenschutz
          </h2>
          <p>
            Wir verwenden nur technisch notwendige Cookies, solange Sie nicht zustimmen. Mit Ihrer Einwilligung messen wir zusätzlich anonymisiert die Nutzung
            und zeigen passende Werbung. Die Einwilligung ist freiwillig und jederzeit unter <Link to={ROUTE_PATHS.cookieSettings}>Cookie-Einstellungen</Link>{' '}
            widerrufbar. Mehr in der <Link to={ROUTE_PATHS.privacyPolicy}>Datenschutzerklärung</Link>.
          </p>
        </div>
        <fetcher.Form method="post" action={ROUTE_PATHS.cookieSettings} className="consent-banner__actions">
          {/* The server render sees paths without their trailing slash: the same here, so both agree. */}
          <input type="hidden" name="returnTo" value={`${location.pathname.replace(/(.)\/$/, '$1')}${location.search}`} />
          {hydrated ? <input type="hidden" name="mode" value="fetch" /> : null}
          <button type="submit" name="choice" value="denied" className="button consent-banner__button">
            Nur notwendige
          </button>
          <button type="submit" name="choice" value="granted" className="button consent-banner__button">
            Alle akzeptieren
          </button>
        </fetcher.Form>
      </div>
    </section>
  );
}

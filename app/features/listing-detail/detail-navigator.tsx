import { Link } from 'react-router';
import { formatNumber } from '#src/domain/format/number-format.ts';
import type { DetailNavigator as Navigator } from './detail-page.server.ts';

/**
 * Previous/next car of the search the visitor came from (SPEC §2), shown only for a valid index,
 * and the cross that closes the detail view.
 */
export function DetailNavigator({ navigator, closeHref }: { navigator: Navigator | null; closeHref: string }) {
  return (
    <nav className="detail-navigator" aria-label="Fahrzeugnavigation">
      {navigator ? (
        <>
          {navigator.prevHref ? (
            <Link className="detail-navigator__step" to={navigator.prevHref} rel="prev">
              ‹ <span className="detail-navigator__label">Vorheriges Fahrzeug</span>
            </Link>
          ) : (
            <span className="detail-navigator__step is-disabled" aria-disabled="true">
              ‹ <span className="detail-navigator__label">Vorheriges Fahrzeug</span>
            </span>
          )}
          <span className="detail-navigator__position">
            {formatNumber(navigator.index)} von {formatNumber(navigator.matching)}
          </span>
          {navigator.nextHref ? (
            <Link className="detail-navigator__step" to={navigator.nextHref} rel="next">
              <span className="detail-navigator__label">Nächstes Fahrzeug</span> ›
            </Link>
          ) : (
            <span className="detail-navigator__step is-disabled" aria-disabled="true">
              <span className="detail-navigator__label">Nächstes Fahrzeug</span> ›
            </span>
          )}
        </>
      ) : null}
      <Link className="detail-navigator__close" to={closeHref} aria-label="Detailansicht schließen">
        ×
      </Link>
    </nav>
  );
}

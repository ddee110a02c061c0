import { Link } from 'react-router';

/**
 * SPEC §2 'Zero results' with its three texts, and (issue 36 point 4) the changes that bring cars back,
 * as links that work without JavaScript.
 */
export function ZeroResults({ relaxations = [] }: { relaxations?: readonly { label: string; countText: string; href: string }[] }) {
  return (
    <section className="zero-results" aria-labelledby="zero-results-title">
      <p className="zero-results__kicker" id="zero-results-title">
        KEINE TREFFER
      </p>
      <h2 className="zero-results__title">Ihre Suche ergab leider keine Treffer</h2>
      <p className="zero-results__text">Bitte löschen Sie Filter oder passen Sie Ihre Suchkriterien an.</p>
      {relaxations.length > 0 && (
        <>
          <h3 className="zero-results__relax-title">So finden Sie Fahrzeuge:</h3>
          <ul className="zero-results__relax">
            {relaxations.map((r) => (
              <li key={r.href}>
                <Link to={r.href}>
                  {r.label} — {r.countText}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

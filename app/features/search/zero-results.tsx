/** SPEC §2 'Zero results' with its three texts. */
export function ZeroResults() {
  return (
    <section className="zero-results" aria-labelledby="zero-results-title">
      <p className="zero-results__kicker" id="zero-results-title">
        KEINE TREFFER
      </p>
      <h2 className="zero-results__title">Ihre Suche ergab leider keine Treffer</h2>
      <p className="zero-results__text">Bitte löschen Sie Filter oder passen Sie Ihre Suchkriterien an.</p>
    </section>
  );
}

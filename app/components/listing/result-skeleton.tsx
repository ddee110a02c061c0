import listingCardCss from '#app/styles/listing-card.css?url';

/** SPEC §2: the skeleton placeholder of the result list shows 9 items, each the size of a card. */
export const SKELETON_ITEMS = 9;

/** Card-sized placeholders; the watch list shows as many as it expects cars. */
export function ResultSkeleton({ count = SKELETON_ITEMS }: { count?: number }) {
  return (
    <>
      <link rel="stylesheet" href={listingCardCss} precedence="default" />
      <div className="result-skeleton" aria-hidden="true" data-testid="result-skeleton">
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className="listing-card listing-card--skeleton">
            <div className="listing-card__media skeleton-block" />
            <div className="listing-card__body">
              <div className="skeleton-line skeleton-line--title" />
              <div className="skeleton-line skeleton-line--price" />
              <div className="skeleton-line" />
              <div className="skeleton-line skeleton-line--short" />
            </div>
          </div>
        ))}
      </div>
    </>
  );
}

import type { Listing } from '#src/domain/listing/listing-types.ts';

/**
 * 'Preis gesenkt' with the earlier price struck through (issue 17 §3). Screen readers do not announce
 * <s>, so the earlier price is also said in words.
 */
export function PriceReduction({ reduction }: { reduction: NonNullable<Listing['priceReduction']> }) {
  return (
    <p className="price-reduction">
      <span className="price-reduction__badge">Preis gesenkt</span> <span className="visually-hidden">, vorher </span>
      <s className="price-reduction__previous">{reduction.previousPrice.formatted}</s>
    </p>
  );
}

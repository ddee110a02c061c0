/** Filter 'Preisbewertung' (issue 17 §2): the five grades, chosen like every other list of values. */
import { PRICE_GRADES, type PriceGrade } from '#src/domain/pricing/price-rating.ts';
import { withChange } from '../filter-rules.ts';
import { CheckboxGroup, countOf, toggled, type FieldsProps } from './field-parts.tsx';

export function PriceRatingFields({ filters, onChange, counters, idPrefix }: FieldsProps) {
  return (
    <CheckboxGroup idPrefix={idPrefix} legend="Preisbewertung" name="pricerating"
      options={PRICE_GRADES.map((g) => ({ value: String(g.grade), label: g.label, count: countOf(counters?.pricerating, g.grade) }))}
      selected={filters.priceRatings.map(String)}
      onToggle={(v, c) => onChange(withChange(filters, { priceRatings: toggled(filters.priceRatings, Number(v) as PriceGrade, c) }))} />
  );
}

/** Filter 'Preisbewertung' (issue 17 §2): the five grades, chosen like every other list of values. */
import type { PriceGrade } from '#src/domain/pricing/price-rating.ts';
import { withChange } from '#src/domain/search/filter-rules.ts';
import { CheckboxGroup, countOf, toggled, type FieldsProps } from './field-parts.tsx';

export function PriceRatingFields({ filters, onChange, options, counters, idPrefix }: FieldsProps) {
  return (
    <CheckboxGroup
      idPrefix={idPrefix}
      legend="Preisbewertung"
      name="pricerating"
      options={options.priceGrades.map((g) => ({ value: String(g.id), label: g.name, count: countOf(counters?.pricerating, g.id) }))}
      selected={filters.priceRatings.map(String)}
      onToggle={(v, c) => onChange(withChange(filters, { priceRatings: toggled(filters.priceRatings, Number(v) as PriceGrade, c) }))}
    />
  );
}

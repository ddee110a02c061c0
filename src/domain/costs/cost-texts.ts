/** How the running costs read on the detail and compare pages (German, SPEC §5 number format). */
import { formatNumber } from '../format/number-format.ts';
import type { OwnershipCosts } from './ownership-costs.ts';
import { PICKERL_WARNING_MONTHS } from './pickerl.ts';

/** '€ 41,25': costs always show cents */
export const euros = (value: number) => `€ ${formatNumber(value, 2)}`;
/** '2027-05' → '05/2027' */
export const monthText = (yyyymm: string) => `${yyyymm.slice(5, 7)}/${yyyymm.slice(0, 4)}`;
/** '2025-12-23' → '23.12.2025' */
export const dayText = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

export function pickerlText(costs: Pick<OwnershipCosts, 'pickerlDue' | 'pickerlDueInMonths'>): string | null {
  if (costs.pickerlDue === null || costs.pickerlDueInMonths === null) return null;
  const months = costs.pickerlDueInMonths;
  if (months <= 0) return `Pickerl fällig (${monthText(costs.pickerlDue)})`;
  if (months <= PICKERL_WARNING_MONTHS) return `Pickerl fällig in ${months} ${months === 1 ? 'Monat' : 'Monaten'} (${monthText(costs.pickerlDue)})`;
  return `Nächstes Pickerl ${monthText(costs.pickerlDue)}`;
}

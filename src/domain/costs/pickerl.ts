/**
 * The next wiederkehrende Begutachtung (§ 57a KFG, 'Pickerl') of a car: three years after the first
 * registration, two years after that, then every year (the 3-2-1 rule). The inspection may be done from
 * one month before to four months after the due month; we show the due month.
 * Source: oesterreich.gv.at, 'Wiederkehrende Begutachtung (Pickerl)';
 * https://www.oesterreich.gv.at/themen/mobilitaet/kfz/3/Seite.0610100.html
 */

/** 'YYYY-MM' of the next due month (this month included), or null for a car without a first registration. */
export function nextPickerlDue(firstRegistration: string | null, now: Date): string | null {
  if (!firstRegistration) return null;
  const [y, m] = firstRegistration.split('-').map(Number);
  if (!y || !m) return null;
  const start = y * 12 + (m - 1);
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  let due = start + 36;
  if (due < current) due += 24;
  while (due < current) due += 12;
  return `${Math.floor(due / 12)}-${String((due % 12) + 1).padStart(2, '0')}`;
}

/** Whole months from now until a due month ('YYYY-MM'); 0 in the due month itself. */
export function monthsUntil(due: string, now: Date): number {
  const [y, m] = due.split('-').map(Number);
  return (y as number) * 12 + ((m as number) - 1) - (now.getUTCFullYear() * 12 + now.getUTCMonth());
}

/** The detail page warns when the inspection is due within this many months. */
export const PICKERL_WARNING_MONTHS = 6;

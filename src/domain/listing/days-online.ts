/**
 * Days on market (issue 27 §7): how long a car has been offered, counted in Vienna calendar days from
 * its first appearance. A car taken offline and listed again by the same seller keeps that date
 * (the ingestion remembers each offer reference's first sighting), so the count is what a buyer
 * negotiates with. The 'Neu seit' filter and the search agent's "new cars" read the same date.
 */
import { viennaDaysBetween, viennaMidnightDaysBefore } from '../time/vienna-calendar.ts';

/** A listing row's first appearance: stored since issue 27, else (cars inserted without it) its creation. */
export function firstSeenAt(row: { first_seen_at?: string | null; created_at: string }): string {
  return row.first_seen_at ?? row.created_at;
}

/** Vienna calendar days since the first appearance; 0 on its first day (never negative). */
export function daysOnline(firstSeen: string, now: Date): number {
  return Math.max(0, viennaDaysBetween(new Date(firstSeen), now));
}

/** 'Neu seit heute', 'Seit 1 Tag online', 'Seit 12 Tagen online'. */
export function daysOnlineText(days: number): string {
  if (days <= 0) return 'Neu seit heute';
  return days === 1 ? 'Seit 1 Tag online' : `Seit ${days} Tagen online`;
}

/**
 * The earliest first appearance a 'Neu seit {days}' search keeps: Vienna midnight `days` days ago,
 * so exactly the cars whose card says at most 'Seit {days} Tagen online' match.
 */
export function newSinceCutoff(days: number, now: Date): Date {
  return viennaMidnightDaysBefore(now, days);
}

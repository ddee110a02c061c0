/**
 * When the daily search-agent mails go out: at a configured hour in Europe/Vienna, whatever the
 * server's own time zone and across daylight-saving changes.
 */
import { viennaDay, viennaInstant } from '../domain/time/vienna-calendar.ts';

// The Vienna calendar lives in the domain (days online count it too); the price alerts and tests read it from here.
export { viennaDay, viennaInstant };

/**
 * The daily run that is due at `now`: its key (the Vienna day) and its cutoff (the scheduled
 * instant; cars created up to then go into that day's mail). Null before the hour.
 */
export function dueDailyRun(now: Date, hour: number): { key: string; cutoff: Date } | null {
  const cutoff = viennaInstant(now, hour);
  if (now.getTime() < cutoff.getTime()) return null;
  return { key: viennaDay(now), cutoff };
}

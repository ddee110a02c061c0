/**
 * The calendar Austrian visitors live by: Europe/Vienna days and wall-clock instants, whatever the
 * server's own time zone and across daylight-saving changes. Search-agent mails, the once-a-day price
 * alerts and the days a car has been online all count Vienna days through this module.
 */
export const VIENNA_TIME_ZONE = 'Europe/Vienna';

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: VIENNA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function viennaWallClock(at: Date): WallClock {
  const out: Record<string, number> = {};
  for (const p of parts.formatToParts(at)) if (p.type !== 'literal') out[p.type] = Number(p.value);
  return { year: out.year ?? 0, month: out.month ?? 1, day: out.day ?? 1, hour: out.hour ?? 0, minute: out.minute ?? 0, second: out.second ?? 0 };
}

/** 'YYYY-MM-DD' of the Vienna calendar day. */
export function viennaDay(at: Date): string {
  const w = viennaWallClock(at);
  return `${String(w.year).padStart(4, '0')}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/** The instant at which it is `hour`:00 in Vienna on the Vienna day of `at`. */
export function viennaInstant(at: Date, hour: number): Date {
  const w = viennaWallClock(at);
  const guess = Date.UTC(w.year, w.month - 1, w.day, hour);
  // The offset of Vienna at that moment (1 h in winter, 2 h in summer).
  const seen = viennaWallClock(new Date(guess));
  const offset = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute, seen.second) - guess;
  return new Date(guess - offset);
}

const DAY_MS = 86_400_000;

/** Whole Vienna calendar days from the day of `from` to the day of `to` (negative when `to` is earlier). */
export function viennaDaysBetween(from: Date, to: Date): number {
  return Math.round((Date.parse(viennaDay(to)) - Date.parse(viennaDay(from))) / DAY_MS);
}

/** Midnight in Vienna `days` calendar days before the Vienna day of `at`. */
export function viennaMidnightDaysBefore(at: Date, days: number): Date {
  const [year, month, day] = viennaDay(at).split('-').map(Number) as [number, number, number];
  // Noon UTC lies on the same calendar day in Vienna, so its Vienna midnight is that day's.
  return viennaInstant(new Date(Date.UTC(year, month - 1, day - days, 12)), 0);
}

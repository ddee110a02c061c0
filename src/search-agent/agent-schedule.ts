/**
 * When the daily search-agent mails go out: at a configured hour in Europe/Vienna, whatever the
 * server's own time zone and across daylight-saving changes.
 */
export const AGENT_TIME_ZONE = 'Europe/Vienna';

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: AGENT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

interface WallClock { year: number; month: number; day: number; hour: number; minute: number; second: number }

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

/**
 * The daily run that is due at `now`: its key (the Vienna day) and its cutoff (the scheduled
 * instant; cars created up to then go into that day's mail). Null before the hour.
 */
export function dueDailyRun(now: Date, hour: number): { key: string; cutoff: Date } | null {
  const cutoff = viennaInstant(now, hour);
  if (now.getTime() < cutoff.getTime()) return null;
  return { key: viennaDay(now), cutoff };
}

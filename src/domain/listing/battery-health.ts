/**
 * EV battery health (issue 37 point 5). A used electric car's first doubt is its battery: a
 * certificate (a test on a diagnosis device or a defined charge cycle, by a test provider) states its
 * state of health (SoH), the usable capacity left against a new battery's. The partner API and the
 * feed send percent, test day and provider together; the detail page, the API and the filter
 * 'Batteriezustand ab' read them.
 */
import { formatViennaDate } from '../format/date-format.ts';

/** Below half its capacity no battery is sold as working; above 100 % is no state of health. */
export const STATE_OF_HEALTH_MIN = 50;
export const STATE_OF_HEALTH_MAX = 100;
/** A provider's name ('DEKRA', 'TÜV Austria', 'Aviloo'), not a report. */
export const TEST_PROVIDER_MAX_LENGTH = 80;
/** Battery certificates for cars on sale did not exist before (the first mass-market EVs came in 2010/11). */
export const EARLIEST_TEST_DAY = '2010-01-01';
/** Fuels with a traction battery a certificate can speak of: electric and (plug-in) hybrid. */
export const BATTERY_FUELS: readonly string[] = ['E', 'H'];

/** The section of the safety page that explains certificates (the detail page links to it). */
export const BATTERY_CERTIFICATE_ANCHOR = 'batteriezertifikat';

export interface BatteryHealth {
  /** whole percent, 50–100 */
  stateOfHealthPercent: number;
  /** 'YYYY-MM-DD' */
  testedOn: string;
  testProvider: string;
}

export const BATTERY_HEALTH_MESSAGES = {
  badDay: "Ungültiges Datum (erwartet 'JJJJ-MM-TT' oder 'TT.MM.JJJJ')",
  futureDay: 'Liegt in der Zukunft',
  tooEarly: `Liegt vor ${formatViennaDate(EARLIEST_TEST_DAY)}`,
  notElectric: 'Nur für Elektro- und Hybridfahrzeuge',
  noCertificate: 'Für dieses Elektroauto liegt kein Batteriezertifikat vor.',
} as const;

/** 'YYYY-MM-DD' or the German 'TT.MM.JJJJ' → 'YYYY-MM-DD' of a real calendar day; undefined otherwise. */
export function parseTestDay(text: string): string | undefined {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  const year = Number(iso?.[1] ?? german?.[3]);
  const month = Number(iso?.[2] ?? german?.[2]);
  const day = Number(iso?.[3] ?? german?.[1]);
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return undefined;
  const at = new Date(Date.UTC(year, month - 1, day));
  if (at.getUTCFullYear() !== year || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) return undefined;
  return at.toISOString().slice(0, 10);
}

/**
 * Why a test day cannot stand (German, for the partner), or null. `today` is the Vienna calendar day
 * ('YYYY-MM-DD'): a test done this morning in Vienna is not 'in the future' while UTC is still yesterday.
 */
export function testDayIssue(day: string | undefined, today: string): string | null {
  if (day === undefined) return BATTERY_HEALTH_MESSAGES.badDay;
  if (day > today) return BATTERY_HEALTH_MESSAGES.futureDay;
  if (day < EARLIEST_TEST_DAY) return BATTERY_HEALTH_MESSAGES.tooEarly;
  return null;
}

/** 'Batteriezustand (SoH): 92 % · geprüft am 12.03.2026 · Prüfer: DEKRA' */
export function batteryHealthText(health: BatteryHealth): string {
  return `Batteriezustand (SoH): ${health.stateOfHealthPercent} % · geprüft am ${formatViennaDate(health.testedOn)} · Prüfer: ${health.testProvider}`;
}

/** The stored columns as the public shape; null unless all three are there. */
export function batteryHealthOf(row: {
  battery_soh: number | null;
  battery_soh_tested_on: string | null;
  battery_soh_provider: string | null;
}): BatteryHealth | null {
  if (row.battery_soh === null || row.battery_soh_tested_on === null || row.battery_soh_provider === null) return null;
  return { stateOfHealthPercent: row.battery_soh, testedOn: row.battery_soh_tested_on, testProvider: row.battery_soh_provider };
}

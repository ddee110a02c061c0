import { describe, expect, it } from 'vitest';
import { BATTERY_HEALTH_MESSAGES, batteryHealthOf, batteryHealthText, parseTestDay, testDayIssue } from './battery-health.ts';

describe('battery health (issue 37 point 5)', () => {
  it('reads test days written the ISO or the German way, and only real calendar days', () => {
    expect(parseTestDay('2026-03-12')).toBe('2026-03-12');
    expect(parseTestDay('12.03.2026')).toBe('2026-03-12');
    expect(parseTestDay('1.3.2026')).toBe('2026-03-01');
    expect(parseTestDay('2026-02-30')).toBeUndefined();
    expect(parseTestDay('31.04.2026')).toBeUndefined();
    expect(parseTestDay('03/2026')).toBeUndefined();
    expect(parseTestDay('gestern')).toBeUndefined();
  });

  it('refuses a test day in the future (by the Vienna calendar) or before certificates existed', () => {
    expect(testDayIssue('2026-11-29', '2026-11-29')).toBeNull();
    expect(testDayIssue('2026-11-30', '2026-11-29')).toBe(BATTERY_HEALTH_MESSAGES.futureDay);
    expect(testDayIssue('2009-12-31', '2026-11-29')).toBe('Liegt vor 01.01.2010');
    expect(testDayIssue(undefined, '2026-11-29')).toBe(BATTERY_HEALTH_MESSAGES.badDay);
  });

  it("words a certificate as the detail page shows it: 'Batteriezustand (SoH): 92 % · geprüft am 12.03.2026 · Prüfer: …'", () => {
    expect(batteryHealthText({ stateOfHealthPercent: 92, testedOn: '2026-03-12', testProvider: 'DEKRA' })).toBe(
      'Batteriezustand (SoH): 92 % · geprüft am 12.03.2026 · Prüfer: DEKRA',
    );
  });

  it('maps the stored columns only when all three are there', () => {
    expect(batteryHealthOf({ battery_soh: 88, battery_soh_tested_on: '2026-01-05', battery_soh_provider: 'Aviloo' })).toEqual({
      stateOfHealthPercent: 88,
      testedOn: '2026-01-05',
      testProvider: 'Aviloo',
    });
    expect(batteryHealthOf({ battery_soh: 88, battery_soh_tested_on: null, battery_soh_provider: 'Aviloo' })).toBeNull();
  });
});

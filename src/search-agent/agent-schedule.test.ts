import { describe, expect, it } from 'vitest';
import { dueDailyRun, viennaDay, viennaInstant } from './agent-schedule.ts';

describe('search-agent schedule (Europe/Vienna)', () => {
  it('finds 07:00 Vienna in winter (UTC+1) and summer (UTC+2)', () => {
    expect(viennaInstant(new Date('2026-01-15T12:00:00Z'), 7).toISOString()).toBe('2026-01-15T06:00:00.000Z');
    expect(viennaInstant(new Date('2026-07-15T12:00:00Z'), 7).toISOString()).toBe('2026-07-15T05:00:00.000Z');
  });

  it('uses the Vienna calendar day, not the UTC one', () => {
    // 23:30 UTC on 31 Dec is already 00:30 on 1 Jan in Vienna.
    expect(viennaDay(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });

  it('is due from the configured hour on, once per Vienna day', () => {
    expect(dueDailyRun(new Date('2026-11-21T05:59:00Z'), 7)).toBeNull();
    const due = dueDailyRun(new Date('2026-11-21T06:00:00Z'), 7);
    expect(due).toEqual({ key: '2026-11-21', cutoff: new Date('2026-11-21T06:00:00Z') });
    expect(dueDailyRun(new Date('2026-11-21T22:00:00Z'), 7)?.key).toBe('2026-11-21');
  });

  it('handles the daylight-saving switch days', () => {
    expect(viennaInstant(new Date('2026-03-29T12:00:00Z'), 7).toISOString()).toBe('2026-03-29T05:00:00.000Z');
    expect(viennaInstant(new Date('2026-10-25T12:00:00Z'), 7).toISOString()).toBe('2026-10-25T06:00:00.000Z');
  });
});

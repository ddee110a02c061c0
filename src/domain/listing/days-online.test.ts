import { describe, expect, it } from 'vitest';
import { daysOnline, daysOnlineText, firstSeenAt, newSinceCutoff } from './days-online.ts';

describe('days online (Vienna calendar days)', () => {
  it('says "Neu seit heute" on the first Vienna day, then counts days', () => {
    expect(daysOnlineText(daysOnline('2026-11-26T08:00:00Z', new Date('2026-11-26T20:00:00Z')))).toBe('Neu seit heute');
    expect(daysOnlineText(daysOnline('2026-11-25T08:00:00Z', new Date('2026-11-26T07:00:00Z')))).toBe('Seit 1 Tag online');
    expect(daysOnlineText(daysOnline('2026-11-14T10:00:00Z', new Date('2026-11-26T10:00:00Z')))).toBe('Seit 12 Tagen online');
  });

  it('turns the day at Vienna midnight, not at UTC midnight', () => {
    // 22:59 UTC in winter is 23:59 in Vienna; 23:00 UTC is already 00:00 of the next Vienna day.
    const listed = '2026-11-26T22:59:00Z';
    expect(daysOnline(listed, new Date('2026-11-26T22:59:59Z'))).toBe(0);
    expect(daysOnline(listed, new Date('2026-11-26T23:00:00Z'))).toBe(1);
    // In summer Vienna is two hours ahead: 21:59 UTC and 22:00 UTC lie on different Vienna days.
    expect(daysOnline('2026-07-10T21:59:00Z', new Date('2026-07-10T22:00:00Z'))).toBe(1);
  });

  it('counts calendar days across the daylight-saving switch (a 23-hour day is one day)', () => {
    expect(daysOnline('2026-03-28T12:00:00Z', new Date('2026-03-29T12:00:00Z'))).toBe(1);
    expect(daysOnline('2026-10-24T12:00:00Z', new Date('2026-10-31T12:00:00Z'))).toBe(7);
  });

  it('never counts below zero (a clock a little behind the writer)', () => {
    expect(daysOnline('2026-11-27T10:00:00Z', new Date('2026-11-26T10:00:00Z'))).toBe(0);
  });

  it("cuts 'Neu seit' at Vienna midnight so the filter keeps exactly the cars the cards count", () => {
    const now = new Date('2026-11-26T10:00:00Z');
    expect(newSinceCutoff(1, now).toISOString()).toBe('2026-11-24T23:00:00.000Z');
    expect(newSinceCutoff(7, now).toISOString()).toBe('2026-11-18T23:00:00.000Z');
    expect(daysOnline(newSinceCutoff(3, now).toISOString(), now)).toBe(3);
    expect(daysOnline(new Date(newSinceCutoff(3, now).getTime() - 1).toISOString(), now)).toBe(4);
    expect(newSinceCutoff(1, new Date('2026-07-10T10:00:00Z')).toISOString()).toBe('2026-07-08T22:00:00.000Z');
  });

  it('takes the creation date of a car stored without a first sighting', () => {
    expect(firstSeenAt({ first_seen_at: null, created_at: '2026-11-01T00:00:00Z' })).toBe('2026-11-01T00:00:00Z');
    expect(firstSeenAt({ first_seen_at: '2026-10-01T00:00:00Z', created_at: '2026-11-01T00:00:00Z' })).toBe('2026-10-01T00:00:00Z');
  });
});

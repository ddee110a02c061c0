import { describe, expect, it } from 'vitest';
import { answerFigures, answerTimeTexts, type EnquiryTiming } from './answer-times.ts';

const NOW = new Date('2026-11-29T12:00:00Z');
const HOUR = 3_600_000;
/** An enquiry `ageHours` old, answered `answerHours` after it arrived (null: never). */
const enquiry = (ageHours: number, answerHours: number | null): EnquiryTiming => {
  const created = NOW.getTime() - ageHours * HOUR;
  return { createdAt: new Date(created).toISOString(), answeredAt: answerHours === null ? null : new Date(created + answerHours * HOUR).toISOString() };
};

describe('answerFigures', () => {
  it('takes the median answer time and the share within 24 h of the last 90 days', () => {
    const figures = answerFigures([enquiry(48, 1), enquiry(72, 2.5), enquiry(100, 3), enquiry(200, 30), enquiry(300, null), enquiry(24 * 91, 0.1)], NOW);
    expect(figures).toEqual({ enquiries: 5, medianMinutes: 180, withinDayPercent: 60 });
  });

  it('leaves out an unanswered enquiry younger than a day, but counts an answered one', () => {
    expect(answerFigures([enquiry(5, null), enquiry(5, 0.5)], NOW)).toEqual({ enquiries: 1, medianMinutes: 30, withinDayPercent: 100 });
  });

  it('has no median when most enquiries were never answered', () => {
    expect(answerFigures([enquiry(48, 1), enquiry(48, null), enquiry(48, null)], NOW)).toEqual({ enquiries: 3, medianMinutes: null, withinDayPercent: 33 });
  });

  it('has nothing without enquiries', () => {
    expect(answerFigures([], NOW)).toEqual({ enquiries: 0, medianMinutes: null, withinDayPercent: null });
  });
});

describe('answerTimeTexts', () => {
  it('shows nothing under 5 enquiries', () => {
    expect(answerTimeTexts({ enquiries: 4, medianMinutes: 60, withinDayPercent: 100 })).toBeNull();
  });

  it('rounds the median up to whole hours, at least one, and to days beyond 24 h', () => {
    const time = (medianMinutes: number) => answerTimeTexts({ enquiries: 5, medianMinutes, withinDayPercent: 80 })?.time;
    expect(time(12)).toBe('antwortet meist innerhalb von 1 Std.');
    expect(time(121)).toBe('antwortet meist innerhalb von 3 Std.');
    expect(time(24 * 60)).toBe('antwortet meist innerhalb von 24 Std.');
    expect(time(30 * 60)).toBe('antwortet meist innerhalb von 2 Tagen');
  });

  it('gives the share within 24 h, and no time line when most went unanswered', () => {
    expect(answerTimeTexts({ enquiries: 8, medianMinutes: null, withinDayPercent: 25 })).toEqual({
      time: null,
      share: '25 % der Anfragen in 24 Std. beantwortet',
    });
  });
});

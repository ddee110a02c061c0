import { describe, expect, it } from 'vitest';
import { answerFigures, answerTimeTexts } from '../domain/dealers/answer-times.ts';
import { dealerAnswerHistory } from './dealer-answer-history.ts';

const NOW = new Date('2026-11-29T12:00:00Z');
const figuresOf = (sellerId: number) =>
  answerFigures(
    dealerAnswerHistory(sellerId, 1, NOW).map((lead) => ({ createdAt: lead.created_at, answeredAt: lead.answered_at ?? null })),
    NOW,
  );

describe('dealerAnswerHistory', () => {
  it('is the same for the same dealer and day', () => {
    expect(dealerAnswerHistory(17, 1, NOW)).toEqual(dealerAnswerHistory(17, 1, NOW));
  });

  it('gives the demo dealers answer times that differ believably', () => {
    const figures = Array.from({ length: 300 }, (_, i) => figuresOf(i + 1));
    const shown = figures.filter((f) => answerTimeTexts(f) !== null);
    const share = (test: (f: (typeof figures)[number]) => boolean) => shown.filter(test).length / shown.length;
    // Most dealers with a figure answer within hours; some take over a day; a few leave most enquiries open.
    expect(shown.length / figures.length).toBeGreaterThan(0.6);
    expect(shown.length).toBeLessThan(figures.length);
    expect(share((f) => f.medianMinutes !== null && f.medianMinutes <= 6 * 60)).toBeGreaterThan(0.45);
    expect(share((f) => f.medianMinutes !== null && f.medianMinutes > 24 * 60)).toBeGreaterThan(0.04);
    expect(share((f) => f.medianMinutes === null)).toBeGreaterThan(0.02);
    expect(share((f) => f.medianMinutes === null)).toBeLessThan(0.15);
  });

  it('records no answer before its enquiry or after now', () => {
    for (const lead of dealerAnswerHistory(5, 1, NOW)) {
      if (!lead.answered_at) continue;
      expect(lead.answered_at > lead.created_at).toBe(true);
      expect(Date.parse(lead.answered_at)).toBeLessThanOrEqual(NOW.getTime());
    }
  });
});

import { describe, expect, it } from 'vitest';
import { confirmationIsStale, confirmedText, dealerConfirmationCutoff, privateAnswerCutoff, privateAskCutoff } from './listing-confirmation.ts';

describe('listing confirmation rules', () => {
  it('stores a new confirmation once per Vienna day', () => {
    const now = new Date('2026-11-28T10:00:00Z');
    expect(confirmationIsStale(null, now)).toBe(true);
    expect(confirmationIsStale('2026-11-28T00:30:00Z', now)).toBe(false);
    // 23:30 UTC on the 27th is already the 28th in Vienna (UTC+1).
    expect(confirmationIsStale('2026-11-27T23:30:00Z', now)).toBe(false);
    expect(confirmationIsStale('2026-11-27T22:30:00Z', now)).toBe(true);
  });

  it('counts the windows back from now', () => {
    const now = new Date('2026-11-28T10:00:00Z');
    expect(dealerConfirmationCutoff(now, 7)).toBe('2026-11-21T10:00:00.000Z');
    expect(privateAskCutoff(now)).toBe('2026-10-29T10:00:00.000Z');
    expect(privateAnswerCutoff(now)).toBe('2026-11-21T10:00:00.000Z');
  });

  it("says when the seller last confirmed, in Vienna's calendar", () => {
    expect(confirmedText('2026-11-27T23:30:00Z')).toBe('zuletzt bestätigt am 28.11.2026');
    expect(confirmedText(null)).toBeNull();
  });
});

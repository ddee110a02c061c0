import { describe, expect, it } from 'vitest';
import { isValueAlertDue, valueMove } from './value-alert-rule.ts';

describe('Wertalarm rule', () => {
  it('is due beyond 5 % either way, not at or below it', () => {
    expect(isValueAlertDue(10_000, 10_600)).toBe(true);
    expect(isValueAlertDue(10_000, 9_400)).toBe(true);
    expect(isValueAlertDue(10_000, 10_500)).toBe(false);
    expect(isValueAlertDue(10_000, 9_700)).toBe(false);
    expect(valueMove(10_000, 9_400)).toBeCloseTo(-0.06);
  });
});

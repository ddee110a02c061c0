import { describe, expect, it } from 'vitest';
import { deviationText } from './price-deviation-text.ts';

describe('deviationText', () => {
  it('says how many whole percent a price lies below or above the market value', () => {
    expect(deviationText(-0.062)).toBe('6 % unter dem Marktwert');
    expect(deviationText(0.031)).toBe('3 % über dem Marktwert');
    expect(deviationText(0.125)).toBe('13 % über dem Marktwert');
  });

  it('calls less than half a percent the market value itself', () => {
    expect(deviationText(0.004)).toBe('beim Marktwert');
    expect(deviationText(-0.004)).toBe('beim Marktwert');
  });
});

import { describe, expect, it } from 'vitest';
import { RETRY_BASE_MS, RETRY_CAP_MS, retryDelayMs } from './retry-backoff.ts';

describe('retryDelayMs', () => {
  it('doubles per attempt from 30 s and stops at one hour', () => {
    const mid = () => 0.5;
    expect(retryDelayMs(1, mid)).toBe(RETRY_BASE_MS);
    expect(retryDelayMs(2, mid)).toBe(2 * RETRY_BASE_MS);
    expect(retryDelayMs(5, mid)).toBe(16 * RETRY_BASE_MS);
    expect(retryDelayMs(40, mid)).toBe(RETRY_CAP_MS);
  });

  it('spreads retries by ±20 %', () => {
    expect(retryDelayMs(3, () => 0)).toBe(0.8 * 4 * RETRY_BASE_MS);
    expect(retryDelayMs(3, () => 1)).toBe(1.2 * 4 * RETRY_BASE_MS);
  });
});

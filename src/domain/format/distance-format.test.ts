import { describe, expect, it } from 'vitest';
import { formatDistance } from './distance-format.ts';

describe('formatDistance', () => {
  it('rounds to whole kilometres with the Austrian thousands separator', () => {
    expect(formatDistance(44.6)).toBe('≈ 45 km');
    expect(formatDistance(1234.4)).toBe('≈ 1.234 km');
    expect(formatDistance(0.4)).toBe('< 1 km');
  });
});

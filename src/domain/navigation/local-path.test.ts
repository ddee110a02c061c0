import { describe, expect, it } from 'vitest';
import { safeLocalPath } from './local-path.ts';

describe('safeLocalPath', () => {
  it('accepts paths on this site', () => {
    expect(safeLocalPath('/')).toBe('/');
    expect(safeLocalPath('/fahrzeuge/vw-golf/12?index=3')).toBe('/fahrzeuge/vw-golf/12?index=3');
  });

  it('rejects other hosts, schemes and control characters', () => {
    for (const value of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/a\nb',
      '/a\\b',
      '',
      null,
      undefined,
      `/${'a'.repeat(2001)}`,
    ]) {
      expect(safeLocalPath(value)).toBeNull();
    }
  });
});

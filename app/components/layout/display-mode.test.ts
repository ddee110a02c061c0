import { describe, expect, it } from 'vitest';
import { resolveDisplayMode } from './display-mode.ts';

const q = (s: string) => new URLSearchParams(s);

describe('resolveDisplayMode', () => {
  it('shows everything by default', () => {
    expect(resolveDisplayMode(q(''))).toEqual({ header: 'shown', footer: 'shown', appView: false });
  });

  it('hides header, footer or both through ?hide=', () => {
    expect(resolveDisplayMode(q('hide=header'))).toMatchObject({ header: 'always', footer: 'shown' });
    expect(resolveDisplayMode(q('hide=footer'))).toMatchObject({ header: 'shown', footer: 'always' });
    expect(resolveDisplayMode(q('hide=all'))).toMatchObject({ header: 'always', footer: 'always' });
    expect(resolveDisplayMode(q('hide=nonsense'))).toMatchObject({ header: 'shown', footer: 'shown' });
  });

  it('reads appview=true only', () => {
    expect(resolveDisplayMode(q('appview=true')).appView).toBe(true);
    expect(resolveDisplayMode(q('appview=1')).appView).toBe(false);
  });

  it('applies route handles per platform and combines them with the query', () => {
    const compare = { layoutHide: { parts: 'all', on: 'desktop' } };
    expect(resolveDisplayMode(q(''), [undefined, compare])).toMatchObject({ header: 'desktop', footer: 'desktop' });
    expect(resolveDisplayMode(q('hide=header'), [compare])).toMatchObject({ header: 'always', footer: 'desktop' });
    expect(resolveDisplayMode(q(''), [compare, { layoutHide: { parts: 'header', on: 'mobile' } }])).toMatchObject({ header: 'always', footer: 'desktop' });
  });
});

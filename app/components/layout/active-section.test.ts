import { describe, expect, it } from 'vitest';
import { activeSection } from './active-section.ts';

describe('activeSection', () => {
  it('marks the search link on result lists, detail pages and the detailed search', () => {
    for (const p of ['/angebote/', '/angebote/vw/golf/', '/fahrzeuge/vw-golf/3', '/detailsuche/', '/angebote']) expect(activeSection(p)).toBe('search');
  });
  it('marks dealers, sell and watch list', () => {
    expect(activeSection('/anbieterverzeichnis/')).toBe('dealers');
    expect(activeSection('/handlerwagen/')).toBe('dealers');
    expect(activeSection('/auto-verkaufen/')).toBe('sell');
    expect(activeSection('/merkliste/')).toBe('watch-list');
    expect(activeSection('/vergleichen/')).toBe('watch-list');
  });
  it('marks nothing elsewhere and does not match mere prefixes', () => {
    for (const p of ['/', '/impressum/', '/angebotex/', '/kontakt/']) expect(activeSection(p)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { EQUIPMENT } from '../taxonomy/reference-data.ts';
import { withCompoundBreaks } from './compound-breaks.ts';

const SOFT = '\u00AD';

describe('withCompoundBreaks', () => {
  it('puts soft hyphens at the joints of known compounds and keeps the visible text', () => {
    expect(withCompoundBreaks('Verkehrszeichenerkennung')).toBe(`Verkehrs${SOFT}zeichen${SOFT}erkennung`);
    expect(withCompoundBreaks('Bluetooth-Freisprecheinrichtung')).toBe(`Bluetooth-Frei${SOFT}sprech${SOFT}einrichtung`);
    expect(withCompoundBreaks('Getönte Scheiben hinten').replaceAll(SOFT, '')).toBe('Getönte Scheiben hinten');
  });

  it('keeps the case of a word found in another case, and leaves unknown words alone', () => {
    expect(withCompoundBreaks('Rücksitzbank geteilt umklappbar')).toBe(`Rück${SOFT}sitz${SOFT}bank geteilt umklapp${SOFT}bar`);
    expect(withCompoundBreaks('Donaudampfschifffahrt')).toBe('Donaudampfschifffahrt');
  });

  it('leaves no piece longer than 13 letters in any equipment name or compare label', () => {
    const labels = [...EQUIPMENT.map((e) => e.name), 'Erstzulassung', 'Kilometerstand', 'CO₂-Emissionen', 'Verbrauch (kombiniert)'];
    const longest = labels.flatMap((l) => withCompoundBreaks(l).split(/[\s\u00AD-]+/)).filter((piece) => piece.length > 13);
    expect(longest).toEqual([]);
  });
});

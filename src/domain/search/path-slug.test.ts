import { describe, expect, it } from 'vitest';
import { pathSlug } from './path-slug.ts';

const CASES: readonly [name: string, slug: string][] = [
  ['C-Klasse', 'c-klasse'],
  ['ID.3', 'id-3'],
  ['Käfer', 'kaefer'],
  ['Citroën', 'citroen'],
  ['Up!', 'up'],
  ['Wiener Neustadt', 'wiener-neustadt'],
  ['St. Pölten', 'st-poelten'],
  ['Groß-Enzersdorf', 'gross-enzersdorf'],
  ['Wien Rudolfsheim-Fünfhaus', 'wien-rudolfsheim-fuenfhaus'],
  ['  Kärnten / Übersee  ', 'kaernten-uebersee'],
  ['ÄÖÜ', 'aeoeue'],
  // decomposed umlauts, as some keyboards and pasted text deliver them
  ['Wörgl'.normalize('NFD'), 'woergl'],
  ['Café 1010', 'cafe-1010'],
];

describe('pathSlug', () => {
  it.each(CASES)('%j → %s', (name, slug) => {
    expect(pathSlug(name)).toBe(slug);
  });
});

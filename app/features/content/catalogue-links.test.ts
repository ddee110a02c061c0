import { describe, expect, it } from 'vitest';
import { BODY_TYPES, OFFER_TYPES } from '#src/domain/taxonomy/reference-data.ts';
import { bodyTypeLinks, makeLinks, offerTypeLinks } from './catalogue-links.ts';

describe('catalogue links', () => {
  it("titles makes '{make} {product}' and links their safe value", () => {
    expect(
      makeLinks(
        [
          { name: 'VW', safeValue: 'vw' },
          { name: 'Audi', safeValue: 'audi' },
        ],
        'Gebrauchtwagen',
      ),
    ).toEqual([
      { label: 'Audi Gebrauchtwagen', href: '/angebote/audi/' },
      { label: 'VW Gebrauchtwagen', href: '/angebote/vw/' },
    ]);
  });

  it('links body types by construction id, alphabetically', () => {
    const links = bodyTypeLinks(BODY_TYPES);
    expect(links[0]).toEqual({ label: 'Cabrio', href: '/angebote/?construction=2' });
    expect(links.map((l) => l.label)).toEqual(['Cabrio', 'Coupé', 'Kleinwagen', 'Kombi', 'Limousine', 'SUV/Geländewagen', 'Transporter', 'Van/Kleinbus']);
    expect(bodyTypeLinks(BODY_TYPES, 'Gebrauchtwagen ')[3]).toEqual({ label: 'Gebrauchtwagen Kombi', href: '/angebote/?construction=5' });
  });

  it('links offer types in the order U, J, N, O, S, D and leaves out a doubled name when prefixed', () => {
    expect(offerTypeLinks(OFFER_TYPES).map((l) => l.href)).toEqual(['U', 'J', 'N', 'O', 'S', 'D'].map((c) => `/angebote/?offer=${c}`));
    expect(offerTypeLinks(OFFER_TYPES, 'Gebrauchtwagen ').map((l) => l.label)).toEqual([
      'Gebrauchtwagen Jahreswagen',
      'Gebrauchtwagen Neuwagen',
      'Gebrauchtwagen Oldtimer',
      'Gebrauchtwagen Tageszulassung',
      'Gebrauchtwagen Vorführwagen',
    ]);
  });
});

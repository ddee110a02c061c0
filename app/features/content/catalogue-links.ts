import { createFilters, toSearchQueryString } from '#src/domain/search/search-filters.ts';
import { searchPathFor } from '#src/domain/search/search-path.ts';

export interface CatalogueLink {
  label: string;
  href: string;
}
interface Named<I> {
  id: I;
  name: string;
}

const collator = new Intl.Collator('de-AT', { sensitivity: 'base' });

/** SPEC §2 catalogue: each make links to /angebote/{safe make}/ titled '{make} {product}'. */
export function makeLinks(makes: readonly { name: string; safeValue: string }[], product: string): CatalogueLink[] {
  return [...makes]
    .sort((a, b) => collator.compare(a.name, b.name))
    .map((m) => ({ label: `${m.name} ${product}`, href: searchPathFor({ make: m.safeValue }) }));
}

/** Body-type links (/angebote/?construction={id}), alphabetical like the spec's table. */
export function bodyTypeLinks(bodyTypes: readonly Named<number>[], prefix = ''): CatalogueLink[] {
  return [...bodyTypes]
    .sort((a, b) => collator.compare(a.name, b.name))
    .map((b) => ({ label: `${prefix}${b.name}`, href: `${searchPathFor()}${toSearchQueryString(createFilters({ bodyTypes: [b.id] }))}` }));
}

/** SPEC §2 offer-type order: U used, J Jahreswagen, N new, O Oldtimer, S Tageszulassung, D Vorführwagen. */
const OFFER_ORDER = ['U', 'J', 'N', 'O', 'S', 'D'];

/** With a prefix, an offer type named like the prefix ('Gebrauchtwagen Gebrauchtwagen') is left out. */
export function offerTypeLinks(offerTypes: readonly Named<string>[], prefix = ''): CatalogueLink[] {
  return OFFER_ORDER.flatMap((code) => {
    const offer = offerTypes.find((o) => o.id === code);
    return offer && `${offer.name} ` !== prefix
      ? [{ label: `${prefix}${offer.name}`, href: `${searchPathFor()}${toSearchQueryString(createFilters({ offerTypes: [code] }))}` }]
      : [];
  });
}

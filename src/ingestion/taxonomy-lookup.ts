/**
 * The reference data an ingested listing is checked against, with lookups by id or by name
 * (partners' systems use either). Built once from the database tables, so it always agrees with
 * what search and detail pages show.
 */

export interface TaxonomyEntry<I extends string | number> {
  id: I;
  name: string;
  aliases?: readonly string[];
}

/** Case, accents, ß and spacing do not matter when matching a name: 'coupe' finds 'Coupé'. */
export function normalizeName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[\s_-]+/g, ' ')
    .trim();
}

export class TaxonomyLookup<I extends string | number> {
  private readonly byId = new Map<string, TaxonomyEntry<I>>();
  private readonly byName = new Map<string, TaxonomyEntry<I>>();

  constructor(readonly entries: readonly TaxonomyEntry<I>[]) {
    for (const entry of entries) {
      this.byId.set(String(entry.id).toUpperCase(), entry);
      for (const name of [entry.name, ...(entry.aliases ?? [])]) {
        const key = normalizeName(name);
        if (!this.byName.has(key)) this.byName.set(key, entry);
      }
    }
  }

  /**
   * A JSON number is an id. A string is a name first (model names such as '500' or '911' are
   * digits too), then an id ('B' for Benzin, '6' for Limousine).
   */
  resolve(value: string | number): TaxonomyEntry<I> | undefined {
    if (typeof value === 'number') return this.byId.get(String(value));
    return this.byName.get(normalizeName(value)) ?? this.byId.get(value.trim().toUpperCase());
  }

  /** For error messages: the allowed values when there are few enough to list. */
  describe(): string {
    if (this.entries.length > 20) return '';
    return ` (erlaubt: ${this.entries.map((e) => `${e.id} ${e.name}`).join(', ')})`;
  }
}

export interface IngestPlace {
  name: string;
  zip: string;
  stateSlug: string;
  lat: number;
  lon: number;
}

/**
 * Coordinates and federal state for a seller's address, so radius and state filters find its cars.
 * The built-in place list holds the main postal code of ~250 towns; other postal codes take the
 * numerically nearest one of the same postal area (Austrian codes are assigned by region).
 */
export class PlaceLookup {
  private readonly byZip = new Map<string, IngestPlace>();
  private readonly byName = new Map<string, IngestPlace>();
  private readonly sorted: IngestPlace[];

  constructor(places: readonly IngestPlace[]) {
    for (const place of places) {
      if (!this.byZip.has(place.zip)) this.byZip.set(place.zip, place);
      const key = normalizeName(place.name);
      if (!this.byName.has(key)) this.byName.set(key, place);
    }
    this.sorted = [...places].sort((a, b) => Number(a.zip) - Number(b.zip));
  }

  resolve(zip: string, city: string): IngestPlace | undefined {
    const exact = this.byZip.get(zip) ?? this.byName.get(normalizeName(city));
    if (exact) return exact;
    const target = Number(zip);
    let best: IngestPlace | undefined;
    for (const place of this.sorted) {
      if (place.zip.slice(0, 2) !== zip.slice(0, 2)) continue;
      if (!best || Math.abs(Number(place.zip) - target) < Math.abs(Number(best.zip) - target)) best = place;
    }
    return best;
  }
}

export interface IngestTaxonomy {
  makes: TaxonomyLookup<number>;
  modelsByMake: ReadonlyMap<number, TaxonomyLookup<number>>;
  offerTypes: TaxonomyLookup<string>;
  fuels: TaxonomyLookup<string>;
  bodyTypes: TaxonomyLookup<number>;
  bodyColors: TaxonomyLookup<number>;
  transmissions: TaxonomyLookup<number>;
  driveTrains: TaxonomyLookup<string>;
  upholstery: TaxonomyLookup<number>;
  pollutionClasses: TaxonomyLookup<number>;
  equipment: TaxonomyLookup<number>;
  places: PlaceLookup;
}

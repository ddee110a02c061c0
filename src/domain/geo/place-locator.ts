/**
 * A place typed by a visitor ('Linz', '4020', '4020 Linz') → its coordinates: the search's
 * geocoding fallback and the dealer directory's 'Entfernung ab' use the same rule.
 */
export interface LocatablePlace {
  name: string;
  zip: string;
  lat: number;
  lon: number;
}

export function createPlaceLocator(places: readonly LocatablePlace[]): (value: string) => { lat: number; lon: number } | null {
  const byName = new Map<string, { lat: number; lon: number }>();
  for (const c of places) {
    for (const key of [c.name.toLowerCase(), c.zip, `${c.zip} ${c.name}`.toLowerCase()]) {
      if (!byName.has(key)) byName.set(key, { lat: c.lat, lon: c.lon });
    }
  }
  return (value) => byName.get(value.trim().toLowerCase()) ?? null;
}

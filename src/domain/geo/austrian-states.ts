/**
 * The nine federal states of Austria (SPEC §2): slug, name, representative city and centre. A
 * module of its own because every page's footer links the states, while the ~250 towns of
 * austrian-places.ts are needed only where a city is chosen or parsed (JavaScript budget).
 */
export const STATE_SLUGS = ['wien', 'vorarlberg', 'kaernten', 'niederoesterreich', 'oberoesterreich', 'salzburg', 'steiermark', 'tirol', 'burgenland'] as const;

export type StateSlug = (typeof STATE_SLUGS)[number];

export interface AustrianState {
  slug: StateSlug;
  /** German name, e.g. 'Niederösterreich' */
  name: string;
  /** Representative city (state capital), e.g. 'St. Pölten' */
  cityName: string;
  lat: number;
  lon: number;
}

export const AUSTRIAN_STATES: readonly AustrianState[] = [
  { slug: 'wien', name: 'Wien', cityName: 'Wien', lat: 48.2082, lon: 16.3738 },
  { slug: 'vorarlberg', name: 'Vorarlberg', cityName: 'Bregenz', lat: 47.5031, lon: 9.7471 },
  { slug: 'kaernten', name: 'Kärnten', cityName: 'Klagenfurt am Wörthersee', lat: 46.6249, lon: 14.305 },
  { slug: 'niederoesterreich', name: 'Niederösterreich', cityName: 'St. Pölten', lat: 48.2047, lon: 15.6256 },
  { slug: 'oberoesterreich', name: 'Oberösterreich', cityName: 'Linz', lat: 48.3064, lon: 14.2858 },
  { slug: 'salzburg', name: 'Salzburg', cityName: 'Salzburg', lat: 47.8095, lon: 13.055 },
  { slug: 'steiermark', name: 'Steiermark', cityName: 'Graz', lat: 47.0707, lon: 15.4395 },
  { slug: 'tirol', name: 'Tirol', cityName: 'Innsbruck', lat: 47.2692, lon: 11.4041 },
  { slug: 'burgenland', name: 'Burgenland', cityName: 'Eisenstadt', lat: 47.8456, lon: 16.5233 },
];

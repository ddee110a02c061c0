/**
 * The demo dealers' opening hours, star distributions and a few individual ratings (issue 27
 * point 9). Derived from the seller's id and its rating only, never from the seed's random
 * sequence, so the rest of the demo inventory stays exactly as it was.
 */
import { writeDealerProfile, type DealerProfileColumns, type DealerReview } from '../domain/dealers/dealer-profile.ts';

const HOURS: readonly (readonly string[])[] = [
  ['Mo–Fr 08:00–18:00', 'Sa 09:00–13:00'],
  ['Mo–Fr 08:30–12:00, 13:00–18:00', 'Sa 09:00–12:00'],
  ['Mo–Do 08:00–17:30', 'Fr 08:00–15:00'],
];

/** Sample rating texts by stars (index 0 = 1 star). */
const TEXTS: readonly (readonly { text: string; author: string | null }[])[] = [
  [{ text: 'Die zugesagte Reparatur vor der Übergabe wurde nicht gemacht.', author: null }],
  [{ text: 'Fahrzeug war bei der Besichtigung nicht gereinigt, der Preis blieb fix.', author: 'Georg P.' }],
  [{ text: 'Auto in Ordnung, auf den Rückruf mussten wir aber ein paar Tage warten.', author: 'Peter L.' }],
  [
    { text: 'Faire Preisverhandlung und schnelle Abwicklung. Die Probefahrt war kurzfristig möglich.', author: 'Thomas W.' },
    { text: 'Kompetente Auskunft zur Garantie, Finanzierung unkompliziert.', author: 'Andrea M.' },
  ],
  [
    { text: 'Sehr freundliche Beratung, das Auto war genau wie beschrieben. Übergabe mit frischem Pickerl.', author: 'Martina K.' },
    { text: 'Alle Servicebelege vorhanden, Anmeldung hat der Händler übernommen. Gerne wieder.', author: 'Sabine H.' },
  ],
];

/**
 * Counts of 1 … 5 stars whose average is the dealer's (to the rounding of `count`): the ratings
 * lie on the two star levels around it, a few one level further out when there are many.
 */
export function starDistribution(stars: number, count: number): number[] {
  const counts = [0, 0, 0, 0, 0];
  const at = (level: number) => counts[level - 1] ?? 0;
  const add = (level: number, n: number) => {
    counts[level - 1] = at(level) + n;
  };
  const low = Math.min(5, Math.max(1, Math.floor(stars)));
  const high = Math.min(5, low + 1);
  const upper = high === low ? count : Math.round((stars - low) * count);
  add(high, upper);
  add(low, count - upper);
  // Spread: move pairs outwards (one up, one down keeps the sum of stars) while both neighbours exist.
  const spread = Math.floor(count / 12);
  if (low > 1 && high < 5 && spread > 0 && at(low) >= spread && at(high) >= spread) {
    add(low, -spread);
    add(low - 1, spread);
    add(high, -spread);
    add(high + 1, spread);
  }
  return counts;
}

/** Up to three ratings, each with a star level the distribution has (most frequent first). */
function sampleReviews(sellerId: number, distribution: readonly number[], createdAt: Date): DealerReview[] {
  const levels = [5, 4, 3, 2, 1].filter((s) => (distribution[s - 1] ?? 0) > 0).sort((a, b) => (distribution[b - 1] ?? 0) - (distribution[a - 1] ?? 0));
  const total = distribution.reduce((a, b) => a + b, 0);
  return levels.slice(0, Math.min(3, total)).map((stars, i) => {
    const options = TEXTS[stars - 1] ?? [];
    const sample = options[(sellerId + i) % options.length] ?? { text: '', author: null };
    const date = new Date(createdAt.getTime() + (i + 1) * 9 * 86_400_000).toISOString().slice(0, 10);
    return { stars, text: sample.text, author: sample.author, date };
  });
}

export function demoDealerProfile(sellerId: number, rating: { enabled: boolean; stars: number; count: number }, createdAt: Date): DealerProfileColumns {
  const distribution = rating.enabled && rating.count > 0 ? starDistribution(rating.stars, rating.count) : null;
  return writeDealerProfile({
    openingHours: [...(HOURS[sellerId % HOURS.length] ?? [])],
    distribution,
    reviews: distribution ? sampleReviews(sellerId, distribution, createdAt) : [],
  });
}

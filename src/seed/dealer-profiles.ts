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

const REVIEWS: readonly Omit<DealerReview, 'date'>[] = [
  { stars: 5, text: 'Sehr freundliche Beratung, das Auto war genau wie beschrieben. Übergabe mit frischem Pickerl.', author: 'Martina K.' },
  { stars: 4, text: 'Faire Preisverhandlung und schnelle Abwicklung. Die Probefahrt war kurzfristig möglich.', author: 'Thomas W.' },
  { stars: 5, text: 'Alle Servicebelege vorhanden, Anmeldung hat der Händler übernommen. Gerne wieder.', author: 'Sabine H.' },
  { stars: 3, text: 'Auto in Ordnung, auf den Rückruf mussten wir aber ein paar Tage warten.', author: 'Peter L.' },
  { stars: 4, text: 'Kompetente Auskunft zur Garantie, Finanzierung unkompliziert.', author: 'Andrea M.' },
  { stars: 2, text: 'Fahrzeug war bei der Besichtigung nicht gereinigt, der Preis blieb fix.', author: null },
];

/** Counts of 1 … 5 stars around the average: a bell shape summing exactly to `count`. */
export function starDistribution(stars: number, count: number): number[] {
  const weights = [1, 2, 3, 4, 5].map((k) => Math.exp(-((k - stars) ** 2) / 0.9));
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((w) => Math.floor((w / sum) * count));
  const nearest = Math.min(4, Math.max(0, Math.round(stars) - 1));
  counts[nearest] = (counts[nearest] ?? 0) + count - counts.reduce((a, b) => a + b, 0);
  return counts;
}

export function demoDealerProfile(sellerId: number, rating: { enabled: boolean; stars: number; count: number }, createdAt: Date): DealerProfileColumns {
  const reviews = rating.enabled
    ? [0, 1, 2].map((i) => {
        const review = REVIEWS[(sellerId + i * 2) % REVIEWS.length] as Omit<DealerReview, 'date'>;
        const date = new Date(createdAt.getTime() + (i + 1) * 9 * 86_400_000).toISOString().slice(0, 10);
        return { ...review, date };
      })
    : [];
  return writeDealerProfile({
    openingHours: [...(HOURS[sellerId % HOURS.length] ?? [])],
    distribution: rating.enabled && rating.count > 0 ? starDistribution(rating.stars, rating.count) : null,
    reviews,
  });
}

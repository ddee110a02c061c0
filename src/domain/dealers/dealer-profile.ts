/**
 * What a dealer page shows beyond name and address (issue 27 point 9): opening hours, the star
 * distribution and individual ratings, as the partner sent them. Stored as JSON text on the
 * seller; this module is the one reader and writer of that text.
 */
export interface DealerReview {
  stars: number;
  text: string;
  author: string | null;
  date: string | null;
}

export interface DealerProfile {
  openingHours: string[];
  /** ratings with 1 … 5 stars (index 0 = 1 star), null when the partner sent none */
  distribution: number[] | null;
  reviews: DealerReview[];
}

export interface DealerProfileColumns {
  opening_hours: string | null;
  ratings_distribution: string | null;
  ratings_reviews: string | null;
}

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

const isStars = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 5;

export function readDealerProfile(row: DealerProfileColumns): DealerProfile {
  const hours = parseJson(row.opening_hours);
  const distribution = parseJson(row.ratings_distribution);
  const reviews = parseJson(row.ratings_reviews);
  return {
    openingHours: Array.isArray(hours) ? hours.filter((h): h is string => typeof h === 'string') : [],
    distribution:
      Array.isArray(distribution) && distribution.length === 5 && distribution.every((n) => typeof n === 'number' && n >= 0)
        ? (distribution as number[])
        : null,
    reviews: Array.isArray(reviews)
      ? reviews.flatMap((r: unknown) => {
          if (typeof r !== 'object' || r === null) return [];
          const { stars, text, author, date } = r as Record<string, unknown>;
          if (!isStars(stars) || typeof text !== 'string') return [];
          return [{ stars, text, author: typeof author === 'string' ? author : null, date: typeof date === 'string' ? date : null }];
        })
      : [],
  };
}

export function writeDealerProfile(profile: Partial<DealerProfile>): DealerProfileColumns {
  return {
    opening_hours: profile.openingHours && profile.openingHours.length > 0 ? JSON.stringify(profile.openingHours) : null,
    ratings_distribution: profile.distribution ? JSON.stringify(profile.distribution) : null,
    ratings_reviews: profile.reviews && profile.reviews.length > 0 ? JSON.stringify(profile.reviews) : null,
  };
}

/** 'Geprüfte' share of each star count, for the bars: percentages of all ratings (rounded). */
export function distributionShares(distribution: readonly number[]): number[] {
  const total = distribution.reduce((a, b) => a + b, 0);
  return distribution.map((n) => (total === 0 ? 0 : Math.round((n / total) * 100)));
}

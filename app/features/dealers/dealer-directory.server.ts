import type { AppServices } from '#src/app-services.server.ts';
import { DEALER_PAGE_SIZE, dealerCarsFromDirectoryPath, type DealerDirectorySearch } from '#src/domain/dealers/dealer-directory-query.ts';
import { dealerSummary, type DealerSummary } from './dealer-view.ts';

export interface DirectoryEntry extends DealerSummary {
  carsHref: string;
  distanceKm: number | null;
}
export interface DirectoryPage {
  dealers: DirectoryEntry[];
  total: number;
  totalPages: number;
  /** the brand filter's choices (issue 27 point 9) */
  makes: { safeValue: string; name: string }[];
  /** false when 'Entfernung ab' named no place we know */
  placeFound: boolean;
}

/** One page of the dealer directory (SPEC §2), with each dealer's active car count from the search index. */
export async function loadDealerDirectory(services: AppServices, search: DealerDirectorySearch, page: number): Promise<DirectoryPage> {
  const {
    total,
    dealers: found,
    placeFound,
  } = await services.dealers.directory({
    name: search.name ?? undefined,
    city: search.city ?? undefined,
    zip: search.zip ?? undefined,
    make: search.make ?? undefined,
    near: search.near ?? undefined,
    offset: (page - 1) * DEALER_PAGE_SIZE,
    limit: DEALER_PAGE_SIZE,
  });
  const dealers = found.map(({ seller: row, carCount, distanceKm }) => ({
    ...dealerSummary(
      {
        id: row.id,
        companyName: row.company_name,
        street: row.street,
        zip: row.zip,
        city: row.city,
        logo: row.logo_url,
        ratingsEnabled: row.ratings_enabled === 1,
        ratingsCount: row.ratings_count,
        ratingsStars: row.ratings_stars,
        ratingsReviewUrl: row.ratings_review_url,
      },
      carCount,
    ),
    carsHref: dealerCarsFromDirectoryPath(row.id, search, page),
    distanceKm,
  }));
  const makes = services.taxonomy.makes.map((m) => ({ safeValue: m.safeValue, name: m.name })).sort((a, b) => a.name.localeCompare(b.name, 'de-AT'));
  return { dealers, total, totalPages: Math.max(1, Math.ceil(total / DEALER_PAGE_SIZE)), makes, placeFound };
}

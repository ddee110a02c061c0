/**
 * `services.dealers`: the dealer directory (one query for the page and the API), single sellers
 * and a dealer's stock as make/model options.
 */
import type { Kysely } from 'kysely';
import { readDealerProfile, type DealerProfile } from '../domain/dealers/dealer-profile.ts';
import { distanceKm } from '../domain/geo/distance.ts';
import { createPlaceLocator } from '../domain/geo/place-locator.ts';
import type { Database, SellerRow } from '../db/schema.ts';
import { findSeller, findSellersWithContacts, searchDealers, type DealerSearch, type SellerContactRow } from '../repositories/seller.repository.ts';
import type { SearchService } from '../search/search-service.server.ts';
import type { Taxonomy, TaxonomyMake, TaxonomyModel } from '../taxonomy/taxonomy.server.ts';

/** `distanceKm`: from the searched place, when there was one and the dealer has a position */
export interface DirectoryDealer {
  seller: SellerRow;
  contacts: SellerContactRow[];
  carCount: number;
  distanceKm: number | null;
}

/** The directory's search: the repository's, with the make by safe value and the place as typed. */
export type DirectorySearch = Omit<DealerSearch, 'makeId' | 'origin'> & { make?: string | undefined; near?: string | undefined };

export interface DirectoryResult {
  total: number;
  dealers: DirectoryDealer[];
  /** false when `near` named no place we know (then nothing is sorted by distance) */
  placeFound: boolean;
}

/** One make in a dealer's stock with its models; both with the number of active cars. */
export interface StockMake {
  make: TaxonomyMake;
  count: number;
  models: { model: TaxonomyModel; count: number }[];
}

export interface DealerService {
  /** One page of dealers by company name, each with phone numbers and active car count. */
  directory(search: DirectorySearch): Promise<DirectoryResult>;
  /** Opening hours, star distribution and individual ratings of a dealer (issue 27 point 9). */
  profile(id: number): Promise<DealerProfile | null>;
  find(id: number): Promise<SellerRow | undefined>;
  /** The makes and models of a seller's active cars, most cars first. */
  stock(sellerId: number): StockMake[];
}

export function createDealerService(deps: { db: Kysely<Database>; search: SearchService; taxonomy: Taxonomy }): DealerService {
  const { db, search, taxonomy } = deps;
  const locate = createPlaceLocator(taxonomy.cities);
  return {
    async directory({ make, near, ...query }) {
      // An unknown make finds no dealer rather than all of them.
      const makeId = make === undefined ? undefined : (taxonomy.makeBySafeValue.get(make)?.id ?? -1);
      const origin = near === undefined ? null : locate(near);
      const { total, rows } = await searchDealers(db, { ...query, makeId, origin: origin ?? undefined });
      const contacts = await findSellersWithContacts(
        db,
        rows.map((r) => r.id),
      );
      return {
        total,
        placeFound: near === undefined || origin !== null,
        dealers: rows.map((seller) => ({
          seller,
          contacts: contacts.get(seller.id)?.contacts ?? [],
          carCount: search.sellerCarCount(seller.id),
          distanceKm: origin && seller.lat !== null && seller.lon !== null ? distanceKm(origin.lat, origin.lon, seller.lat, seller.lon) : null,
        })),
      };
    },
    async profile(id) {
      const row = await findSeller(db, id);
      return row ? readDealerProfile(row) : null;
    },
    find: (id) => findSeller(db, id),
    stock(sellerId) {
      return search.sellerMakes(sellerId).flatMap(({ makeId, count, models }) => {
        const make = taxonomy.makeById.get(makeId);
        if (!make) return [];
        return [
          {
            make,
            count,
            models: models.flatMap(({ modelId, count: n }) => {
              const model = taxonomy.modelById.get(modelId);
              return model ? [{ model, count: n }] : [];
            }),
          },
        ];
      });
    },
  };
}

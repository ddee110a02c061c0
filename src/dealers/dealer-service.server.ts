/**
 * `services.dealers`: the dealer directory (one query for the page and the API), single sellers
 * and a dealer's stock as make/model options.
 */
import type { Kysely } from 'kysely';
import type { Database, SellerRow } from '../db/schema.ts';
import { findSeller, findSellersWithContacts, searchDealers, type DealerSearch, type SellerContactRow } from '../repositories/seller.repository.ts';
import type { SearchService } from '../search/search-service.server.ts';
import type { Taxonomy, TaxonomyMake, TaxonomyModel } from '../taxonomy/taxonomy.server.ts';

export interface DirectoryDealer { seller: SellerRow; contacts: SellerContactRow[]; carCount: number }

/** One make in a dealer's stock with its models; both with the number of active cars. */
export interface StockMake { make: TaxonomyMake; count: number; models: { model: TaxonomyModel; count: number }[] }

export interface DealerService {
  /** One page of dealers by company name, each with phone numbers and active car count. */
  directory(search: DealerSearch): Promise<{ total: number; dealers: DirectoryDealer[] }>;
  find(id: number): Promise<SellerRow | undefined>;
  /** The makes and models of a seller's active cars, most cars first. */
  stock(sellerId: number): StockMake[];
}

export function createDealerService(deps: { db: Kysely<Database>; search: SearchService; taxonomy: Taxonomy }): DealerService {
  const { db, search, taxonomy } = deps;
  return {
    async directory(query) {
      const { total, rows } = await searchDealers(db, query);
      const contacts = await findSellersWithContacts(db, rows.map((r) => r.id));
      return { total, dealers: rows.map((seller) => ({ seller, contacts: contacts.get(seller.id)?.contacts ?? [], carCount: search.sellerCarCount(seller.id) })) };
    },
    find: (id) => findSeller(db, id),
    stock(sellerId) {
      return search.sellerMakes(sellerId).flatMap(({ makeId, count, models }) => {
        const make = taxonomy.makeById.get(makeId);
        if (!make) return [];
        return [{
          make,
          count,
          models: models.flatMap(({ modelId, count: n }) => {
            const model = taxonomy.modelById.get(modelId);
            return model ? [{ model, count: n }] : [];
          }),
        }];
      });
    },
  };
}

import { sql, type InsertObject, type Kysely } from 'kysely';
import type { Logger } from '../config/logger.server.ts';
import type { DbHandle } from '../db/connect.server.ts';
import type { Database } from '../db/schema.ts';
import { AUSTRIAN_CITIES } from '../domain/geo/austrian-places.ts';
import { AUSTRIAN_STATES } from '../domain/geo/austrian-states.ts';
import { mileageWarning } from '../domain/listing/mileage-check.ts';
import { createSeededRandom } from '../domain/random/seeded-random.ts';
import { answerFigures } from '../domain/dealers/answer-times.ts';
import { dealerAnswerHistory } from './dealer-answer-history.ts';
import { MAKES } from '../domain/taxonomy/vehicle-catalogue.ts';
import {
  BODY_COLORS,
  BODY_TYPES,
  EQUIPMENT,
  EQUIPMENT_CATEGORIES,
  FUEL_CATEGORIES,
  OFFER_TYPES,
  POLLUTION_CLASSES,
  TRANSMISSIONS,
  UPHOLSTERY_MATERIALS,
} from '../domain/taxonomy/reference-data.ts';
import { generateListings, PRIVATE_EVERY, type GeneratedListing, type ListingCounts } from './generate-listings.ts';
import { generateSellers, type GeneratedSeller } from './generate-sellers.ts';
import { STATIC_CONTENT_PAGES } from './static-content-pages.ts';

export interface SeedOptions {
  /** demo cars to create; null writes the reference data only (makes, places, static pages), no sellers or cars */
  listings: number | null;
  seed: number;
  /** Reference time for ages and publication dates; fixed in tests so runs are comparable. */
  now?: Date;
  logger?: Pick<Logger, 'info'>;
}

/** Rows per INSERT: stays below SQLite's and PostgreSQL's bound-parameter limits for the widest table. */
const BATCH = 400;

async function insertBatched<T extends keyof Database & string>(db: Kysely<Database>, table: T, rows: readonly InsertObject<Database, T>[]) {
  for (let i = 0; i < rows.length; i += BATCH) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + BATCH))
      .execute();
  }
}

export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('makes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0) === 0;
}

/** Seeds the demo inventory once, on the first start with an empty database. */
export async function seedIfEmpty(handle: DbHandle, options: SeedOptions): Promise<boolean> {
  if (!(await isDatabaseEmpty(handle.db))) return false;
  await seedDatabase(handle, options);
  return true;
}

async function insertTaxonomy(db: Kysely<Database>) {
  await insertBatched(
    db,
    'makes',
    MAKES.map((m) => ({ id: m.id, name: m.name, safe_value: m.safeValue, idx: m.idx })),
  );
  const lines = new Map<number, { id: number; make_id: number; name: string; safe_value: string }>();
  for (const make of MAKES)
    for (const model of make.models)
      if (model.line) lines.set(model.line.id, { id: model.line.id, make_id: make.id, name: model.line.name, safe_value: model.line.safeValue });
  await insertBatched(db, 'model_lines', [...lines.values()]);
  await insertBatched(
    db,
    'models',
    MAKES.flatMap((make) =>
      make.models.map((m, idx) => ({ id: m.id, make_id: make.id, model_line_id: m.line?.id ?? null, name: m.name, safe_value: m.safeValue, idx })),
    ),
  );
  await insertBatched(
    db,
    'fuel_categories',
    FUEL_CATEGORIES.map((f) => ({ id: f.id, name: f.name })),
  );
  await insertBatched(
    db,
    'offer_types',
    OFFER_TYPES.map((f) => ({ id: f.id, name: f.name })),
  );
  await insertBatched(
    db,
    'body_types',
    BODY_TYPES.map((f) => ({ id: f.id, name: f.name })),
  );
  await insertBatched(
    db,
    'transmissions',
    TRANSMISSIONS.map((f) => ({ id: f.id, name: f.name })),
  );
  await insertBatched(
    db,
    'upholstery_materials',
    UPHOLSTERY_MATERIALS.map((f) => ({ id: f.id, name: f.name })),
  );
  await insertBatched(
    db,
    'pollution_classes',
    POLLUTION_CLASSES.map((f) => ({ id: f.id, name: f.name })),
  );
  await insertBatched(
    db,
    'equipment_categories',
    EQUIPMENT_CATEGORIES.map((f) => ({ id: f.id, name: f.name })),
  );
  await insertBatched(
    db,
    'body_colors',
    BODY_COLORS.map((f) => ({ id: f.id, name: f.name, hex: f.hex })),
  );
  await insertBatched(
    db,
    'equipment',
    EQUIPMENT.map((e) => ({ id: e.id, category_id: e.categoryId, name: e.name, top_of_side_bar: e.topOfSideBar ? 1 : 0 })),
  );
  await insertBatched(
    db,
    'states',
    AUSTRIAN_STATES.map((s) => ({ slug: s.slug, name: s.name, city_name: s.cityName, lat: s.lat, lon: s.lon })),
  );
  await insertBatched(
    db,
    'cities',
    AUSTRIAN_CITIES.map((c, i) => ({
      id: i + 1,
      state_slug: c.state,
      name: c.name,
      slug: c.slug,
      zip: c.zip,
      lat: c.lat,
      lon: c.lon,
      population: c.population,
    })),
  );
}

/** Sold cars of the last months and ads that ran out unsold, relative to the active stock. */
const SOLD_SHARE = 0.08;
const EXPIRED_SHARE = 0.05;

/**
 * Writes taxonomy, places, sellers (dealers, agents, and one private seller for about every
 * fifth car), the active listings plus sold and expired ones with their earlier prices, model
 * ratings and static pages. The same seed and `now` always give the same rows.
 */
/** The sellers and the listing stream the seed writes; pure, so a test can check every row without a database. */
export function planInventory(options: { listings: number; seed: number; now: Date }): {
  sellers: GeneratedSeller[];
  counts: ListingCounts;
  listings: Generator<GeneratedListing>;
} {
  const random = createSeededRandom(options.seed);
  const counts = { active: options.listings, sold: Math.round(options.listings * SOLD_SHARE), expired: Math.round(options.listings * EXPIRED_SHARE) };
  const total = counts.active + counts.sold + counts.expired;
  const sellerCounts = {
    traders: Math.max(20, Math.min(3000, Math.round(options.listings / 35))),
    privates: Math.max(5, Math.ceil(total / PRIVATE_EVERY / 1.1)),
  };
  const sellers = generateSellers(random, sellerCounts, options.now);
  return { sellers, counts, listings: generateListings(random, sellers, counts, options.now) };
}

export async function seedDatabase(handle: DbHandle, options: SeedOptions): Promise<void> {
  const started = Date.now();
  const now = options.now ?? new Date();
  const demo = options.listings !== null;
  const { sellers, counts, listings } = planInventory({ listings: options.listings ?? 0, seed: options.seed, now });
  // The model ratings draw from their own stream so the inventory plan stays self-contained.
  const random = createSeededRandom(options.seed ^ 0x5eed);
  await handle.db.transaction().execute(async (trx) => {
    await insertTaxonomy(trx);
    await insertBatched(
      trx,
      'static_contents',
      STATIC_CONTENT_PAGES.map((p) => ({ ...p, updated_at: now.toISOString() })),
    );
    if (!demo) return;
    // The dealers' enquiries and the answer-time figures they give (issue 37 point 4), stored on the seller as an answer would.
    const enquiries: InsertObject<Database, 'leads'>[] = [];
    // Every row names the columns: a multi-row insert on SQLite writes NULL, not the default, for a missing one.
    const sellerRows = sellers.map(({ row }) => {
      if (row.type !== 'D') return { ...row, answer_enquiries: 0, answer_median_minutes: null, answer_within_day_percent: null };
      const history = dealerAnswerHistory(row.id, enquiries.length + 1, now);
      enquiries.push(...history);
      const figures = answerFigures(
        history.map((lead) => ({ createdAt: lead.created_at, answeredAt: lead.answered_at ?? null })),
        now,
      );
      return { ...row, answer_enquiries: figures.enquiries, answer_median_minutes: figures.medianMinutes, answer_within_day_percent: figures.withinDayPercent };
    });
    await insertBatched(trx, 'sellers', sellerRows);
    await insertBatched(trx, 'leads', enquiries);
    await insertBatched(
      trx,
      'seller_contacts',
      sellers.flatMap((s) => s.contacts.map((c, position) => ({ ...c, seller_id: s.row.id, position }))),
    );
    let batch: InsertObject<Database, 'listings'>[] = [];
    let prices: InsertObject<Database, 'listing_price_history'>[] = [];
    let priceId = 0;
    const sightings: InsertObject<Database, 'listing_first_sightings'>[] = [];
    const mileageSightings: InsertObject<Database, 'listing_mileage_sightings'>[] = [];
    const mileageWarnings: InsertObject<Database, 'listing_mileage_warnings'>[] = [];
    for (const listing of listings) {
      batch.push(listing.row);
      const { id, seller_id, offer_reference, first_seen_at, created_at, mileage } = listing.row;
      if (offer_reference) sightings.push({ seller_id, offer_reference, first_seen_at: first_seen_at ?? created_at });
      // Every mileage the ingestion would have remembered, and the warnings its check would have given (issue 37 point 2).
      for (const earlier of [...listing.earlierSightings, { mileage, seen_at: created_at }])
        mileageSightings.push({ seller_id, offer_reference: offer_reference ?? null, vin: null, ...earlier });
      const warning = mileageWarning(
        { sellerId: seller_id, mileage, seenAt: created_at },
        listing.earlierSightings.map((e) => ({ sellerId: seller_id, mileage: e.mileage, seenAt: e.seen_at })),
      );
      if (warning)
        mileageWarnings.push({
          listing_id: id,
          kind: warning.kind,
          mileage,
          earlier_mileage: warning.earlierMileage,
          earlier_seen_at: warning.earlierSeenAt,
          flagged_at: created_at,
        });
      // Explicit ids: a reseed after a reset gives the same rows on SQLite too (its delete keeps the counter).
      for (const p of listing.priceHistory) prices.push({ id: ++priceId, listing_id: listing.row.id, ...p });
      if (batch.length === BATCH) {
        await trx.insertInto('listings').values(batch).execute();
        // Earlier prices after their listings (foreign key); fewer than BATCH per batch of listings.
        if (prices.length > 0) await trx.insertInto('listing_price_history').values(prices).execute();
        batch = [];
        prices = [];
      }
    }
    if (batch.length > 0) await trx.insertInto('listings').values(batch).execute();
    if (prices.length > 0) await insertBatched(trx, 'listing_price_history', prices);
    // Each dealer reference's first appearance, as the ingestion would have remembered it.
    await insertBatched(trx, 'listing_first_sightings', sightings);
    await insertBatched(trx, 'listing_mileage_sightings', mileageSightings);
    await insertBatched(trx, 'listing_mileage_warnings', mileageWarnings);
    const ratings = MAKES.flatMap((make) =>
      make.models.map((m) => ({
        make_id: make.id,
        model_id: m.id,
        average: Math.round(Math.min(5, Math.max(2.8, random.normal(4.2, 0.35))) * 10) / 10,
        count: random.int(3, 480),
      })),
    );
    await insertBatched(trx, 'model_ratings', ratings);
  });
  if (handle.dialect === 'postgres') {
    // Explicit ids were inserted; move the sequences past them.
    for (const table of ['sellers', 'seller_contacts', 'listings', 'listing_price_history', 'leads'] as const) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 1))`.execute(handle.db);
    }
    await sql`analyze`.execute(handle.db);
  }
  if (demo)
    options.logger?.info(
      { listings: options.listings, sold: counts.sold, expired: counts.expired, sellers: sellers.length, ms: Date.now() - started },
      'demo inventory seeded',
    );
  else options.logger?.info({ ms: Date.now() - started }, 'reference data written; no demo inventory (SEED_LISTINGS is not set)');
}

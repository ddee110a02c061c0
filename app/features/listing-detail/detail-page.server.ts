/**
 * Data of a car detail page (/fahrzeuge/…), read in-process from the services: the vehicle, the
 * model rating and the finance example, plus what the page alone says about them — the canonical
 * path and SEO sentence, the German breadcrumbs and back-link labels, and the way back to the search
 * with its previous/next navigator (SPEC §2). The services return domain data; the words are here.
 */
import { annuityExample, type AnnuityExample } from '#src/domain/finance/annuity-example.ts';
import { KM_PER_YEAR_PARAM, parseKmPerYear } from '#src/domain/costs/energy-cost.ts';
import {
  closeButtonTarget,
  detailBackLink,
  FROM_DEALER_CARS,
  isFromWatchList,
  isIndexInRange,
  isNavigableIndex,
  neighbourQuery,
  parseIndex,
} from '#src/domain/listing/detail-back-link.ts';
import { navigationFilters } from '#src/domain/listing/detail-link.ts';
import { photoSetOf, type PhotoSet } from '#src/domain/listing/listing-photos.ts';
import { detailSeoDescription } from '#src/domain/listing/detail-seo-description.ts';
import type { ListingImage, VehicleDetail, VehicleDetailFacts } from '#src/domain/listing/listing-types.ts';
import { SIMILAR_CARS_SHOWN, similarCarSearches } from '#src/domain/listing/similar-cars.ts';
import { cardListing, type CardListing } from '#app/components/listing/listing-card.tsx';
import { detailPath } from '#src/domain/listing/title-slug.ts';
import { scamSignals, type ScamSignal } from '#src/domain/listing/scam-signals.ts';
import { searchPathFor } from '#src/domain/search/search-path.ts';
import { searchHref } from '#src/domain/search/search-href.ts';
import { comparablesFiltersOf } from '#src/domain/pricing/comparables.ts';
import type { SearchFilters } from '#src/domain/search/search-filters.ts';
import type { RatingService } from '#src/ratings/rating-service.server.ts';
import type { NavigationResult } from '#src/search/search-engine.server.ts';
import type { SearchService } from '#src/search/search-service.server.ts';
import type { Taxonomy } from '#src/taxonomy/taxonomy.server.ts';
import type { ListingReader } from '#src/listings/listing-reader.server.ts';

export interface DetailNavigator {
  index: number;
  total: number;
  /** every car of the search; the navigator says '21 von 3.058' while stepping stays within `total` */
  matching: number;
  prevHref: string | null;
  nextHref: string | null;
}

export interface Breadcrumb {
  name: string;
  path: string;
}

/**
 * The car as the detail page needs it: its photos in short (the page makes their URLs, ~5 KB less of
 * its hydration data) and without what only API clients read (the flat equipment list, summary and
 * tracking data; the page shows the equipment by category).
 */
export type DetailPageCar = VehicleDetailFacts & { photos: PhotoSet };

function detailPageCar({
  images,
  equipments: _equipments,
  summary: _summary,
  gtmData: _gtmData,
  adTargeting: _adTargeting,
  ...rest
}: VehicleDetail): DetailPageCar {
  return { ...rest, photos: photoSetOf(rest.id, images) };
}

export interface VehicleDetailView {
  detail: DetailPageCar;
  canonicalPath: string;
  seoDescription: string;
  /** owner rating of the model (SPEC §3 Rating), shown with stars and as AggregateRating */
  rating: { average: number; count: number } | null;
  finance: AnnuityExample | null;
  /** shown only with a valid index, or when coming from the watch list or compare */
  backLink: { href: string; label: string } | null;
  /** the cross button (SPEC §2): the back-link rule on a detail page */
  closeHref: string;
  navigator: DetailNavigator | null;
  /** reached from a search with a place: how far the car is from it ('≈ 45 km von Graz') */
  distance: { km: number; from: string } | null;
  /** the last one is the car itself */
  breadcrumbs: Breadcrumb[];
  /** 'Vergleichbare Fahrzeuge ansehen': the result list of the comparables' search; null without a grade */
  comparablesHref: string | null;
  /** the grade changes in words ('Bewertung geändert: …'), oldest first */
  ratingChanges: { since: string; text: string }[];
  /** why the contact form shows the 'Sicher kaufen' box; empty: it does not */
  scamSignals: ScamSignal[];
}

/** What the 410 page shows of a car no longer for sale: what it was, and cars a buyer can still get. */
export interface GoneCarView {
  title: string;
  image: ListingImage | null;
  similar: CardListing[];
}

/** `gone` is null for a car moderation blocked: its 410 page shows nothing of it. */
export type VehicleDetailPage = { status: 'ok'; view: VehicleDetailView } | { status: 'gone'; gone: GoneCarView | null } | { status: 'not-found' };

export interface VehicleDetailDeps {
  ratings: RatingService;
  listings: Pick<ListingReader, 'getDetail' | 'getListings'>;
  search: { navigation(filters: SearchFilters, index: number): NavigationResult } & Pick<SearchService, 'search' | 'distancesKm'>;
  taxonomy: Taxonomy;
  /** the clock the scam signals read (tests move it) */
  now?: () => Date;
}

function backLabel(query: URLSearchParams): string {
  if (isFromWatchList(query)) return 'Zurück zur Merkliste';
  if (query.get('from') === FROM_DEALER_CARS) return 'Zurück zu den Fahrzeugen des Händlers';
  return 'Zurück zur Suche';
}

async function navigatorFor(deps: VehicleDetailDeps, query: URLSearchParams, index: number): Promise<DetailNavigator | null> {
  const nav = deps.search.navigation(navigationFilters(query, deps.taxonomy), index);
  if (!isNavigableIndex(index, nav.total)) return null;
  const neighbourIds = [nav.prev, nav.next].filter((id): id is number => id !== null);
  const neighbours = new Map((await deps.listings.getListings(neighbourIds)).map((l) => [l.id, l]));
  const href = (id: number | null, at: number) => {
    if (id === null) return null;
    // A neighbour whose record vanished meanwhile still gets a working link: '-' is a valid title.
    return `${detailPath(neighbours.get(id)?.title ?? '', id)}${neighbourQuery(query, at)}`;
  };
  return { index, total: nav.total, matching: nav.matching, prevHref: href(nav.prev, index - 1), nextHref: href(nav.next, index + 1) };
}

export function detailBreadcrumbs(detail: VehicleDetail): Breadcrumb[] {
  const crumbs: Breadcrumb[] = [{ name: 'Gebrauchtwagen', path: searchPathFor() }];
  if (detail.make.safeValue) {
    crumbs.push({ name: detail.make.formatted, path: searchPathFor({ make: detail.make.safeValue }) });
    if (detail.model.safeValue) {
      crumbs.push({ name: detail.model.formatted, path: searchPathFor({ make: detail.make.safeValue, model: detail.model.safeValue }) });
    }
  }
  crumbs.push({ name: detail.title, path: detailPath(detail.title, detail.id) });
  return crumbs;
}

async function goneCarView(deps: VehicleDetailDeps, detail: VehicleDetail): Promise<GoneCarView> {
  const similar: CardListing[] = [];
  const subject = {
    makeId: Number(detail.make.raw),
    modelId: detail.model.raw ? Number(detail.model.raw) : null,
    price: detail.price.raw,
    firstRegistrationDate: detail.firstRegistrationDate,
  };
  for (const filters of similarCarSearches(subject)) {
    if (similar.length >= SIMILAR_CARS_SHOWN) break;
    // One more than shown: the sold car itself may still be in the index for a moment.
    const page = await deps.search.search(filters, { page: 1, pageSize: SIMILAR_CARS_SHOWN + 1 });
    for (const listing of page.listings) {
      if (similar.length < SIMILAR_CARS_SHOWN && listing.id !== detail.id && !listing.isSold && !similar.some((c) => c.id === listing.id))
        similar.push(cardListing(listing));
    }
  }
  return { title: detail.title, image: detail.images[0] ?? null, similar };
}

function distanceFromSearch(deps: VehicleDetailDeps, query: URLSearchParams, id: number): VehicleDetailView['distance'] {
  const filters = navigationFilters(query, deps.taxonomy);
  if (!filters.city) return null;
  const km = deps.search.distancesKm(filters, [id])[0] ?? null;
  // '1100 Wien Favoriten' reads as 'Wien Favoriten'.
  return km === null ? null : { km, from: filters.city.value.replace(/^\d{4,5}\s+/, '') };
}

function comparablesHref(taxonomy: Taxonomy, detail: VehicleDetail): string | null {
  const filters = comparablesFiltersOf(detail);
  if (!filters) return null;
  const make = taxonomy.makeById.get(Number(detail.make.raw));
  const model = taxonomy.modelById.get(Number(detail.model.raw));
  return searchHref(filters, { makes: make ? [make] : [], models: model ? [model] : [] });
}

export async function loadVehicleDetailView(deps: VehicleDetailDeps, id: number, query: URLSearchParams): Promise<VehicleDetailPage> {
  const result = await deps.listings.getDetail(id, { kmPerYear: parseKmPerYear(query.get(KM_PER_YEAR_PARAM)) });
  if (result.status === 'not-found') return { status: 'not-found' };
  if (result.status === 'gone') return { status: 'gone', gone: result.detail && (await goneCarView(deps, result.detail)) };
  const { detail } = result;

  const index = parseIndex(query);
  const fromWatchList = isFromWatchList(query);
  // Coming from the watch list or compare there is no result list to step through (SPEC §2).
  const [navigator, rating] = await Promise.all([
    !fromWatchList && isIndexInRange(index) ? navigatorFor(deps, query, index) : Promise.resolve(null),
    deps.ratings.find(Number(detail.make.raw), Number(detail.model.raw)),
  ]);
  const backLink = fromWatchList || navigator ? { href: detailBackLink(query), label: backLabel(query) } : null;

  return {
    status: 'ok',
    view: {
      detail: detailPageCar(detail),
      canonicalPath: detailPath(detail.title, detail.id),
      seoDescription: detailSeoDescription({
        title: detail.title,
        firstRegistrationDate: detail.firstRegistrationDate,
        mileageKm: detail.mileageKm,
        powerInPS: detail.powerInPS,
        price: detail.price.raw,
        // 'in Graz' reads better than 'in 8010 Graz'.
        location: detail.location.replace(/^\d{4,5}\s+/, '') || null,
      }),
      rating: rating ?? null,
      finance: annuityExample(detail.price.raw),
      backLink,
      closeHref: closeButtonTarget({ page: 'detail', query }),
      navigator,
      distance: distanceFromSearch(deps, query, detail.id),
      breadcrumbs: detailBreadcrumbs(detail),
      comparablesHref: comparablesHref(deps.taxonomy, detail),
      ratingChanges: result.ratingChanges,
      scamSignals: scamSignals({
        price: detail.price.raw,
        priceRating: detail.priceRating,
        sellerSince: detail.seller.memberSince,
        now: (deps.now ?? (() => new Date()))(),
        textFlagged: result.scamTextFlagged,
      }),
    },
  };
}

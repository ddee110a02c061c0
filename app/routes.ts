import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { ROUTE_PATHS, routeSegment, type RoutePath } from '../src/domain/navigation/route-paths.ts';
import { PHOTOS_SEGMENT } from '../src/domain/listing/title-slug.ts';

/** A route of the table in src/domain/navigation/route-paths.ts; React Router matches it with and without the trailing slash. */
const at = (path: RoutePath, rest = '') => `${routeSegment(path)}${rest}`;

/** Every URL of the spec's route table. Paths are listed without trailing slash; both forms match. */
export default [
  index('routes/home.tsx'),
  route(at(ROUTE_PATHS.search, '/*'), 'routes/search-listing.tsx'),
  route(at(ROUTE_PATHS.detail, '/:title/:id'), 'routes/listing-detail.tsx'),
  route(at(ROUTE_PATHS.detail, `/:title/:id/${PHOTOS_SEGMENT}`), 'routes/listing-photos.tsx'),
  // SPEC §2: the title segment is optional; the canonical link names the slugged address.
  route(at(ROUTE_PATHS.detail, '/:id'), 'routes/listing-detail.tsx', { id: 'listing-detail-untitled' }),
  route(at(ROUTE_PATHS.dealerDirectory), 'routes/dealer-directory.tsx'),
  route(at(ROUTE_PATHS.dealerCars), 'routes/dealer-cars.tsx'),
  route(at(ROUTE_PATHS.detailedSearch), 'routes/detailed-search.tsx'),
  route(at(ROUTE_PATHS.watchList), 'routes/watch-list.tsx', { id: 'watch-list' }),
  route(at(ROUTE_PATHS.favourites), 'routes/watch-list.tsx', { id: 'favourites' }),
  route(at(ROUTE_PATHS.compare), 'routes/compare.tsx'),
  route(at(ROUTE_PATHS.catalogue), 'routes/catalogue.tsx'),
  route(at(ROUTE_PATHS.sellCar), 'routes/sell-car.tsx'),
  route(at(ROUTE_PATHS.contact), 'routes/contact.tsx'),
  route(at(ROUTE_PATHS.mobileApps), 'routes/mobile-apps.tsx'),
  route(at(ROUTE_PATHS.dealerRegistration), 'routes/new-reg.tsx'),
  route(at(ROUTE_PATHS.insertion), 'routes/insertion.tsx'),
  route(at(ROUTE_PATHS.cookieSettings), 'routes/cookie-settings.tsx'),
  route(at(ROUTE_PATHS.privacyPolicy), 'routes/content-page.tsx', { id: 'privacy-policy' }),
  route(at(ROUTE_PATHS.imprint), 'routes/content-page.tsx', { id: 'imprint' }),
  route(at(ROUTE_PATHS.salesContract), 'routes/content-page.tsx', { id: 'kfz-kaufvertrag' }),
  route(at(ROUTE_PATHS.safetyAdvice), 'routes/content-page.tsx', { id: 'security-advise' }),
  route(at(ROUTE_PATHS.currentSafetyAdvice), 'routes/content-page.tsx', { id: 'current-safety' }),
  route(at(ROUTE_PATHS.searchAgents), 'routes/search-agents-request.tsx'),
  route(at(ROUTE_PATHS.searchAgents, '/abmelden/:token'), 'routes/search-agent-unsubscribe.tsx'),
  route(at(ROUTE_PATHS.searchAgents, '/bestaetigen/:token'), 'routes/search-agent-confirm.tsx'),
  route(at(ROUTE_PATHS.enquiryAnswered, '/:token'), 'routes/enquiry-answered.tsx'),
  route(at(ROUTE_PATHS.listingConfirmation, '/:token'), 'routes/listing-confirmation.tsx'),
  route(at(ROUTE_PATHS.searchAgents, '/:token'), 'routes/search-agents.tsx'),
  route(at(ROUTE_PATHS.priceMethodology), 'routes/price-methodology.tsx'),
  route(at(ROUTE_PATHS.costMethodology), 'routes/cost-methodology.tsx'),
  route(at(ROUTE_PATHS.valuation), 'routes/valuation.tsx'),
  route(at(ROUTE_PATHS.saleContract), 'routes/sale-contract.ts'),
  route(at(ROUTE_PATHS.valueAlert), 'routes/value-alert.tsx'),
  route(at(ROUTE_PATHS.valueAlert, '/bestaetigen/:token'), 'routes/value-alert-confirm.tsx'),
  route(at(ROUTE_PATHS.valueAlert, '/abbestellen/:token'), 'routes/value-alert-unsubscribe.tsx'),
  route(at(ROUTE_PATHS.safeBuying), 'routes/safe-buying.tsx'),
  route(at(ROUTE_PATHS.priceAlert), 'routes/price-alert.tsx'),
  route(at(ROUTE_PATHS.priceAlert, '/bestaetigen/:token'), 'routes/price-alert-confirm.tsx'),
  route(at(ROUTE_PATHS.priceAlert, '/abbestellen/:token'), 'routes/price-alert-unsubscribe.tsx'),
  route(at(ROUTE_PATHS.moderation), 'routes/moderation.tsx'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  // FILTER_LISTS_PATH (app/features/search/filter-lists.tsx)
  route('suchfilter.json', 'routes/filter-lists.ts'),
  route(at(ROUTE_PATHS.notFound), 'routes/not-found.tsx', { id: 'not-found-page' }),
  route('*', 'routes/not-found.tsx', { id: 'not-found-catch-all' }),
] satisfies RouteConfig;

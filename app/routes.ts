import { type RouteConfig, index, route } from '@react-router/dev/routes';

/** Every URL of the spec's route table. Paths are listed without trailing slash; both forms match. */
export default [
  index('routes/home.tsx'),
  route('angebote/*', 'routes/search-listing.tsx'),
  route('fahrzeuge/:title/:id', 'routes/listing-detail.tsx'),
  // SPEC §2: the title segment is optional; the canonical link names the slugged address.
  route('fahrzeuge/:id', 'routes/listing-detail.tsx', { id: 'listing-detail-untitled' }),
  route('anbieterverzeichnis', 'routes/dealer-directory.tsx'),
  route('handlerwagen', 'routes/dealer-cars.tsx'),
  route('detailsuche', 'routes/detailed-search.tsx'),
  route('merkliste', 'routes/watch-list.tsx', { id: 'watch-list' }),
  route('favoriten', 'routes/watch-list.tsx', { id: 'favourites' }),
  route('vergleichen', 'routes/compare.tsx'),
  route('gebrauchtwagen', 'routes/catalogue.tsx'),
  route('auto-verkaufen', 'routes/sell-car.tsx'),
  route('kontakt', 'routes/contact.tsx'),
  route('mobile-apps', 'routes/mobile-apps.tsx'),
  route('new-reg', 'routes/new-reg.tsx'),
  route('inserieren', 'routes/insertion.tsx'),
  route('cookie-einstellungen', 'routes/cookie-settings.tsx'),
  route('datenschutz', 'routes/content-page.tsx', { id: 'privacy-policy' }),
  route('impressum', 'routes/content-page.tsx', { id: 'imprint' }),
  route('kfz-kaufvertrag', 'routes/content-page.tsx', { id: 'kfz-kaufvertrag' }),
  route('sicherheitshinweise', 'routes/content-page.tsx', { id: 'security-advise' }),
  route('aktuelle-sicherheitshinweise', 'routes/content-page.tsx', { id: 'current-safety' }),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('404', 'routes/not-found.tsx', { id: 'not-found-page' }),
  route('*', 'routes/not-found.tsx', { id: 'not-found-catch-all' }),
] satisfies RouteConfig;

/**
 * Every page address of the spec's route table (SPEC §2), written as pages link to them: with the
 * trailing slash. Links, redirects, canonical tags and app/routes.ts all take them from here.
 */
export const ROUTE_PATHS = {
  home: '/',
  search: '/angebote/',
  detail: '/fahrzeuge/',
  detailedSearch: '/detailsuche/',
  dealerDirectory: '/anbieterverzeichnis/',
  dealerCars: '/handlerwagen/',
  watchList: '/merkliste/',
  favourites: '/favoriten/',
  compare: '/vergleichen/',
  catalogue: '/gebrauchtwagen/',
  sellCar: '/auto-verkaufen/',
  insertion: '/inserieren/',
  dealerRegistration: '/new-reg/',
  contact: '/kontakt/',
  mobileApps: '/mobile-apps/',
  cookieSettings: '/cookie-einstellungen/',
  privacyPolicy: '/datenschutz/',
  imprint: '/impressum/',
  salesContract: '/kfz-kaufvertrag/',
  safetyAdvice: '/sicherheitshinweise/',
  currentSafetyAdvice: '/aktuelle-sicherheitshinweise/',
  /** 'Meine Suchagenten': followed by the address's management token (issue 19 point 17) */
  searchAgents: '/suchagenten/',
  /** price alerts on saved cars (issue 27 point 5): the form's post, then /bestaetigen/{token} and /abbestellen/{token} */
  priceAlert: '/preisalarm/',
  /** 'So bewerten wir Preise': method, thresholds and accuracy of the price rating (issue 17) */
  priceMethodology: '/so-bewerten-wir-preise/',
  /** 'So berechnen wir die Kosten': motor tax, energy, NoVA and Pickerl with their sources (issue 26) */
  costMethodology: '/so-berechnen-wir-die-kosten/',
  /** 'Fahrzeugwert berechnen': a seller's car valued with the rating's model (issue 28) */
  valuation: '/fahrzeugbewertung/',
  /** 'Wertalarm' on a valuation: subscribe (POST), confirm and unsubscribe pages below it */
  valueAlert: '/fahrzeugbewertung/wertalarm/',
  /** the private-sale contract as a PDF, filled from the valuation's inputs (issue 28 §4) */
  saleContract: '/fahrzeugbewertung/kaufvertrag.pdf',
  /** 'Sicher kaufen': how to buy without being cheated (issue 27 point 8) */
  safeBuying: '/sicher-kaufen/',
  /** the operator page (issue 25 point 5): HTTP Basic, noindex, in no sitemap; 404 unless ADMIN_USER is set */
  moderation: '/betrieb/moderation/',
  /** a seller's 'Anfrage beantwortet' link (issue 37 point 4): followed by the lead's token; the page's button records the answer */
  enquiryAnswered: '/anfrage-beantwortet/',
  /** a private seller's 'Inserat bestätigen' link (issue 37 point 3): followed by the question's token; the page's buttons answer it */
  listingConfirmation: '/inserat-bestaetigen/',
  notFound: '/404/',
} as const;

export type RoutePath = (typeof ROUTE_PATHS)[keyof typeof ROUTE_PATHS];

/** The path's first segment without slashes ('/angebote/' → 'angebote'), as route configs and path parsers name it. */
export function routeSegment(path: RoutePath): string {
  return path.replace(/^\/|\/$/g, '');
}

/** `path` is the page itself or lies below it ('/angebote', '/angebote/vw/' are within '/angebote/'). */
export function isWithin(pathname: string, path: RoutePath): boolean {
  const base = path.replace(/\/$/, '');
  return pathname === base || pathname.startsWith(`${base}/`);
}

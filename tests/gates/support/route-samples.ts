/**
 * One or more concrete addresses for every route of app/routes.ts (the spec's route table), with
 * the status each must answer. The gates (axe, HTML validity, robustness) walk these; a route added
 * to app/routes.ts without a sample here fails `everyRouteHasASample`.
 */
import path from 'node:path';
import SQLite from 'better-sqlite3';
import routes from '#app/routes.ts';
import { detailPath } from '#src/domain/listing/title-slug.ts';
import { storedToken } from '#src/repositories/stored-token.ts';

export type SampleKind = 'page' | 'text';

export interface RouteSample {
  /** the route id in app/routes.ts */
  route: string;
  path: string;
  status: number;
  /** 'page' answers an HTML document; 'text' anything else (robots.txt, sitemap.xml, the contract PDF) */
  kind: SampleKind;
}

export interface InventorySample {
  listing: { id: number; title: string; detailPath: string };
  /** Cars last in the seed's order, which the first photos drawn ahead after a start never reach (issue 34 point 4). */
  lastCars: { id: number; detailPath: string }[];
  compareIds: number[];
  dealerId: number;
  make: string;
  model: string;
  state: string;
  city: string;
  /** the 'Meine Suchagenten' token of a sample address with one search agent */
  searchAgentsToken: string;
}

/** A fixed sample address with one search agent, arranged in the test database for the gates. */
const SAMPLE_AGENT_EMAIL = 'gates-suchagent@example.at';
const SAMPLE_MANAGE_TOKEN = 'GatesSampleManageToken0123456789';

function arrangeSearchAgent(db: SQLite.Database, now: string): void {
  db.prepare('INSERT OR IGNORE INTO search_agent_manage_tokens (token, email, created_at) VALUES (?, ?, ?)').run(
    storedToken(SAMPLE_MANAGE_TOKEN),
    SAMPLE_AGENT_EMAIL,
    now,
  );
  db.prepare(
    `INSERT OR IGNORE INTO search_subscriptions (token, email, search_string, confirmed_at, last_sent_at, created_at, frequency, seen_until, paused_at)
     VALUES (?, ?, ?, ?, NULL, ?, 'daily', ?, NULL)`,
  ).run('gates-sample-subscription-token-0001', SAMPLE_AGENT_EMAIL, 'make=74&priceto=20000', now, now, now);
}

export function routeId(route: { id?: string; file: string }): string {
  return route.id ?? route.file.replace(/\.[jt]sx?$/, '');
}

/**
 * Picks real cars, a dealer, a make/model and a city with cars from the test server's SQLite file, and
 * arranges one search agent there (its page has no public link to crawl to).
 */
export function inventorySample(dataDir: string): InventorySample {
  const db = new SQLite(path.join(dataDir, 'marketplace.sqlite'));
  try {
    const now = new Date().toISOString();
    arrangeSearchAgent(db, now);
    const cars = db
      .prepare(
        `SELECT l.id, l.title, l.seller_id, s.type, mk.safe_value AS make, md.safe_value AS model, l.state_slug, c.slug AS city
           FROM listings l
           JOIN sellers s ON s.id = l.seller_id
           JOIN makes mk ON mk.id = l.make_id
           JOIN models md ON md.id = l.model_id
           LEFT JOIN cities c ON c.state_slug = l.state_slug AND c.name = l.city
          WHERE l.status = 'active' AND l.expires_at > ? AND l.photo_count >= 3 AND s.type = 'D' AND c.slug IS NOT NULL AND l.state_slug <> 'wien'
          ORDER BY l.id LIMIT 6`,
      )
      .all(now) as { id: number; title: string; seller_id: number; make: string; model: string; state_slug: string; city: string }[];
    const lastCars = db
      .prepare(`SELECT id, title FROM listings WHERE status = 'active' AND expires_at > ? AND photo_count >= 1 ORDER BY id DESC LIMIT 5`)
      .all(now) as { id: number; title: string }[];
    const first = cars[0];
    if (!first || cars.length < 6) throw new Error('the gates need at least 6 active dealer cars with photos and a known city');
    return {
      listing: { id: first.id, title: first.title, detailPath: detailPath(first.title, first.id) },
      lastCars: lastCars.map((car) => ({ id: car.id, detailPath: detailPath(car.title, car.id) })),
      compareIds: cars.slice(0, 3).map((c) => c.id),
      dealerId: first.seller_id,
      make: first.make,
      model: first.model,
      state: first.state_slug,
      city: first.city,
      searchAgentsToken: SAMPLE_MANAGE_TOKEN,
    };
  } finally {
    db.close();
  }
}

export function routeSamples(s: InventorySample): RouteSample[] {
  const page = (route: string, p: string, status = 200): RouteSample => ({ route, path: p, status, kind: 'page' });
  const ids = s.compareIds.join(',');
  return [
    page('routes/home', '/'),
    page('routes/search-listing', '/angebote/'),
    page('routes/search-listing', '/angebote/?sort=price&page=2'),
    page('routes/search-listing', `/angebote/${s.make}/`),
    page('routes/search-listing', `/angebote/${s.make}/${s.model}/`),
    page('routes/search-listing', `/angebote/${s.state}/`),
    page('routes/search-listing', `/angebote/${s.state}/${s.city}/`),
    page('routes/search-listing', '/angebote/?pricefrom=9000000'),
    page('routes/listing-detail', `${s.listing.detailPath}?index=1`),
    page('routes/listing-detail', `/fahrzeuge/-/${s.listing.id}`),
    page('listing-detail-untitled', `/fahrzeuge/${s.listing.id}`),
    page('routes/dealer-directory', '/anbieterverzeichnis/'),
    page('routes/dealer-cars', `/handlerwagen/?cid=${s.dealerId}`),
    page('routes/detailed-search', '/detailsuche/'),
    page('watch-list', '/merkliste/'),
    page('favourites', '/favoriten/'),
    page('routes/compare', `/vergleichen/?carIds=${ids}&selectedIds=${ids}`),
    page('routes/catalogue', '/gebrauchtwagen/'),
    page('routes/sell-car', '/auto-verkaufen/'),
    page('routes/contact', '/kontakt/'),
    page('routes/mobile-apps', '/mobile-apps/'),
    page('routes/new-reg', '/new-reg/'),
    page('routes/insertion', '/inserieren/'),
    page('routes/cookie-settings', '/cookie-einstellungen/'),
    page('privacy-policy', '/datenschutz/'),
    page('imprint', '/impressum/'),
    page('kfz-kaufvertrag', '/kfz-kaufvertrag/'),
    page('security-advise', '/sicherheitshinweise/'),
    page('current-safety', '/aktuelle-sicherheitshinweise/'),
    page('routes/search-agents', `/suchagenten/${s.searchAgentsToken}`),
    page('routes/search-agents', `/suchagenten/${'x'.repeat(32)}`, 404),
    page('routes/price-methodology', '/so-bewerten-wir-preise/'),
    page('routes/listing-photos', `/fahrzeuge/-/${s.listing.id}/fotos`),
    page('routes/search-agents-request', '/suchagenten/'),
    page('routes/search-agent-unsubscribe', `/suchagenten/abmelden/${'A'.repeat(32)}`),
    page('routes/search-agent-confirm', `/suchagenten/bestaetigen/${'A'.repeat(32)}`, 404),
    page('routes/cost-methodology', '/so-berechnen-wir-die-kosten/'),
    page('routes/valuation', '/fahrzeugbewertung/'),
    page('routes/safe-buying', '/sicher-kaufen/'),
    page('routes/enquiry-answered', `/anfrage-beantwortet/${'A'.repeat(32)}/`, 404),
    page('routes/listing-confirmation', `/inserat-bestaetigen/${'A'.repeat(32)}/`, 404),
    page('routes/price-alert', '/preisalarm/'),
    page('routes/price-alert-confirm', `/preisalarm/bestaetigen/${'A'.repeat(32)}`, 404),
    page('routes/price-alert-unsubscribe', `/preisalarm/abbestellen/${'A'.repeat(32)}`),
    page('routes/value-alert', '/fahrzeugbewertung/wertalarm/'),
    page('routes/value-alert-confirm', `/fahrzeugbewertung/wertalarm/bestaetigen/${'A'.repeat(32)}`, 404),
    page('routes/value-alert-unsubscribe', `/fahrzeugbewertung/wertalarm/abbestellen/${'A'.repeat(32)}`),
    {
      route: 'routes/sale-contract',
      path: '/fahrzeugbewertung/kaufvertrag.pdf?mmm=74|8401&freg=2017-06&km=140000&fuel=D&powerkw=85&gear=1&body=6',
      status: 200,
      kind: 'text',
    },
    // The gates' server has no ADMIN_USER / ADMIN_PASSWORD_HASH: the operator page does not exist there.
    page('routes/moderation', '/betrieb/moderation/', 404),
    { route: 'routes/sitemap', path: '/sitemap.xml', status: 200, kind: 'text' },
    { route: 'routes/robots', path: '/robots.txt', status: 200, kind: 'text' },
    { route: 'routes/filter-lists', path: '/suchfilter.json', status: 200, kind: 'text' },
    page('not-found-page', '/404/', 404),
    page('not-found-catch-all', '/gibt-es-nicht/', 404),
    page('listing-detail-untitled', '/fahrzeuge/999999999', 404),
  ];
}

/** Route ids of app/routes.ts that no sample covers (must be empty). */
export function routesWithoutSample(samples: readonly RouteSample[]): string[] {
  const covered = new Set(samples.map((s) => s.route));
  return routes.map(routeId).filter((id) => !covered.has(id));
}

export const pageSamples = (samples: readonly RouteSample[]) => samples.filter((s) => s.kind === 'page');

import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_DEALER_CONFIRMATION_DAYS } from '../domain/listing/listing-confirmation.ts';
import { parseOperatorPasswordHash } from './operator-password.server.ts';
import { cacheBudgets, DEFAULT_MEMORY_BUDGET_MB, type CacheBudgets } from './memory-budget.ts';
import { MESSAGING_ENV } from './messaging-env.ts';

const url = z.string().url();

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .url()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    SITE_NAME: z.string().min(1).default('Gebrauchtwagen.at'),
    /** where browsers reach the site: absolute links and the same-origin check; default http://HOST:PORT (see loadEnv) */
    PUBLIC_URL: url.optional(),
    PARTNER_PORTAL_URL: url.default('https://partner.gebrauchtwagen.at'),
    PARTNER_REGISTRATION_URL: url.default('https://partner.gebrauchtwagen.at/registrierung'),
    APP_STORE_URL: url.default('https://apps.apple.com/at/app/gebrauchtwagen-at/id000000000'),
    PLAY_STORE_URL: url.default('https://play.google.com/store/apps/details?id=at.gebrauchtwagen.app'),
    VAN_PARTNER_URL: url.default('https://www.transporter.at'),
    CARAVAN_PARTNER_URL: url.default('https://www.wohnmobil.at'),
    SOCIAL_URL: url.default('https://www.facebook.com/gebrauchtwagen.at'),
    SUPPORT_EMAIL: z.string().email().default('support@gebrauchtwagen.at'),
    SEED_LISTINGS: z.coerce.number().int().min(0).optional(),
    SEED_VALUE: z.coerce.number().int().default(20261121),
    /** memory of every cache of one serving process, split among them in src/config/memory-budget.ts; 0 turns them off */
    MEMORY_BUDGET_MB: z.coerce.number().min(0).default(DEFAULT_MEMORY_BUDGET_MB),
    /** overrides the page cache's share of MEMORY_BUDGET_MB (server/page-cache.ts); 0 turns it off (benchmarks of uncached pages) */
    PAGE_CACHE_MB: z.coerce.number().min(0).optional(),
    /** disk for drawn demo photos (DATA_DIR/photo-cache, src/images/photo-cache.server.ts): least recently used go beyond it; 0 keeps none */
    PHOTO_CACHE_MB: z.coerce.number().min(0).default(350),
    /** disk for the demo cars' first photos drawn ahead (DATA_DIR/first-photos, src/images/demo-photos.server.ts); 0 draws none ahead; default 6144, 0 under NODE_ENV=test */
    FIRST_PHOTO_MB: z.coerce.number().min(0).optional(),
    /** a dealer's car that no partner-API or feed delivery confirmed for this many days ends as expired (issue 37 point 3) */
    DEALER_CONFIRMATION_DAYS: z.coerce.number().int().min(1).max(126).default(DEFAULT_DEALER_CONFIRMATION_DAYS),
    /** deadline of every database statement and connection attempt (src/db/connect.server.ts) */
    DB_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
    /** the Prometheus listener (server/metrics-listener.ts): keep it off the public interface */
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** serving processes of `npm start` (server/cluster-primary.ts); default: one per core, 1 under NODE_ENV=test */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
    /** open TCP connections per serving process (server/connection-limits.ts); below its descriptor limit */
    MAX_CONNECTIONS: z.coerce.number().int().min(10).max(1_000_000).default(10_000),
    /** how long a stopping serving process may finish its requests (server/graceful-drain.ts) */
    DRAIN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    /** the operator page /betrieb/moderation/ (HTTP Basic); unset (both): the page does not exist */
    ADMIN_USER: z
      .string()
      .optional()
      .transform((v) => (v ? v : undefined)),
    /** `npm run operator:password-hash` makes it: scrypt$N$r$p$salt$key (src/config/operator-password.server.ts) */
    ADMIN_PASSWORD_HASH: z
      .string()
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine((v) => v === undefined || parseOperatorPasswordHash(v) !== null, 'expected scrypt$N$r$p$salt$key from `npm run operator:password-hash`'),
    ...MESSAGING_ENV,
  })
  .refine((env) => (env.ADMIN_USER === undefined) === (env.ADMIN_PASSWORD_HASH === undefined), {
    path: ['ADMIN_PASSWORD_HASH'],
    message: 'ADMIN_USER and ADMIN_PASSWORD_HASH are set together or not at all',
  });

/** First photos of 104k demo cars (~55 KB each as small, medium and big WebP) with room to spare. */
/** With PHOTO_CACHE_MB's 350, demo photos take at most 500 MB of disk by default (issue 34 point 4). */
const DEFAULT_FIRST_PHOTO_MB = 150;

/** Demo cars of a first start with the embedded SQLite database, unless SEED_LISTINGS says otherwise. */
const DEFAULT_DEMO_LISTINGS = 104_000;

export type Env = Omit<z.infer<typeof EnvSchema>, 'WEB_CONCURRENCY' | 'SEED_LISTINGS' | 'METRICS_PORT' | 'PAGE_CACHE_MB' | 'FIRST_PHOTO_MB' | 'PUBLIC_URL'> & {
  PUBLIC_URL: string;
  FIRST_PHOTO_MB: number;
  /** bytes per cache: MEMORY_BUDGET_MB split, the pages' share replaced by PAGE_CACHE_MB when set */
  caches: CacheBudgets;
  WEB_CONCURRENCY: number;
  /** 9464 by default; any free port under NODE_ENV=test, where several servers run side by side */
  METRICS_PORT: number;
  sqliteFile: string;
  /** demo cars `npm run seed` creates by default */
  SEED_LISTINGS: number;
  /**
   * What an empty database gets on first start: the demo inventory only for the embedded SQLite
   * default; with DATABASE_URL (production) only when SEED_LISTINGS is set, else null (reference data only).
   */
  firstStartListings: number | null;
};

/** Reads and checks the environment once at start; exits with a readable message when a value is wrong. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment configuration:\n${lines}`);
  }
  const { PAGE_CACHE_MB, ...env } = parsed.data;
  const caches = cacheBudgets(env.MEMORY_BUDGET_MB);
  return {
    ...env,
    caches: PAGE_CACHE_MB === undefined ? caches : { ...caches, pages: PAGE_CACHE_MB * 1024 * 1024 },
    // Same-origin checks compare a browser's Origin with it: by default the address the server is
    // reached at directly (with PORT=0 the port it gets, filled in by server/start-server.ts).
    PUBLIC_URL: env.PUBLIC_URL ?? `http://${env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST}:${env.PORT}`,
    DATA_DIR: path.resolve(env.DATA_DIR),
    sqliteFile: path.resolve(env.DATA_DIR, 'marketplace.sqlite'),
    WEB_CONCURRENCY: env.WEB_CONCURRENCY ?? (env.NODE_ENV === 'test' ? 1 : os.availableParallelism()),
    SEED_LISTINGS: env.SEED_LISTINGS ?? DEFAULT_DEMO_LISTINGS,
    METRICS_PORT: env.METRICS_PORT ?? (env.NODE_ENV === 'test' ? 0 : 9464),
    // Tests start many small servers side by side: drawing ahead would only take their CPU.
    FIRST_PHOTO_MB: env.FIRST_PHOTO_MB ?? (env.NODE_ENV === 'test' ? 0 : DEFAULT_FIRST_PHOTO_MB),
    firstStartListings: env.SEED_LISTINGS ?? (env.DATABASE_URL ? null : DEFAULT_DEMO_LISTINGS),
  };
}

/** The values the browser may see (links to external sites, the site name). Never secrets. */
export interface PublicConfig {
  siteName: string;
  publicUrl: string;
  partnerPortalUrl: string;
  partnerRegistrationUrl: string;
  appStoreUrl: string;
  playStoreUrl: string;
  vanPartnerUrl: string;
  caravanPartnerUrl: string;
  socialUrl: string;
  supportEmail: string;
}

export function publicConfig(env: Env): PublicConfig {
  return {
    siteName: env.SITE_NAME,
    publicUrl: env.PUBLIC_URL,
    partnerPortalUrl: env.PARTNER_PORTAL_URL,
    partnerRegistrationUrl: env.PARTNER_REGISTRATION_URL,
    appStoreUrl: env.APP_STORE_URL,
    playStoreUrl: env.PLAY_STORE_URL,
    vanPartnerUrl: env.VAN_PARTNER_URL,
    caravanPartnerUrl: env.CARAVAN_PARTNER_URL,
    socialUrl: env.SOCIAL_URL,
    supportEmail: env.SUPPORT_EMAIL,
  };
}

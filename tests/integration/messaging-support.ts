/**
 * Shared set-up of the messaging integration tests: a seeded test database (SQLite or PostgreSQL),
 * the real services on it (background jobs off, so each test drives delivery itself), and the /api
 * routes on a real HTTP port, so client addresses and headers behave as in production.
 */
import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { AppServices } from '#src/app-services.server.ts';
import { loadEnv, type Env } from '#src/config/env.server.ts';
import { createLogger } from '#src/config/logger.server.ts';
import { closeServices, createServices, databaseOf } from '#src/create-services.server.ts';
import type { DbHandle, DialectName } from '#src/db/connect.server.ts';
import type { NewListing } from '#src/db/schema.ts';
import { outboxDirectory } from '#src/jobs/messaging-services.server.ts';
import { recordListingChange } from '#src/repositories/listing-change.repository.ts';
import { createApiRouter } from '../../server/api/api-router.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-databases.ts';

export const SITE_ORIGIN = 'http://127.0.0.1:3000';

export interface MessagingHarness {
  t: TestDatabase;
  env: Env;
  services: AppServices;
  /** the services' own connection, for arranging and checking rows */
  database: DbHandle;
  /** base URL of the /api routes, e.g. http://127.0.0.1:41234/api */
  api: string;
  outboxDir: string;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  emlFiles(): string[];
  close(): Promise<void>;
}

export async function startMessaging(dialect: DialectName, overrides: Record<string, string> = {}, seedListings = 400): Promise<MessagingHarness> {
  const t = await createTestDatabase(dialect, { listings: seedListings, seed: 8 });
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: t.dataDir,
    DATABASE_URL: t.databaseUrl ?? '',
    SEED_LISTINGS: '0',
    LOG_LEVEL: 'silent',
    BACKGROUND_JOBS: 'off',
    PUBLIC_URL: SITE_ORIGIN,
    ...overrides,
  });
  const services = await createServices(env, createLogger(env.LOG_LEVEL));
  const app = new Hono();
  app.route('/api', createApiRouter(services));
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const port = (server.address() as AddressInfo).port;
  const api = `http://127.0.0.1:${port}/api`;
  const outboxDir = outboxDirectory(env);
  return {
    t,
    env,
    services,
    database: databaseOf(services),
    api,
    outboxDir,
    post: (p, body, headers = {}) =>
      fetch(`${api}${p}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: SITE_ORIGIN, ...headers },
        body: JSON.stringify(body),
        redirect: 'manual',
      }),
    emlFiles: () =>
      fs.existsSync(outboxDir)
        ? fs
            .readdirSync(outboxDir)
            .filter((f) => f.endsWith('.eml'))
            .sort()
        : [],
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await closeServices(services);
      await t.drop();
    },
  };
}

export function readEml(h: MessagingHarness, file: string): string {
  return fs.readFileSync(path.join(h.outboxDir, file), 'utf8');
}

/** A header of a raw message (first occurrence, unfolded). */
export function header(raw: string, name: string): string | null {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const match = new RegExp(`^${name}: (.*)$`, 'mi').exec(unfolded);
  return match?.[1]?.trim() ?? null;
}

/** A valid contact payload (SPEC §3) for a listing. */
export function enquiry(listingId: number, overrides: Record<string, unknown> = {}) {
  const leadId = randomUUID();
  return {
    name: 'Maria Huber',
    emailaddress: 'maria.huber@example.at',
    phone: '+43 664 1234567',
    comment: 'Guten Tag, ist das Fahrzeug noch verfügbar? Ich würde es gerne am Samstag besichtigen.',
    automatch: false,
    sendcopy: false,
    source: 'DetailPage-GW',
    classifiedGuid: listingId,
    leadId,
    leadMetadata: { leadId, platform: 'web', brand: 'gebrauchtwagen.at', culture: 'de-AT', deviceCategory: 'desktop', isOptedInToAutoMatch: false },
    ...overrides,
  };
}

/** An active listing of a seller type, with its seller. */
export async function activeListing(h: MessagingHarness, sellerType: 'D' | 'P' | 'C', extra: { callTracking?: boolean } = {}) {
  let q = h.database.db
    .selectFrom('listings')
    .innerJoin('sellers', 'sellers.id', 'listings.seller_id')
    .selectAll('listings')
    .select(['sellers.email as seller_email', 'sellers.type as seller_type', 'sellers.call_tracking'])
    .where('listings.status', '=', 'active')
    .where('listings.expires_at', '>', new Date().toISOString())
    .where('sellers.type', '=', sellerType);
  if (extra.callTracking !== undefined) q = q.where('sellers.call_tracking', '=', extra.callTracking ? 1 : 0);
  return q.orderBy('listings.id').executeTakeFirstOrThrow();
}

/**
 * Inserts a listing copied from `template` (without its offer reference, which is unique per seller,
 * and without its first appearance: a new car is first seen when it is created) with overrides,
 * records the change and refreshes the search index.
 */
export async function insertListing(h: MessagingHarness, template: NewListing & { id?: unknown }, overrides: Partial<NewListing>): Promise<number> {
  const { id: _ignored, ...rest } = template as NewListing & { id?: unknown; seller_email?: unknown; seller_type?: unknown; call_tracking?: unknown };
  const row = Object.fromEntries(
    Object.entries({ ...rest, offer_reference: null, first_seen_at: null, ...overrides }).filter(
      ([k]) => !['seller_email', 'seller_type', 'call_tracking'].includes(k),
    ),
  ) as NewListing;
  const inserted = await h.database.db.insertInto('listings').values(row).returning('id').executeTakeFirstOrThrow();
  await recordListingChange(h.database.db, inserted.id);
  return inserted.id;
}

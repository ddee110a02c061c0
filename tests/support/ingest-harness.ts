import { Hono } from 'hono';
import type { AppServices } from '#src/app-services.server.ts';
import { loadEnv } from '#src/config/env.server.ts';
import { createLogger } from '#src/config/logger.server.ts';
import { closeServices, createServices } from '#src/create-services.server.ts';
import type { DialectName } from '#src/db/connect.server.ts';
import { issuePartnerKey } from '#src/ingestion/partner-keys.server.ts';
import { createApiRouter } from '../../server/api/api-router.ts';
import { createImageRouter } from '../../server/images/image-router.ts';
import { createTestDatabase, type TestDatabase } from './test-databases.ts';

/**
 * A seeded test database of one dialect with the app's services and its /api and /images routes
 * in-process (no page build needed), plus a partner key allowed to write seller 1.
 */
export interface IngestHarness {
  t: TestDatabase;
  services: AppServices;
  app: Hono;
  key: string;
  /** A request with the partner key; JSON bodies are serialised. */
  call(method: string, path: string, body?: unknown, key?: string): Promise<Response>;
  close(): Promise<void>;
}

export async function createIngestHarness(dialect: DialectName, seedListings = 200): Promise<IngestHarness> {
  const t = await createTestDatabase(dialect, { listings: seedListings, seed: 11 });
  const env = loadEnv({ DATA_DIR: t.dataDir, DATABASE_URL: t.databaseUrl ?? '', LOG_LEVEL: 'silent', SEED_LISTINGS: '0', PUBLIC_URL: 'http://127.0.0.1:3000' });
  const services = await createServices(env, createLogger('silent'));
  const app = new Hono();
  app.route('/api', createApiRouter(services));
  app.route('/images', createImageRouter(services));
  const { key } = await issuePartnerKey(t.handle.db, 'Testportal', [1], new Date());
  return {
    t,
    services,
    app,
    key,
    async call(method, path, body, useKey = key) {
      const headers: Record<string, string> = { authorization: `Bearer ${useKey}` };
      let payload: BodyInit | undefined;
      if (body instanceof FormData) payload = body;
      else if (body !== undefined) {
        headers['content-type'] = 'application/json';
        payload = JSON.stringify(body);
      }
      return app.request(path, { method, headers, ...(payload === undefined ? {} : { body: payload }) });
    },
    async close() {
      await closeServices(services);
      await t.drop();
    },
  };
}

/** A complete car as a partner sends it, taxonomy by name; `overrides` replace fields. */
export function carPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    offerType: 'Gebrauchtwagen',
    make: 'VW',
    model: 'Golf',
    version: '2.0 TDI Highline',
    price: 18990,
    firstRegistrationDate: '2019-04',
    mileage: 84000,
    powerInKW: 110,
    fuel: 'Diesel',
    bodyColor: 'Grau',
    hadAccident: false,
    bodyType: 'Limousine',
    transmissionType: 'Automatik',
    numberOfGears: 7,
    driveTrain: 'Frontantrieb',
    numberOfDoors: 5,
    numberOfSeats: 5,
    numberOfPreviousOwners: 1,
    originalMarket: 'Österreich',
    engineDisplacement: 1968,
    emptyWeight: 1420,
    interiorDecoration: 'Stoff',
    co2: 128,
    euEmissionStandard: 'Euro 6d-TEMP',
    consumption: 4.9,
    wltp: { co2EmissionsCombined: 128, consumptionCombined: 4.9 },
    equipments: ['Klimaautomatik', 'Sitzheizung', 'ABS'],
    description: 'Gepflegtes Fahrzeug aus erster Hand.\nScheckheft lückenlos.',
    highlights: { warranty: true, vatDeductible: false, fullService: true },
    ...overrides,
  };
}

/** A dealer created through the partner API as a partner would (the harness's key may write it). */
export async function putPartnerDealer(
  h: IngestHarness,
  reference: string,
  dealer: { companyName: string; email: string; zip: string; city: string; phone: string },
): Promise<void> {
  const res = await h.call('PUT', `/api/ingest/sellers/${reference}`, {
    type: 'D',
    companyName: dealer.companyName,
    email: dealer.email,
    address: { zip: dealer.zip, city: dealer.city },
    contacts: [{ phoneType: 'Office', formattedNumber: dealer.phone }],
  });
  if (res.status >= 300) throw new Error(`dealer ${reference}: ${res.status} ${await res.text()}`);
}

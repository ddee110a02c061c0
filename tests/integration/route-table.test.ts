import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseOf } from '#src/create-services.server.ts';
import { loadEnv } from '#src/config/env.server.ts';
import { startServer, type RunningServer } from '../../server/start-server.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Every path of the spec's route table answers with server-rendered HTML, never a 500. */
const ROUTES: readonly [string, number][] = [
  ['/', 200],
  ['/angebote/', 200],
  ['/angebote/vw/', 200],
  ['/angebote/vw/golf/', 200],
  ['/angebote/steiermark/', 200],
  ['/angebote/steiermark/graz/', 200],
  ['/anbieterverzeichnis/', 200],
  ['/detailsuche/', 200],
  ['/merkliste/', 200],
  ['/favoriten/', 200],
  ['/vergleichen/', 200],
  ['/404/', 404],
  ['/datenschutz/', 200],
  ['/gebrauchtwagen/', 200],
  ['/impressum/', 200],
  ['/kfz-kaufvertrag/', 200],
  ['/mobile-apps/', 200],
  ['/kontakt/', 200],
  ['/new-reg/', 200],
  ['/auto-verkaufen/', 200],
  ['/sicherheitshinweise/', 200],
  ['/aktuelle-sicherheitshinweise/', 200],
  ['/inserieren/', 200],
  ['/fahrzeuge/-/1', 200],
  ['/so-bewerten-wir-preise/', 200],
  ['/unbekannt/pfad/', 404],
];

let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-routes-'));
  server = await startServer(loadEnv({ PORT: '0', DATA_DIR: dataDir, SEED_LISTINGS: '800', LOG_LEVEL: 'silent' }));
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('route table', () => {
  it.each(ROUTES)('%s answers %i with server-rendered HTML', async (route, status) => {
    const res = await fetch(`${server.url}${route}`, { redirect: 'manual' });
    expect(res.status).toBe(status);
    const html = await res.text();
    expect(html).toContain('<html lang="de-AT"');
    expect(html).toContain('Händlersuche');
    expect(html).toMatch(/<h1[^>]*>[^<]+/);
  });

  it('redirects /handlerwagen/ without cid to the home page', async () => {
    const res = await fetch(`${server.url}/handlerwagen/`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
  });

  it('answers the total count from the seeded database (accident cars hidden by default, SPEC §9 ustate N)', async () => {
    // Online: active and not past its expiry (the seed's expired cars keep status active, SPEC §9 126 days).
    const online = (accidents: boolean) => {
      let q = databaseOf(server.services)
        .db.selectFrom('listings')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'active')
        .where('expires_at', '>', new Date().toISOString());
      if (!accidents) q = q.where('had_accident', '=', 0);
      return q.executeTakeFirstOrThrow().then((r) => Number(r.n));
    };
    const visible = await online(false);
    expect(visible).toBeGreaterThan(600);
    const res = await fetch(`${server.url}/api/classified-search/totalcount`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ totalCount: visible });
    const withAccidents = await fetch(`${server.url}/api/classified-search/totalcount?ustate=AN`);
    expect(await withAccidents.json()).toMatchObject({ totalCount: await online(true) });
  });
});

import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.server.ts';

describe('WEB_CONCURRENCY', () => {
  it('serves from one process per core in production and from one in tests unless set', () => {
    expect(loadEnv({ NODE_ENV: 'production' }).WEB_CONCURRENCY).toBe(os.availableParallelism());
    expect(loadEnv({ NODE_ENV: 'test' }).WEB_CONCURRENCY).toBe(1);
    expect(loadEnv({ NODE_ENV: 'test', WEB_CONCURRENCY: '2' }).WEB_CONCURRENCY).toBe(2);
  });

  it('refuses a count below one', () => {
    expect(() => loadEnv({ WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
  });
});

describe('first-start seed (issue 25 point 4)', () => {
  it('seeds the demo inventory only for the embedded SQLite default, unless SEED_LISTINGS asks for it', () => {
    expect(loadEnv({}).firstStartListings).toBe(104_000);
    expect(loadEnv({ DATABASE_URL: 'postgres://db.example/marketplace' }).firstStartListings).toBeNull();
    expect(loadEnv({ DATABASE_URL: 'postgres://db.example/marketplace', SEED_LISTINGS: '500' }).firstStartListings).toBe(500);
    expect(loadEnv({ SEED_LISTINGS: '0' }).firstStartListings).toBe(0);
  });
});

describe('METRICS_PORT', () => {
  it('is 9464 unless set, and any free port under NODE_ENV=test', () => {
    expect(loadEnv({}).METRICS_PORT).toBe(9464);
    expect(loadEnv({ NODE_ENV: 'test' }).METRICS_PORT).toBe(0);
    expect(loadEnv({ METRICS_PORT: '9100' }).METRICS_PORT).toBe(9100);
  });
});

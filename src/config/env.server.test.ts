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

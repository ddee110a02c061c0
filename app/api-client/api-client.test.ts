import { describe, expect, it, vi } from 'vitest';
import { createFilters } from '#src/domain/search/search-filters.ts';
import { ApiClientError, createApiClient, type ServerErrorRecord } from './api-client.ts';

type Handler = (url: string, init: RequestInit) => Promise<Response> | Response;

function setup(handler: Handler, breaker?: { timeout?: number; resetTimeout?: number }) {
  const calls: { url: string; init: RequestInit }[] = [];
  const records: ServerErrorRecord[] = [];
  const client = createApiClient({
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input), init: init ?? {} });
      return handler(String(input), init ?? {});
    }) as typeof fetch,
    onError: (r) => records.push(r),
    ...(breaker ? { breaker } : {}),
  });
  return { client, calls, records };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function failure(p: Promise<unknown>): Promise<ApiClientError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof ApiClientError) return err;
    throw err;
  }
  throw new Error('expected a failure');
}

describe('browser API client', () => {
  it('calls /api with the spec headers and backend-style search parameters', async () => {
    const { client, calls } = setup(() => json({ totalCount: 7 }));
    expect(await client.totalCount(createFilters({ makeModels: [{ make: 74, model: 8401 }], doors: { from: 2, to: 3 } }))).toBe(7);
    const [call] = calls;
    expect(call?.url).toMatch(/^\/api\/classified-search\/totalcount\?mmm=74%7C8401&doorfrom=2&doorto=3&ustate=N%2CU/);
    expect(call?.init.headers).toMatchObject({ 'X-Requested-With': 'XMLHttpRequest', 'Accept-Language': 'de-at' });
  });

  it('turns 4xx and 204 into NOT_FOUND errors and records only 404 and 410', async () => {
    const answers = [
      json({ error: { message: 'Ungültig', code: 'BAD_REQUEST', field: 'pricefrom' } }, 400),
      json({ error: { message: 'weg', code: 'GONE' } }, 410),
      new Response(null, { status: 204 }),
    ];
    const { client, records } = setup(() => answers.shift() as Response);
    const bad = await failure(client.request('/v2/search-listings'));
    expect([bad.type, bad.status, bad.body?.field]).toEqual(['NOT_FOUND', 400, 'pricefrom']);
    const gone = await failure(client.request('/v2/listings/5'));
    expect([gone.type, gone.status, gone.message]).toEqual(['NOT_FOUND', 410, 'weg']);
    const empty = await failure(client.request('/x'));
    expect(empty.message).toBe('Request failed with status code 204');
    expect(records).toEqual([{ type: 'NOT_FOUND', status: 410, url: '/api/v2/listings/5', message: 'weg' }]);
  });

  it('records 5xx and missing answers as server errors with status, url and message, unless omitError', async () => {
    const answers: (() => Response)[] = [
      () => json({}, 503),
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => json({}, 500),
    ];
    // The breaker's clock is the test's: it turns half-open exactly when the test moves time on.
    vi.useFakeTimers();
    try {
      const { client, records } = setup(() => (answers.shift() as () => Response)(), { resetTimeout: 10 });
      const down = await failure(client.request('/a'));
      expect([down.type, down.status, down.message]).toEqual(['ERROR_MESSAGES', 503, 'Request failed with status code 503']);
      await vi.advanceTimersByTimeAsync(20); // the opened breaker becomes half-open
      const offline = await failure(client.request('/b'));
      expect([offline.type, offline.status, offline.message]).toEqual(['ERROR_MESSAGES', null, 'Failed to fetch']);
      await vi.advanceTimersByTimeAsync(20);
      await failure(client.request('/c', { omitError: true }));
      expect(records).toEqual([
        { type: 'ERROR_MESSAGES', status: 503, url: '/api/a', message: 'Request failed with status code 503' },
        { type: 'ERROR_MESSAGES', status: null, url: '/api/b', message: 'Failed to fetch' },
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens the breaker on server failures (not on 4xx) and rejects with its message', async () => {
    const notFound = setup(() => json({ error: { message: 'x', code: 'NOT_FOUND' } }, 404));
    for (let i = 0; i < 10; i++) await failure(notFound.client.request('/nf'));
    expect(notFound.calls).toHaveLength(10);

    const failing = setup(() => json({}, 500));
    await failure(failing.client.request('/boom'));
    const open = await failure(failing.client.request('/again'));
    expect([open.message, open.code, open.type]).toEqual(['Breaker is open', 'EOPENBREAKER', 'ERROR_MESSAGES']);
    expect(failing.calls).toHaveLength(1);
  });

  it('times out after the breaker timeout', async () => {
    const { client, records } = setup(() => new Promise<Response>(() => undefined), { timeout: 30 });
    const slow = await failure(client.request('/slow'));
    expect([slow.message, slow.code]).toEqual(['Timed out after 30ms', 'ETIMEDOUT']);
    expect(records[0]).toMatchObject({ type: 'ERROR_MESSAGES', status: null, url: '/api/slow' });
  });

  it('fetches cars by id in chunks of 50, keeping the order', async () => {
    const { client, calls } = setup((url) => {
      const ids = new URL(url, 'http://x').searchParams.get('listingIds')?.split(',').map(Number) ?? [];
      return json({ listings: ids.map((id) => ({ id })) });
    });
    const ids = Array.from({ length: 120 }, (_, i) => i + 1);
    expect((await client.listings(ids)).map((l) => l.id)).toEqual(ids);
    expect(calls).toHaveLength(3);
  });
});

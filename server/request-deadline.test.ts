import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isDatabaseUnavailable } from '#src/db/database-availability.ts';
import { requestDeadline } from './request-deadline.ts';

/** A handler that answers only when the test says so: slow for as long as the test's clock runs. */
function appWith(ms: number) {
  const app = new Hono();
  app.use(
    '*',
    requestDeadline(ms, (p) => p.startsWith('/slow-by-nature/')),
  );
  app.get('/never', () => new Promise<Response>(() => undefined));
  app.get('/quick', (c) => c.text('ok'));
  app.get('/slow-by-nature/x', async (c) => {
    await new Promise((resolve) => setTimeout(resolve, ms * 2));
    return c.text('done');
  });
  app.onError((err, c) => c.text('outage', isDatabaseUnavailable(err) ? 503 : 500));
  return app;
}

describe('requestDeadline', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers a request still open at its deadline as an outage (503), and lets quick ones through', async () => {
    const app = appWith(50);
    let settled = false;
    const answer = Promise.resolve(app.request('/never')).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(49);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await answer).status).toBe(503);
    expect((await app.request('/quick')).status).toBe(200);
  });

  it('leaves exempt paths alone', async () => {
    const answer = Promise.resolve(appWith(30).request('/slow-by-nature/x'));
    await vi.advanceTimersByTimeAsync(60);
    expect(await (await answer).text()).toBe('done');
  });
});

import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '#src/db/database-availability.ts';
import { requestDeadline } from './request-deadline.ts';

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
  it('answers a request still open at its deadline as an outage (503), and lets quick ones through', async () => {
    const app = appWith(50);
    const started = Date.now();
    const res = await app.request('/never');
    expect(res.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(1000);
    expect((await app.request('/quick')).status).toBe(200);
  });

  it('leaves exempt paths alone', async () => {
    expect(await (await appWith(30).request('/slow-by-nature/x')).text()).toBe('done');
  });
});

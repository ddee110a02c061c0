import net from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
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

describe('requestDeadline with a client that sends its body too slowly (issue 34 point 6)', () => {
  it('answers 408 and closes the connection instead of a 503 server error', async () => {
    const app = new Hono();
    app.use(
      '*',
      requestDeadline(150, () => false),
    );
    app.post('/api/vendor-contact-email', async (c) => c.text(await c.req.text()));
    const errors: unknown[] = [];
    app.onError((err, c) => {
      errors.push(err);
      return c.text('outage', 503);
    });
    const server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    try {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const socket = net.connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (d: Buffer) => (answer += d.toString()));
      const closed = new Promise((resolve) => socket.once('close', resolve));
      socket.write('POST /api/vendor-contact-email HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"name":');
      await closed;
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer).toContain('REQUEST_TIMEOUT');
      expect(errors).toEqual([]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

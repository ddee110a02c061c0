import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdmissionKind, AdmissionLimit } from '#src/config/admission-limits.ts';
import { metricsRegistry } from '#src/observability/metrics.server.ts';
import { admissionKindOf, createAdmissionControl } from './admission-control.ts';
import { createHealthRoutes } from './health-routes.ts';
import type { Pressure } from './load-pressure.ts';

const SMALL: Record<AdmissionKind, AdmissionLimit> = {
  api: { inProgress: 2, queued: 1 },
  page: { inProgress: 1, queued: 1 },
  photo: { inProgress: 1, queued: 0 },
  upload: { inProgress: 1, queued: 0 },
  write: { inProgress: 1, queued: 1 },
};

/** An app whose handlers answer only when the test releases them, so "in progress" is a state the test holds. */
function harness(options: Parameters<typeof createAdmissionControl>[0] = {}) {
  const admission = createAdmissionControl({ limits: SMALL, ...options });
  const held: (() => void)[] = [];
  let started = 0;
  const app = new Hono();
  app.route('/health', createHealthRoutes({ check: () => Promise.resolve({ ready: true, checks: {} as never }) }, admission.snapshot));
  app.use('*', admission.middleware);
  const slow = async (answer: () => Response) => {
    started++;
    await new Promise<void>((resolve) => held.push(resolve));
    return answer();
  };
  app.get('/api/v2/search-listings', (c) => slow(() => c.json({ ok: true })));
  app.get('/angebote/', (c) => slow(() => c.html('<p>ok</p>')));
  app.get('/assets/app.js', (c) => c.text('js'));
  let released = 0;
  const release = () => {
    const next = held.shift();
    if (!next) throw new Error('no handler is waiting');
    released++;
    next();
  };
  /** Lets the admitted handlers reach their wait. */
  const settle = () => vi.waitFor(() => expect(held.length).toBe(started - released));
  return { admission, app, release, settle, started: () => started };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('admission control', () => {
  it('works on the limit, queues the next ones and answers the rest at once with 503, Retry-After and a JSON error', async () => {
    const h = harness();
    const answers = Array.from({ length: 4 }, () => Promise.resolve(h.app.request('/api/v2/search-listings?q=1')));
    const shed = await answers[3];
    expect(shed?.status).toBe(503);
    expect(shed?.headers.get('retry-after')).toBe('1');
    expect(shed?.headers.get('cache-control')).toBe('no-store');
    expect(await shed?.json()).toEqual({ error: { code: 'OVERLOADED', message: expect.stringContaining('ausgelastet') } });
    await h.settle();
    expect(h.started()).toBe(2);
    expect(h.admission.snapshot().kinds.api).toMatchObject({ inProgress: 2, queued: 1 });

    h.release();
    await vi.waitFor(() => expect(h.started()).toBe(3));
    await h.settle();
    h.release();
    h.release();
    expect((await Promise.all(answers.slice(0, 3))).map((r) => r.status)).toEqual([200, 200, 200]);
    expect(h.admission.snapshot().kinds.api).toMatchObject({ inProgress: 0, queued: 0 });
  });

  it('bounds each kind on its own: full API searches do not hold back pages, and built assets pass freely', async () => {
    const h = harness();
    const api = [1, 2, 3].map(() => Promise.resolve(h.app.request('/api/v2/search-listings')));
    await h.settle();
    const page = Promise.resolve(h.app.request('/angebote/'));
    await vi.waitFor(() => expect(h.started()).toBe(3));
    expect((await h.app.request('/assets/app.js')).status).toBe(200);
    for (let i = 0; i < 3; i++) h.release();
    await vi.waitFor(() => expect(h.started()).toBe(4));
    await h.settle();
    h.release();
    expect((await page).status).toBe(200);
    expect((await Promise.all(api)).map((r) => r.status)).toEqual([200, 200, 200]);
  });

  it('answers a shed page with the server-error page, not JSON', async () => {
    const h = harness();
    const first = Promise.resolve(h.app.request('/angebote/'));
    const second = Promise.resolve(h.app.request('/angebote/'));
    const third = await h.app.request('/angebote/');
    expect(third.status).toBe(503);
    expect(await third.text()).toContain('Upppss, da ist etwas schief gelaufen. Bitte die Seite neu laden.');
    await h.settle();
    h.release();
    await vi.waitFor(() => expect(h.started()).toBe(2));
    await h.settle();
    h.release();
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
  });

  it('answers a request that waited in the queue too long with 503', async () => {
    vi.useFakeTimers();
    const h = harness({ queueWaitMs: 1000 });
    const running = Promise.resolve(h.app.request('/angebote/'));
    const waiting = Promise.resolve(h.app.request('/angebote/'));
    await vi.advanceTimersByTimeAsync(1000);
    expect((await waiting).status).toBe(503);
    h.release();
    expect((await running).status).toBe(200);
    expect(h.started()).toBe(1);
  });

  it('under pressure takes one request of a kind at a time and queues none, and takes the full limit again after', async () => {
    let pressure: Pressure = 'heap';
    const h = harness({ pressure: () => pressure });
    const first = Promise.resolve(h.app.request('/api/v2/search-listings'));
    expect((await h.app.request('/api/v2/search-listings')).status).toBe(503);
    const metrics = await metricsRegistry.getSingleMetricAsString('admission_shed_total');
    expect(metrics).toMatch(/admission_shed_total\{kind="api",reason="heap"\} [1-9]/);
    await h.settle();
    h.release();
    expect((await first).status).toBe(200);

    pressure = null;
    const two = [1, 2].map(() => Promise.resolve(h.app.request('/api/v2/search-listings')));
    await vi.waitFor(() => expect(h.started()).toBe(3));
    await h.settle();
    h.release();
    h.release();
    expect((await Promise.all(two)).map((r) => r.status)).toEqual([200, 200]);
  });

  it('under a late event loop takes one request at a time but keeps the queue, and tells who was shed', async () => {
    const shed: string[] = [];
    const h = harness({ pressure: () => 'event-loop', onShed: (kind, reason) => shed.push(`${kind}:${reason}`) });
    const first = Promise.resolve(h.app.request('/api/v2/search-listings'));
    await vi.waitFor(() => expect(h.started()).toBe(1));
    const queued = Promise.resolve(h.app.request('/api/v2/search-listings'));
    await vi.waitFor(() => expect(h.admission.snapshot().kinds.api.queued).toBe(1));
    // The queue of one is full: the next is shed, and the reason is the late loop.
    expect((await h.app.request('/api/v2/search-listings')).status).toBe(503);
    expect(shed).toEqual(['api:event-loop']);
    await h.settle();
    h.release();
    await vi.waitFor(() => expect(h.started()).toBe(2));
    await h.settle();
    h.release();
    expect([(await first).status, (await queued).status]).toEqual([200, 200]);
  });

  it('keeps /health/ready at 200 while shedding and says the process is saturated', async () => {
    const h = harness();
    const calm = await (await h.app.request('/health/ready')).json();
    expect(calm).toMatchObject({ status: 'ready', saturated: false });
    const held = [1, 2, 3].map(() => Promise.resolve(h.app.request('/api/v2/search-listings')));
    expect((await h.app.request('/api/v2/search-listings')).status).toBe(503);
    const busy = await h.app.request('/health/ready');
    expect(busy.status).toBe(200);
    expect(await busy.json()).toMatchObject({ status: 'ready', saturated: true, load: { api: { inProgress: 2, queued: 1 } } });
    await h.settle();
    h.release();
    h.release();
    await vi.waitFor(() => expect(h.started()).toBe(3));
    await h.settle();
    h.release();
    await Promise.all(held);
  });
});

describe('admissionKindOf', () => {
  it('sorts requests into the bounds they count against', () => {
    expect(admissionKindOf('GET', '/api/v2/search-listings')).toBe('api');
    expect(admissionKindOf('POST', '/api/vendor-contact-email')).toBe('write');
    expect(admissionKindOf('PUT', '/api/ingest/sellers/s1/listings/o1/photos')).toBe('upload');
    expect(admissionKindOf('PUT', '/api/ingest/sellers/s1/listings/o1')).toBe('write');
    expect(admissionKindOf('GET', '/images/listings/12/1-640.webp')).toBe('photo');
    expect(admissionKindOf('GET', '/fahrzeuge/-/12')).toBe('page');
    expect(admissionKindOf('POST', '/merkliste/')).toBe('write');
    expect(admissionKindOf('GET', '/assets/entry.client-abc.js')).toBeNull();
  });
});

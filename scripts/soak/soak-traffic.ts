/**
 * The soak's traffic (issue 34 point 5): what buyers send, every request unique so no cache answers —
 * API searches with the filter mix of a real portal (make or make+model, price, first registration,
 * mileage, fuel, gearbox, body, a postcode radius, sort, page 1–3), counters, result pages, detail
 * pages, photos, enquiries and search-agent sign-ups — at a number of keep-alive connections.
 */
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { createSeededRandom, type SeededRandom } from '#src/domain/random/seeded-random.ts';

export interface StepResult {
  connections: number;
  seconds: number;
  requests: number;
  ok: number;
  /** 503 from admission control or a database deadline: the process held and said so */
  shed: number;
  /** any other answer ≥ 500: a fault */
  faults: number;
  /** no answer at all: refused, reset or timed out */
  unanswered: number;
  p50Ms: number;
  p95Ms: number;
  /** the longest time without a good answer, across all connections */
  longestGapMs: number;
  faultSamples: string[];
}

/** A form submission the server acknowledged (2xx), to be found in the database afterwards. */
export interface Acknowledged {
  kind: 'enquiry' | 'search-agent';
  /** the enquiry's leadId, or the search agent's address */
  key: string;
}

export interface TrafficContext {
  baseUrl: string;
  /** cars for sale (ids), read from the API before the load */
  carIds: number[];
  acknowledged: Acknowledged[];
  /** unique suffix per run, so two soaks on one database do not meet */
  runTag: string;
}

const MAKES = [
  ['74', ['1', '7', '2']],
  ['13', ['3', '5']],
  ['9', ['1', '2']],
  ['60', ['1', '3']],
  ['47', ['1']],
  ['54', ['1', '2']],
  ['29', ['1']],
  ['57', ['1']],
] as const;
const CITIES = [
  ['1010 Wien', 48.2085, 16.3721],
  ['8010 Graz', 47.0707, 15.4395],
  ['4020 Linz', 48.3064, 14.2861],
  ['5020 Salzburg', 47.8095, 13.055],
  ['6020 Innsbruck', 47.2692, 11.4041],
] as const;

/** Longer than any queue wait plus work (photos may wait 30 s for their turn): a request cut by it is unanswered. */
const CLIENT_TIMEOUT_MS = 60_000;

let serial = 0;

/** One unique search as API query parameters. */
export function searchQuery(r: SeededRandom): URLSearchParams {
  const q = new URLSearchParams();
  if (r.chance(0.85)) {
    const [make, models] = r.pick(MAKES);
    q.set('mmm', r.chance(0.5) ? `${make}|${r.pick(models)}` : `${make}|`);
  }
  // Unique per request: a price ceiling a few euros apart means the same to a buyer and to no cache.
  q.set('priceto', String(r.pick([8000, 12_000, 15_000, 20_000, 30_000, 50_000, 200_000]) + (++serial % 5000)));
  if (r.chance(0.4)) q.set('fregfrom', String(r.pick([2010, 2014, 2016, 2018, 2020])));
  if (r.chance(0.35)) q.set('kmto', String(r.pick([50_000, 100_000, 150_000])));
  if (r.chance(0.3)) q.set('fuel', r.pick(['D', 'B', 'E', 'H']));
  if (r.chance(0.2)) q.set('gear', r.pick(['1', '2']));
  if (r.chance(0.15)) q.set('body', r.pick(['1', '4', '5', '6']));
  if (r.chance(0.3)) {
    const [zip, lat, lon] = r.pick(CITIES);
    q.set('zip', zip);
    q.set('lat', String(lat));
    q.set('lon', String(lon));
    q.set('zipr', String(r.pick([20, 50, 100])));
  }
  if (r.chance(0.4)) {
    q.set('sort', r.pick(['price', 'age', 'mileage', 'year']));
    if (r.chance(0.5)) q.set('desc', '1');
  }
  const page = r.pick([1, 1, 1, 2, 3]);
  if (page > 1) q.set('page', String(page));
  return q;
}

interface Planned {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  ack?: Acknowledged;
}

function plan(r: SeededRandom, ctx: TrafficContext): Planned {
  const k = r.next();
  const car = () => r.pick(ctx.carIds);
  if (k < 0.3) return { method: 'GET', path: `/api/v2/search-listings?${searchQuery(r)}` };
  if (k < 0.4) return { method: 'GET', path: `/api/classified-search/counters?${searchQuery(r)}` };
  if (k < 0.6) {
    const q = searchQuery(r);
    const page = new URLSearchParams({ priceto: q.get('priceto') ?? '' });
    for (const key of ['fuel', 'fregfrom', 'kmto', 'page'] as const) if (q.has(key)) page.set(key, q.get(key) ?? '');
    return { method: 'GET', path: `/angebote/?${page}` };
  }
  if (k < 0.8) return { method: 'GET', path: `/fahrzeuge/-/${car()}` };
  if (k < 0.96) return { method: 'GET', path: `/images/listings/${car()}/${r.pick([0, 0, 0, 1])}-${r.pick(['small', 'medium'])}.webp` };
  if (k < 0.98) {
    const leadId = randomUUID();
    return {
      method: 'POST',
      path: '/api/vendor-contact-email',
      body: {
        name: 'Soak Käufer',
        emailaddress: `kaeufer.${ctx.runTag}@example.at`,
        comment: 'Guten Tag, ist das Fahrzeug noch verfügbar? Ich würde es gerne besichtigen.',
        source: 'DetailPage-GW',
        classifiedGuid: car(),
        leadId,
        leadMetadata: { leadId, platform: 'web', culture: 'de-AT', deviceCategory: 'desktop', isOptedInToAutoMatch: false },
      },
      ack: { kind: 'enquiry', key: leadId },
    };
  }
  const mail = `suchagent.${ctx.runTag}.${++serial}@example.at`;
  return {
    method: 'POST',
    path: '/api/search-subscription/subscribe',
    body: { mail, searchString: `?${searchQuery(r)}` },
    ack: { kind: 'search-agent', key: mail },
  };
}

interface Answer {
  status: number;
  ms: number;
}

function send(agent: http.Agent, baseUrl: string, p: Planned, timeoutMs: number): Promise<Answer> {
  const started = performance.now();
  const body = p.body === undefined ? undefined : JSON.stringify(p.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${baseUrl}${p.path}`,
      {
        method: p.method,
        agent,
        timeout: timeoutMs,
        headers: {
          'accept-encoding': 'br, gzip',
          'accept-language': 'de-at',
          'x-requested-with': 'XMLHttpRequest',
          // Each buyer from an address of their own (the server trusts one proxy, as behind nginx), so rate limits act per buyer.
          'x-forwarded-for': `10.${serial % 200}.${(serial >> 8) % 250}.${1 + (serial % 250)}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }),
        },
      },
      (res) => {
        res.on('data', () => undefined);
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error: NodeJS.ErrnoException) => reject(req.reusedSocket && error.code === 'ECONNRESET' ? new ReusedSocketReset(error.message) : error));
    req.end(body);
  });
}

/**
 * A kept-alive connection the server closed just as a request went out on it (a process that drains
 * closes its idle ones) resets; browsers then send a GET again on a new connection, and so does this.
 */
async function sendAsABrowserWould(agent: http.Agent, baseUrl: string, p: Planned): Promise<Answer> {
  try {
    return await send(agent, baseUrl, p, CLIENT_TIMEOUT_MS);
  } catch (error) {
    if (p.method !== 'GET' || !(error instanceof ReusedSocketReset)) throw error;
    return send(agent, baseUrl, p, CLIENT_TIMEOUT_MS);
  }
}

class ReusedSocketReset extends Error {}

/** Sends the mix at `connections` for `seconds`; `during` runs once, `atSeconds` into the step. */
export async function runStep(
  ctx: TrafficContext,
  options: { connections: number; seconds: number; seed: number; during?: { atSeconds: number; run: () => Promise<void> } },
): Promise<StepResult & { duringDone?: Promise<void> }> {
  const { connections, seconds } = options;
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  const result: StepResult = {
    connections,
    seconds,
    requests: 0,
    ok: 0,
    shed: 0,
    faults: 0,
    unanswered: 0,
    p50Ms: 0,
    p95Ms: 0,
    longestGapMs: 0,
    faultSamples: [],
  };
  const started = performance.now();
  const end = started + seconds * 1000;
  let lastGood = started;
  let duringDone: Promise<void> | undefined;
  const timer = options.during
    ? setTimeout(() => {
        duringDone = options.during?.run();
      }, options.during.atSeconds * 1000)
    : undefined;
  await Promise.all(
    Array.from({ length: connections }, async (_, i) => {
      const r = createSeededRandom(options.seed * 1000 + i);
      while (performance.now() < end) {
        const p = plan(r, ctx);
        result.requests++;
        try {
          const answer = await sendAsABrowserWould(agent, ctx.baseUrl, p);
          latencies.push(answer.ms);
          if (answer.status === 503) result.shed++;
          else if (answer.status >= 500) {
            result.faults++;
            if (result.faultSamples.length < 5) result.faultSamples.push(`${answer.status} ${p.method} ${p.path}`);
          } else {
            result.ok++;
            const now = performance.now();
            result.longestGapMs = Math.max(result.longestGapMs, now - lastGood);
            lastGood = now;
            if (p.ack && answer.status >= 200 && answer.status < 300) ctx.acknowledged.push(p.ack);
          }
        } catch {
          result.unanswered++;
          // A refused connection fails at once; a short pause keeps a dead server from being hammered.
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    }),
  );
  clearTimeout(timer);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  result.p50Ms = at(0.5);
  result.p95Ms = at(0.95);
  return { ...result, duringDone };
}

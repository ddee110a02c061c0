/**
 * Admission control (issue 34 point 2): each serving process works on a bounded number of requests of
 * each kind at once, keeps a short queue, and answers what does not fit at once with 503 and
 * Retry-After, instead of taking on work until its heap runs out. Under pressure (heap nearly full
 * after a collection, or a late event loop: server/load-pressure.ts) it takes one request of a kind at
 * a time, so it recovers rather than dies. Heap pressure also queues none: a waiting request is memory
 * the heap has not got. A late loop keeps its queue: the waiting hold only their heads and are answered
 * within the queue's wait either way, and a stall of a second (a starved machine) would otherwise shed a
 * single visitor's photos. Health probes are answered before this.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { ADMISSION_LIMITS, QUEUE_WAIT_MS, SHED_RETRY_AFTER_SECONDS, type AdmissionKind, type AdmissionLimit } from '#src/config/admission-limits.ts';
import { admissionInProgress, admissionQueued, admissionShed } from '#src/observability/metrics.server.ts';
import type { Pressure } from './load-pressure.ts';
import { plainPage, SERVER_ERROR } from './plain-page.ts';

export type ShedReason = 'queue-full' | 'queue-timeout' | Exclude<Pressure, null>;

export interface KindLoad {
  inProgress: number;
  queued: number;
  limit: AdmissionLimit;
}

export interface AdmissionSnapshot {
  /** Work is being queued or shed, or the process is under pressure. */
  saturated: boolean;
  pressure: Pressure;
  kinds: Record<AdmissionKind, KindLoad>;
}

export interface AdmissionControl {
  middleware: MiddlewareHandler;
  snapshot(): AdmissionSnapshot;
}

export interface AdmissionOptions {
  limits?: Readonly<Record<AdmissionKind, AdmissionLimit>>;
  pressure?: () => Pressure;
  queueWaitMs?: number;
  now?: () => number;
  /** Told of every shed request (start-server.ts logs them, at most one line per kind and reason a while). */
  onShed?: (kind: AdmissionKind, reason: ShedReason) => void;
}

/** A shed in this window still counts as saturated: the next probe should not see a calm process. */
const SATURATED_AFTER_SHED_MS = 5000;

interface Gate {
  kind: AdmissionKind;
  limit: AdmissionLimit;
  inProgress: number;
  waiting: ((admitted: boolean) => void)[];
}

/** Which bound a request counts against; null for what costs next to nothing (built assets). */
export function admissionKindOf(method: string, path: string): AdmissionKind | null {
  if (/^\/(?:assets\/|favicon\.ico$|docs\/)/.test(path)) return null;
  if (path.startsWith('/images/')) return 'photo';
  const reads = method === 'GET' || method === 'HEAD';
  if (!path.startsWith('/api/')) return reads ? 'page' : 'write';
  if (reads) return 'api';
  return /^\/api\/ingest\/.*\/photos$/.test(path) ? 'upload' : 'write';
}

export function createAdmissionControl(options: AdmissionOptions = {}): AdmissionControl {
  const { limits = ADMISSION_LIMITS, pressure = () => null, queueWaitMs = QUEUE_WAIT_MS, now = Date.now, onShed } = options;
  const gates = new Map<AdmissionKind, Gate>(
    (Object.keys(limits) as AdmissionKind[]).map((kind) => [kind, { kind, limit: limits[kind], inProgress: 0, waiting: [] }]),
  );
  let lastShedAt = -Infinity;

  const capOf = (gate: Gate, pressed: Pressure) =>
    pressed === 'heap' ? { inProgress: 1, queued: 0 } : pressed === 'event-loop' ? { inProgress: 1, queued: gate.limit.queued } : gate.limit;
  const report = (gate: Gate) => {
    admissionInProgress.set({ kind: gate.kind }, gate.inProgress);
    admissionQueued.set({ kind: gate.kind }, gate.waiting.length);
  };

  /** Resolves true once the request may be worked on, or with why it is shed. */
  const enter = (gate: Gate): true | ShedReason | Promise<true | ShedReason> => {
    const pressed = pressure();
    const cap = capOf(gate, pressed);
    if (gate.inProgress < cap.inProgress && gate.waiting.length === 0) {
      gate.inProgress++;
      report(gate);
      return true;
    }
    if (gate.waiting.length >= cap.queued) return pressed ?? 'queue-full';
    return new Promise((resolve) => {
      const waiter = (admitted: boolean) => {
        clearTimeout(timer);
        resolve(admitted ? true : 'queue-timeout');
      };
      const timer = setTimeout(() => {
        gate.waiting.splice(gate.waiting.indexOf(waiter), 1);
        report(gate);
        waiter(false);
      }, gate.limit.queueWaitMs ?? queueWaitMs);
      gate.waiting.push(waiter);
      report(gate);
    });
  };

  const leave = (gate: Gate) => {
    gate.inProgress--;
    const cap = capOf(gate, pressure());
    while (gate.waiting.length > 0 && gate.inProgress < cap.inProgress) {
      gate.inProgress++;
      gate.waiting.shift()?.(true);
    }
    report(gate);
  };

  const middleware: MiddlewareHandler = async (c, next) => {
    const kind = admissionKindOf(c.req.method, c.req.path);
    const gate = kind === null ? undefined : gates.get(kind);
    if (!gate) return next();
    const entered = await enter(gate);
    if (entered !== true) {
      lastShedAt = now();
      admissionShed.inc({ kind: gate.kind, reason: entered });
      onShed?.(gate.kind, entered);
      return shedResponse(c, gate.kind);
    }
    try {
      await next();
    } finally {
      leave(gate);
    }
  };

  return {
    middleware,
    snapshot() {
      const pressed = pressure();
      const kinds = Object.fromEntries(
        [...gates.values()].map((g) => [g.kind, { inProgress: g.inProgress, queued: g.waiting.length, limit: g.limit }]),
      ) as Record<AdmissionKind, KindLoad>;
      const queueing = Object.values(kinds).some((k) => k.queued > 0);
      return { saturated: pressed !== null || queueing || now() - lastShedAt < SATURATED_AFTER_SHED_MS, pressure: pressed, kinds };
    },
  };
}

const BUSY_MESSAGE = 'Der Dienst ist gerade ausgelastet. Bitte versuchen Sie es gleich noch einmal.';

/** The answer to a shed request: tiny, never cached, with when to try again. */
function shedResponse(c: Context, kind: AdmissionKind): Response {
  c.header('Retry-After', String(SHED_RETRY_AFTER_SECONDS));
  c.header('Cache-Control', 'no-store');
  if (kind === 'api' || kind === 'upload' || c.req.path.startsWith('/api/')) return c.json({ error: { message: BUSY_MESSAGE, code: 'OVERLOADED' } }, 503);
  if (kind === 'photo') return c.body(null, 503);
  return c.html(plainPage(SERVER_ERROR), 503);
}

/**
 * How much work one serving process takes on at once (issue 34 point 2). A Node process serves on one
 * thread: beyond a few requests in progress, more only add memory (each holds its rows, its answer
 * and its garbage) and latency, not throughput. So each kind of request has a bound on what is in
 * progress and a short queue; what does not fit is answered at once with 503 and Retry-After
 * (server/admission-control.ts), and the heap limit has room for exactly this much in flight
 * (src/config/memory-budget.ts).
 */
export type AdmissionKind = 'api' | 'page' | 'photo' | 'upload' | 'write';

export interface AdmissionLimit {
  /** Requests of this kind being worked on at once. */
  inProgress: number;
  /** Requests waiting for a place; they hold only their head (a body is read once admitted). */
  queued: number;
  /** How long one may wait for its place before it is answered 503 (default QUEUE_WAIT_MS). */
  queueWaitMs?: number;
}

export const ADMISSION_LIMITS: Readonly<Record<AdmissionKind, AdmissionLimit>> = {
  /** JSON reads: searches, counters, cars, taxonomy. A 20-car answer is ~130 KB. */
  api: { inProgress: 6, queued: 12 },
  /** Server-rendered pages: the costliest in CPU (React) and memory (the document). */
  page: { inProgress: 4, queued: 12 },
  /**
   * Photos: drawing and resizing run on libvips' threads and hold decoded pixels. A result page asks for 20
   * at once and a demo photo not drawn before takes ~0.2 s: the queue holds a few pages' worth, and a
   * browser waits for images longer than for a page.
   */
  photo: { inProgress: 2, queued: 256, queueWaitMs: 30_000 },
  /** Partner photo uploads: large bodies streamed to disk. */
  upload: { inProgress: 2, queued: 4 },
  /** Form submissions and partner writes: small and rare (rate-limited), shed last. */
  write: { inProgress: 4, queued: 32 },
};

/** A queued request still waiting after this long is answered 503: the client may retry elsewhere. */
export const QUEUE_WAIT_MS = 1000;

/** What a shed request is told to wait before it tries again (seconds). */
export const SHED_RETRY_AFTER_SECONDS = 1;

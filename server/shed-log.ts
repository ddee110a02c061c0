/**
 * Shed requests in the log (issue 34 point 2), without a line per request: under 200 connections a
 * process sheds hundreds a second. The first shed of a kind and reason is logged at once; later ones
 * are counted and logged as one line per kind and reason when the window has passed.
 */
import type { AdmissionKind } from '#src/config/admission-limits.ts';
import type { Logger } from '#src/config/logger.server.ts';
import type { ShedReason } from './admission-control.ts';

const WINDOW_MS = 10_000;

export function createShedLog(logger: Logger, now: () => number = Date.now): (kind: AdmissionKind, reason: ShedReason) => void {
  const windows = new Map<string, { openedAt: number; count: number }>();
  return (kind, reason) => {
    const key = `${kind}:${reason}`;
    const window = windows.get(key);
    if (!window || now() - window.openedAt >= WINDOW_MS) {
      const earlier = window?.count ?? 0;
      windows.set(key, { openedAt: now(), count: 0 });
      logger.warn({ kind, reason, shedSinceLastLine: earlier + 1 }, 'request shed: answered 503 with Retry-After');
      return;
    }
    window.count++;
  };
}

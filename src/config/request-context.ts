/**
 * The request a piece of work belongs to, carried through every await of that request
 * (AsyncLocalStorage), so each log line written while answering it names its request id
 * (src/config/logger.server.ts) without passing a logger down through the services.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

export interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function runWithRequest<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

/**
 * A background job's run in a context of its own (`job:<name>:<id>`): a job started or woken from a
 * request (a new mail wakes the outbox) would otherwise carry that request's id on every line it logs,
 * then and in every later run its timers start.
 */
export function runAsJob<T>(name: string, work: () => T): T {
  return storage.run({ requestId: `job:${name}:${randomUUID().slice(0, 8)}` }, work);
}

/** The request being answered, or undefined outside of one (start-up, background jobs). */
export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}

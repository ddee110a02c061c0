/**
 * The request a piece of work belongs to, carried through every await of that request
 * (AsyncLocalStorage), so each log line written while answering it names its request id
 * (src/config/logger.server.ts) without passing a logger down through the services.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function runWithRequest<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

/** The request being answered, or undefined outside of one (start-up, background jobs). */
export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}

import pino from 'pino';
import { currentRequest } from './request-context.ts';

export type Logger = pino.Logger;

/** `destination`: where the JSON lines go (stdout by default; tests collect them). */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'marketplace' },
      timestamp: pino.stdTimeFunctions.isoTime,
      // Every line written while a request is answered carries its id (server/request-observer.ts).
      mixin: () => {
        const request = currentRequest();
        return request ? { reqId: request.requestId } : {};
      },
    },
    destination,
  );
}

import { data } from 'react-router';
import type { AppServices } from '#src/app-services.server.ts';

/** The operator page is nobody's business but the operator's: no cache, no index, no referrer. */
export const OPERATOR_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow', 'Referrer-Policy': 'same-origin' };

/** What the page's error boundary tells apart. */
export type OperatorRefusal = { operator: 'refused' } | { operator: 'limited'; retryAfterSeconds: number };

/**
 * Lets the request through or throws the answer: 404 without configured credentials (the page does
 * not exist), 401 asking the browser for them, 429 while failed sign-ins make this address wait.
 */
export async function requireOperator(services: Pick<AppServices, 'operatorGate'>, request: Request, clientIp: string | null): Promise<void> {
  const access = await services.operatorGate.check(request.headers.get('authorization'), clientIp);
  switch (access.kind) {
    case 'granted':
      return;
    case 'disabled':
      throw data({ notFound: 'page' }, { status: 404 });
    case 'refused':
      throw data({ operator: 'refused' } satisfies OperatorRefusal, {
        status: 401,
        headers: { ...OPERATOR_HEADERS, 'WWW-Authenticate': 'Basic realm="Betrieb", charset="UTF-8"' },
      });
    case 'limited':
      throw data({ operator: 'limited', retryAfterSeconds: access.retryAfterSeconds } satisfies OperatorRefusal, {
        status: 429,
        headers: { ...OPERATOR_HEADERS, 'Retry-After': String(access.retryAfterSeconds) },
      });
  }
}

import { createHash, timingSafeEqual } from 'node:crypto';
import type { FailureDelay } from '../abuse/failure-delay.server.ts';
import type { Logger } from '../config/logger.server.ts';
import { rateLimitRefusals } from '../observability/metrics.server.ts';
import { parseOperatorPasswordHash, verifyOperatorPassword, type OperatorPasswordHash } from '../config/operator-password.server.ts';

/**
 * Who may use the operator page: HTTP Basic against ADMIN_USER / ADMIN_PASSWORD_HASH. Basic needs no
 * session store or login form, works without JavaScript and is sent only over the TLS the reverse
 * proxy terminates (docs/operations.md); the page's POSTs are same-origin guarded by the route.
 */
export type OperatorAccess =
  /** no credentials configured: the page does not exist (404) */
  | { kind: 'disabled' }
  | { kind: 'granted' }
  /** missing or wrong credentials (401 asks the browser for them) */
  | { kind: 'refused' }
  /** too soon after failed sign-ins from this address (or, from an address that failed, for this name) */
  | { kind: 'limited'; retryAfterSeconds: number };

export interface OperatorGate {
  readonly enabled: boolean;
  check(authorization: string | null, ip: string | null): Promise<OperatorAccess>;
}

export interface OperatorGateDeps {
  user: string | undefined;
  passwordHash: string | undefined;
  /** failed sign-ins per address and user name (src/abuse/failure-delay.server.ts) */
  failures: FailureDelay;
  logger: Logger;
  now?: () => Date;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

function basicCredentials(authorization: string | null): { user: string; password: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1] ?? '', 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

export function createOperatorGate(deps: OperatorGateDeps): OperatorGate {
  const hash: OperatorPasswordHash | null = deps.passwordHash ? parseOperatorPasswordHash(deps.passwordHash) : null;
  const expectedUser = deps.user ? digest(deps.user) : null;
  const clock = deps.now ?? (() => new Date());
  // Browsers send the same Authorization header with every request of the page: once it checked out,
  // this process knows it (by its digest) and neither runs scrypt nor counts a sign-in again.
  const verified = new Set<string>();

  return {
    enabled: hash !== null && expectedUser !== null,
    async check(authorization, ip) {
      if (!hash || !expectedUser) return { kind: 'disabled' };
      // A browser's first request carries no credentials; only attempts count towards the limit.
      const credentials = basicCredentials(authorization);
      if (!credentials || !authorization) return { kind: 'refused' };
      const known = digest(authorization).toString('base64url');
      if (verified.has(known)) return { kind: 'granted' };
      // Decided before scrypt runs: while it must wait, a guess costs neither CPU nor a chance.
      const verdict = await deps.failures.attempt({ address: ip, name: credentials.user }, clock());
      if (verdict.kind === 'wait') {
        rateLimitRefusals.inc({ action: 'operator-login' });
        deps.logger.warn('operator sign-in limited');
        return { kind: 'limited', retryAfterSeconds: verdict.retryAfterSeconds };
      }
      // Both comparisons always run and take the same time whichever part is wrong.
      const userMatches = timingSafeEqual(digest(credentials.user), expectedUser);
      const passwordMatches = await verifyOperatorPassword(credentials.password, hash);
      if (!userMatches || !passwordMatches) {
        deps.logger.warn('operator sign-in refused');
        return { kind: 'refused' };
      }
      await verdict.succeeded();
      if (verified.size >= 100) verified.clear();
      verified.add(known);
      return { kind: 'granted' };
    },
  };
}

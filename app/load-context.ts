import type { AppServices } from '#src/app-services.server.ts';

export interface RequestContext {
  services: AppServices;
  /** Per-request CSP nonce for inline scripts React Router emits. */
  cspNonce: string;
  /** The client's address as the HTTP layer sees it (honours TRUST_PROXY); null when unknown. */
  clientIp: string | null;
}

declare module 'react-router' {
  interface AppLoadContext extends RequestContext {}
}

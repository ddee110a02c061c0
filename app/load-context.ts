import type { AppServices } from '#src/app-services.server.ts';

export interface RequestContext {
  services: AppServices;
  /** Per-request CSP nonce for inline scripts React Router emits. */
  cspNonce: string;
}

declare module 'react-router' {
  interface AppLoadContext extends RequestContext {}
}

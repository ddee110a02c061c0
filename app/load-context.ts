import type { AppServices } from '#src/app-services.server.ts';

export interface RequestContext {
  services: AppServices;
  /** Per-request CSP nonce for inline scripts React Router emits. */
  cspNonce: string;
  /** The client's address as the HTTP layer sees it (honours TRUST_PROXY); null when unknown. */
  clientIp: string | null;
  /**
   * Filled in by entry.server's handleError while the request is answered: a loader or action that
   * failed because the database is unreachable makes the HTTP layer answer 503 instead of 500.
   */
  failures: RequestFailures;
  /**
   * A random id (UUID) for this response only, e.g. the lead id of a form posted without JavaScript.
   * Pages are kept and served again (server/page-cache.ts); ids made here are replaced each time.
   */
  freshId: () => string;
  /** This request's id (X-Request-Id, server/request-observer.ts): the reference an error page shows. */
  requestId: string;
  /**
   * HTML a loader made for this document only, by name (app/components/ui/document-html.tsx): written into
   * the page, never into its hydration data. Null when the browser's router asks for data (`*.data`),
   * which it renders itself.
   */
  documentHtml: Map<string, string> | null;
}

export interface RequestFailures {
  databaseUnavailable: boolean;
}

declare module 'react-router' {
  interface AppLoadContext extends RequestContext {}
}

/**
 * Cross-site request check for state-changing requests (CSRF defence in depth; there are no
 * cookies to steal, but another site must not make visitors' browsers submit enquiries or reports,
 * or fill their watch lists). The one guard the API (`sameOriginOnly`) and the page actions call.
 */
export function isFromOtherSite(request: Pick<Request, 'headers' | 'url'>, publicUrl: string): boolean {
  return !isSameOriginRequest(request.headers, allowedOriginsFor(publicUrl, request.url));
}

/**
 * Browsers send `Sec-Fetch-Site` and `Origin` with every POST; a request without either is not
 * from a browser page (curl, a mail client's one-click unsubscribe) and is allowed.
 */
function isSameOriginRequest(headers: Headers, allowedOrigins: readonly string[]): boolean {
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return false;
  const origin = headers.get('origin');
  if (origin === null) return true;
  if (origin === 'null') return false;
  return allowedOrigins.includes(origin.toLowerCase());
}

/** The site's own origins: the configured public URL and the address the request was sent to. */
function allowedOriginsFor(publicUrl: string, requestUrl: string): string[] {
  const origins = new Set<string>();
  for (const u of [publicUrl, requestUrl]) {
    try {
      origins.add(new URL(u).origin.toLowerCase());
    } catch {
      // an unparsable URL adds nothing
    }
  }
  return [...origins];
}

export const CROSS_ORIGIN_MESSAGE = 'Diese Anfrage kam nicht von unserer Website und wurde abgelehnt.';

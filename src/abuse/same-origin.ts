/**
 * Cross-site request check for state-changing requests (CSRF defence in depth; there are no
 * cookies to steal, but another site must not make visitors' browsers submit enquiries or reports,
 * or fill their watch lists). The one guard the API (`sameOriginOnly`) and the page actions call.
 */
export function isFromOtherSite(request: Pick<Request, 'headers'>, publicUrl: string): boolean {
  return !isSameOriginRequest(request.headers, originOf(publicUrl));
}

/**
 * Browsers send `Sec-Fetch-Site` and `Origin` with every POST; a request without either is not
 * from a browser page (curl, a mail client's one-click unsubscribe) and is allowed. The origin must
 * be the site's configured one (PUBLIC_URL), never merely the one the request was sent to: `Host`
 * is whatever the sender (or a DNS-rebinding page) chose (issue 37 point 7).
 */
function isSameOriginRequest(headers: Headers, siteOrigin: string | null): boolean {
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return false;
  const origin = headers.get('origin');
  if (origin === null) return true;
  return siteOrigin !== null && origin.toLowerCase() === siteOrigin;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin.toLowerCase();
  } catch {
    return null;
  }
}

export const CROSS_ORIGIN_MESSAGE = 'Diese Anfrage kam nicht von unserer Website und wurde abgelehnt.';

/** A document request the way a browser sends it (German, gzip), without following redirects. */
export async function fetchPage(url: string, init: RequestInit = {}): Promise<{ status: number; html: string; headers: Headers }> {
  const res = await fetch(url, {
    redirect: 'manual',
    ...init,
    headers: {
      Accept: 'text/html,application/xhtml+xml',
      'Accept-Language': 'de-AT,de;q=0.9',
      'User-Agent': 'Mozilla/5.0 (quality gates)',
      ...(init.headers ?? {}),
    },
  });
  return { status: res.status, html: await res.text(), headers: res.headers };
}

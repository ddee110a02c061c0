/**
 * Headers of every page behind a secret link (confirm, unsubscribe, answer, manage): never kept by the
 * page cache or a shared proxy, and the link does not travel to other sites in the Referer. Not
 * `no-referrer`: the page's own form would then post with `Origin: null`, which the cross-site guard refuses.
 */
export const SECRET_LINK_HEADERS = { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'same-origin' } as const;

/** The route module's `headers` export. */
export const secretLinkHeaders = () => SECRET_LINK_HEADERS;

/**
 * The watch list's first-party cookies, read and written by the browser and by the server alike:
 * - `gw_visitor` holds the visitor UUID, the only key of the server copy of the list (SPEC §4).
 *   The browser reads it (restore after cleared storage), so it is not HttpOnly; it holds no car ids,
 *   so the list is bounded by the server (WATCH_LIST_MAX_CARS), not by a cookie's size.
 * - `gw_watch_merge` says that a car was saved without JavaScript (issue 27 §2): the next page with
 *   JavaScript merges the server copy into its local list once and deletes the cookie.
 */
export const VISITOR_COOKIE = 'gw_visitor';
export const VISITOR_COOKIE_MAX_AGE_S = 2 * 365 * 24 * 3600;
export const WATCH_MERGE_COOKIE = 'gw_watch_merge';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isVisitorUUId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** A cookie's value from a Cookie header (`document.cookie` reads the same way). */
function cookieValue(header: string | null | undefined, name: string): string | null {
  const part = (header ?? '').split(/;\s*/).find((p) => p.startsWith(`${name}=`));
  return part === undefined ? null : part.slice(name.length + 1);
}

/** The visitor UUID of a Cookie header, or null. */
export function visitorFromCookies(header: string | null | undefined): string | null {
  const value = cookieValue(header, VISITOR_COOKIE);
  return isVisitorUUId(value) ? value : null;
}

export function hasMergePending(header: string | null | undefined): boolean {
  return cookieValue(header, WATCH_MERGE_COOKIE) === '1';
}

const attributes = (maxAge: number, secure: boolean) => `; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;

export function visitorCookie(visitorUUId: string, secure: boolean): string {
  return `${VISITOR_COOKIE}=${visitorUUId}${attributes(VISITOR_COOKIE_MAX_AGE_S, secure)}`;
}

/** Set (`pending`) by a save without JavaScript; cleared by the merge. */
export function mergeCookie(pending: boolean, secure: boolean): string {
  return pending ? `${WATCH_MERGE_COOKIE}=1${attributes(VISITOR_COOKIE_MAX_AGE_S, secure)}` : `${WATCH_MERGE_COOKIE}=${attributes(0, secure)}`;
}

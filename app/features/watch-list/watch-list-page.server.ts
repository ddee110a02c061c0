/**
 * The watch list page's server side (issue 27 §2): without JavaScript, 'Merken' posts here and the
 * page lists the visitor's cars from the server copy of the watch list (keyed by the visitor cookie),
 * so it shows real cars instead of placeholders. With JavaScript the browser's list takes over and
 * merges what was saved here once (the merge cookie).
 */
import { randomUUID } from 'node:crypto';
import { data, redirect } from 'react-router';
import { cardListing, type CardListing } from '#app/components/listing/listing-card.tsx';
import {
  savedNoteId,
  WATCH_FORM_INTENT_FIELD,
  WATCH_FORM_LISTING_FIELD,
  WATCH_FORM_REMOVE_INTENT,
  WATCH_FORM_RETURN_FIELD,
} from '#app/components/watch-list/watch-button.tsx';
import type { AppServices } from '#src/app-services.server.ts';
import { safeLocalPath } from '#src/domain/navigation/local-path.ts';
import { ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';
import { parseRecordId } from '#src/domain/validation/record-id.ts';
import { WATCH_LIST_FULL_MESSAGE } from '#src/domain/watch-list/watch-list-limits.ts';
import { mergeCookie, visitorCookie, visitorFromCookies } from '#src/domain/watch-list/visitor-cookie.ts';

/** The page depends on the visitor's cookie: never kept by the page cache or a shared cache. */
export const PRIVATE_PAGE_HEADERS = { 'Cache-Control': 'private, no-store' };

export interface ServerWatchList {
  /** the visitor's saved cars still on offer, in saving order */
  cars: CardListing[];
  /** the car just removed without JavaScript, offered back ('Rückgängig') */
  removed: CardListing | null;
}

/** The query parameter naming the car just removed, so the page can offer it back. */
export const REMOVED_PARAM = 'entfernt';

export async function loadServerWatchList(services: AppServices, request: Request): Promise<ServerWatchList> {
  const visitor = visitorFromCookies(request.headers.get('Cookie'));
  const saved = visitor ? (await services.watchList.list(visitor)).filter((c) => c.isValid).map((c) => c.id) : [];
  // Offered back only while it is still off the list (after 'Rückgängig' it is simply saved again).
  const named = parseRecordId(new URL(request.url).searchParams.get(REMOVED_PARAM));
  const removedId = named !== null && !saved.includes(named) ? named : null;
  const cars = await services.listings.getListings(removedId === null ? saved : [...saved, removedId]);
  const onOffer = cars.filter((l) => !l.isSold).map(cardListing);
  return { cars: onOffer.filter((c) => c.id !== removedId), removed: onOffer.find((c) => c.id === removedId) ?? null };
}

export interface WatchFormError {
  error: string;
}

/** The watch list page's post: 'Entfernen' on the page itself, otherwise 'Merken' from any page. */
export async function watchListFormPost(services: AppServices, request: Request, clientIp: string | null) {
  const form = await request.formData();
  return form.get(WATCH_FORM_INTENT_FIELD) === WATCH_FORM_REMOVE_INTENT
    ? removeWithoutScript(services, request, form)
    : saveWithoutScript(services, request, form, clientIp);
}

/**
 * 'Entfernen' without JavaScript: takes the car off the server copy of the visitor's list and comes
 * back to the watch list, which offers it back once ('Rückgängig' saves it again); no confirmation
 * step, the undo stands in for it. The browser's own list (with JavaScript) is not touched.
 */
async function removeWithoutScript(services: AppServices, request: Request, form: FormData) {
  const listingId = parseRecordId(String(form.get(WATCH_FORM_LISTING_FIELD) ?? ''));
  const visitor = visitorFromCookies(request.headers.get('Cookie'));
  if (listingId === null || visitor === null) return redirect(ROUTE_PATHS.watchList, { status: 303 });
  await services.watchList.remove(visitor, listingId);
  return redirect(`${ROUTE_PATHS.watchList}?${REMOVED_PARAM}=${listingId}`, { status: 303 });
}

/**
 * 'Merken' without JavaScript: saves the car under the visitor cookie (made on the first save) and
 * answers 303 back to the page it came from, at the button's confirmation. Cross-site posts never
 * get here (server/input-guard.ts); the watch list's rate limit per IP applies as for the API.
 */
async function saveWithoutScript(services: AppServices, request: Request, form: FormData, clientIp: string | null) {
  const verdict = await services.rateLimiter.check('watch-list', { ip: clientIp }, new Date());
  if (!verdict.allowed) {
    throw data<WatchFormError>(
      { error: 'Zu viele Anfragen. Bitte versuchen Sie es später noch einmal.' },
      { status: 429, headers: { 'Retry-After': String(verdict.retryAfterSeconds) } },
    );
  }
  const listingId = parseRecordId(String(form.get(WATCH_FORM_LISTING_FIELD) ?? ''));
  if (listingId === null) return data<WatchFormError>({ error: 'Dieses Fahrzeug gibt es nicht.' }, { status: 400, headers: PRIVATE_PAGE_HEADERS });
  const known = visitorFromCookies(request.headers.get('Cookie'));
  const visitor = known ?? randomUUID();
  const result = await services.watchList.save(visitor, listingId);
  if (result.kind === 'unknown-car')
    return data<WatchFormError>({ error: 'Dieses Fahrzeug gibt es nicht mehr.' }, { status: 404, headers: PRIVATE_PAGE_HEADERS });
  if (result.kind === 'full') return data<WatchFormError>({ error: WATCH_LIST_FULL_MESSAGE }, { status: 409, headers: PRIVATE_PAGE_HEADERS });
  const secure = services.config.publicUrl.startsWith('https:');
  const headers = new Headers();
  if (!known) headers.append('Set-Cookie', visitorCookie(visitor, secure));
  headers.append('Set-Cookie', mergeCookie(true, secure));
  const back = safeLocalPath(String(form.get(WATCH_FORM_RETURN_FIELD) ?? '')) ?? ROUTE_PATHS.watchList;
  return redirect(`${back}#${savedNoteId(listingId)}`, { status: 303, headers });
}

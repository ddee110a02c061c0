/**
 * The one door to the analytics layer (SPEC §7: events go to a `dataLayer`). Events are pushed only
 * after the visitor agreed to tracking; before that, and after a refusal, they are dropped, not
 * queued, because sending them later would still be tracking without consent.
 *
 *   import { trackEvent } from '#app/analytics/track-event.ts';
 *   trackEvent('favourite_add', { listingId: 123 });
 */

export type TrackingEventName =
  | 'search_execution'
  | 'favourite_add'
  | 'listing_print'
  | 'address_select'
  | 'banner_view'
  | 'reveal_number'
  | 'call_select'
  | 'call_tracker_fallback'
  | 'call_tracker_fallback_no'
  | 'dealer_vehicles_open'
  | 'contact_submit'
  | 'share_select'
  | 'gallery_swipe'
  | 'gallery_click';

export type TrackingData = Record<string, string | number | boolean | null>;

/** SPEC §9: tracking country and platform. */
export const TRACKING_CONTEXT = { country: 'gw.at', platform: 'web' } as const;

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

let consentGranted = false;

/** Called by the consent feature whenever the stored choice is known or changes. */
export function setTrackingConsent(granted: boolean): void {
  consentGranted = granted;
}

/** Pushes one event; returns whether it was sent. Safe to call on the server (does nothing). */
export function trackEvent(event: TrackingEventName, data: TrackingData = {}): boolean {
  if (!consentGranted || typeof window === 'undefined') return false;
  window.dataLayer ??= [];
  window.dataLayer.push({ ...data, ...TRACKING_CONTEXT, event });
  return true;
}

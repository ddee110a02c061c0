/**
 * The call-tracker request of SPEC §7 (what the external service was sent): where the number is
 * shown, the car and the seller, the visitor's platform. The detail page's call button posts it
 * to CALL_TRACKER_PATH and gets a virtual number back, or an error and falls back (SPEC §4).
 * The zod schema the API checks it with is call-tracker-schema.ts; the browser needs only this
 * module (no zod in the detail page's first load, docs/quality-gates.md).
 */
export const CALL_TRACKER_PATH = '/api/call-tracker';

export const REQUEST_ORIGINS = ['GW_DETAIL_PAGE', 'GW_DEALER_INFO_PAGE'] as const;
export const CALL_PLATFORMS = ['MWEB', 'DESKTOP'] as const;

/**
 * The answer: the number to show and the one to dial. `tracked` is false (and `expiresAt` null) when
 * the answer is the seller's own first number, the SPEC §4 fallback given when no virtual number can be.
 */
export interface VirtualNumber {
  formatted: string;
  raw: string;
  expiresAt: string | null;
  tracked: boolean;
}

/** SPEC §7: GW_DETAIL_PAGE when a listing id exists, else GW_DEALER_INFO_PAGE. */
export function requestOriginFor(listingId: number | null | undefined): (typeof REQUEST_ORIGINS)[number] {
  return listingId ? 'GW_DETAIL_PAGE' : 'GW_DEALER_INFO_PAGE';
}

/** SPEC §7: MWEB for a mobile user agent, else DESKTOP. */
export function platformFor(userAgent: string): (typeof CALL_PLATFORMS)[number] {
  return /Mobi|Android|iPhone|iPad|iPod/i.test(userAgent) ? 'MWEB' : 'DESKTOP';
}

export const CALL_TRACKER_MESSAGES = {
  notFound: 'Anbieter oder Fahrzeug nicht gefunden.',
  /** SPEC §4's words for a seller without a number */
  noNumber: 'Keine Telefonnummer angegeben',
} as const;

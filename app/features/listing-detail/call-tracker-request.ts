/**
 * The virtual-number request of SPEC §7 (call tracker): request origin, the listing and seller, the
 * user agent and platform, isLeadMagnet false, through the browser API client. Any failure, and the
 * server's answer with the seller's own number, resolve to null: the caller then falls back to the
 * seller's own number (SPEC §4).
 */
import { API_BASE, sharedApiClient } from '#app/api-client/api-client.ts';
import { CALL_TRACKER_PATH, platformFor, requestOriginFor, type VirtualNumber } from '#src/call-tracking/call-tracker-rules.ts';
import type { CallTrackerRequest } from '#src/call-tracking/call-tracker-schema.ts';

const client = sharedApiClient();
/** The client puts its /api base in front. */
const TRACKER_PATH = CALL_TRACKER_PATH.slice(API_BASE.length);

export interface PhoneNumber {
  formatted: string;
  raw: string;
}

export async function requestVirtualNumber(input: { listingId: number; sellerId: number }): Promise<PhoneNumber | null> {
  const userAgent = navigator.userAgent;
  const body: CallTrackerRequest = {
    requestOrigin: requestOriginFor(input.listingId),
    listingGuid: input.listingId,
    customerId: input.sellerId,
    userAgent,
    platform: platformFor(userAgent),
    isLeadMagnet: false,
  };
  try {
    // A failure is expected (unknown car, rate limit) and handled here: not a page error.
    const number = await client.request<VirtualNumber>(TRACKER_PATH, { method: 'POST', body, omitError: true });
    // tracked: false is the server's own fallback to the seller's number: the same as failing here.
    if (number.tracked === false) return null;
    return typeof number.formatted === 'string' && typeof number.raw === 'string' ? { formatted: number.formatted, raw: number.raw } : null;
  } catch {
    return null;
  }
}

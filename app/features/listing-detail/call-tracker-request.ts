/**
 * The virtual-number request of SPEC §7 (call tracker): request origin, the listing and seller, the
 * user agent and platform, isLeadMagnet false. Any failure resolves to null: the caller then falls
 * back to the seller's own number (SPEC §4).
 */
import {
  CALL_TRACKER_PATH, platformFor, requestOriginFor, type CallTrackerRequest,
} from '#src/call-tracking/call-tracker-schema.ts';
import type { PhoneNumber } from './call-number.tsx';

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
    const response = await fetch(CALL_TRACKER_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'Accept-Language': 'de-at' },
      body: JSON.stringify(body),
    });
    if (!response.ok) return null;
    const number = (await response.json()) as { formatted?: unknown; raw?: unknown };
    return typeof number.formatted === 'string' && typeof number.raw === 'string' ? { formatted: number.formatted, raw: number.raw } : null;
  } catch {
    return null;
  }
}

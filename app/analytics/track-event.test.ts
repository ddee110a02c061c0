import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setTrackingConsent, trackEvent } from './track-event.ts';

describe('trackEvent', () => {
  beforeEach(() => {
    (globalThis as { window?: unknown }).window = {};
  });
  afterEach(() => {
    setTrackingConsent(false);
    delete (globalThis as { window?: unknown }).window;
  });

  it('drops events without consent', () => {
    expect(trackEvent('favourite_add', { listingId: 1 })).toBe(false);
    expect(window.dataLayer).toBeUndefined();
  });

  it('pushes events with country and platform after consent', () => {
    setTrackingConsent(true);
    expect(trackEvent('dealer_vehicles_open', { dealerId: 7 })).toBe(true);
    expect(window.dataLayer).toEqual([{ dealerId: 7, country: 'gw.at', platform: 'web', event: 'dealer_vehicles_open' }]);
  });

  it('stops again when consent is withdrawn', () => {
    setTrackingConsent(true);
    setTrackingConsent(false);
    expect(trackEvent('search_execution')).toBe(false);
  });
});

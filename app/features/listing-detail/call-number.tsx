import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '#app/components/ui/use-hydrated.ts';
import { trackEvent } from '#app/analytics/track-event.ts';
import { firstCallableNumber } from '#src/domain/listing/callable-number.ts';
import type { Seller } from '#src/domain/listing/listing-types.ts';
import { requestVirtualNumber, type PhoneNumber } from './call-tracker-request.ts';

/** `tracked`: the number is a virtual call-tracking number that forwards to the seller */
export type CallState = { phase: 'idle' } | { phase: 'loading' } | { phase: 'known'; number: PhoneNumber | null; tracked: boolean };

interface CallNumberApi {
  state: CallState;
  /** Reveals the number (SPEC §4); later calls only send the tracking event. Resolves to the number to dial. */
  reveal(): Promise<PhoneNumber | null>;
}

interface Revealed {
  number: PhoneNumber | null;
  tracked: boolean;
}

const CallNumberContext = createContext<CallNumberApi | null>(null);

/**
 * One number per page, shared by the seller box's 'Nummer anzeigen' and the sticky bar's 'Anrufen'
 * (SPEC §4 call button): with call tracking the first click asks for a virtual number and falls
 * back to the seller's first number when that fails; without, the seller's first number shows.
 */
export function CallNumberProvider({ listingId, seller, children }: { listingId: number; seller: Seller; children: ReactNode }) {
  const [state, setState] = useState<CallState>({ phase: 'idle' });
  const pending = useRef<Promise<Revealed> | null>(null);
  const known = useRef<PhoneNumber | null | undefined>(undefined);

  const reveal = useCallback(async (): Promise<PhoneNumber | null> => {
    if (known.current !== undefined) {
      trackEvent('call_select', { listingId, sellerId: seller.id });
      return known.current;
    }
    if (pending.current) return (await pending.current).number;
    const fallback = firstCallableNumber(seller.contacts);
    const run = async (): Promise<Revealed> => {
      if (!seller.callTracking) {
        trackEvent('reveal_number', { listingId, sellerId: seller.id });
        return { number: fallback, tracked: false };
      }
      setState({ phase: 'loading' });
      const virtual = await requestVirtualNumber({ listingId, sellerId: seller.id });
      trackEvent(virtual ? 'call_tracker_fallback_no' : 'call_tracker_fallback', { listingId, sellerId: seller.id });
      return virtual ? { number: virtual, tracked: true } : { number: fallback, tracked: false };
    };
    pending.current = run();
    const { number, tracked } = await pending.current;
    known.current = number;
    pending.current = null;
    setState({ phase: 'known', number, tracked });
    return number;
  }, [listingId, seller]);

  const api = useMemo(() => ({ state, reveal }), [state, reveal]);
  return <CallNumberContext.Provider value={api}>{children}</CallNumberContext.Provider>;
}

function useCallNumber(): CallNumberApi {
  const api = useContext(CallNumberContext);
  if (!api) throw new Error('CallButton needs a CallNumberProvider');
  return api;
}

export function useCallState(): CallState {
  return useCallNumber().state;
}

/**
 * Until hydration 'Nummer anzeigen' would do nothing (issue 19 point 13): it keeps its place
 * (no layout shift) but is invisible, hence neither clickable nor announced.
 */
const HIDDEN_UNTIL_HYDRATED = { visibility: 'hidden' } as const;

/**
 * 'Nummer anzeigen' in the seller box: shows the number after the first click; from then on it
 * is a tel: link (with the raw number) whose clicks only send the tracking event.
 */
export function RevealNumberButton() {
  const { state, reveal } = useCallNumber();
  const hydrated = useHydrated();
  if (state.phase === 'known') {
    if (!state.number) return <p className="call-button call-button--none">Keine Telefonnummer angegeben</p>;
    return (
      <a className="button call-button call-button--number" href={`tel:${state.number.raw}`} onClick={() => void reveal()}>
        <span aria-hidden="true">☎ </span>
        {state.number.formatted}
      </a>
    );
  }
  const loading = state.phase === 'loading';
  return (
    <button
      type="button"
      className="button call-button"
      onClick={() => void reveal()}
      aria-busy={loading}
      disabled={loading}
      style={hydrated ? undefined : HIDDEN_UNTIL_HYDRATED}
    >
      {loading ? <span className="spinner" role="status" aria-label="Nummer wird geladen" /> : <span aria-hidden="true">☎ </span>}
      Nummer anzeigen
    </button>
  );
}

/**
 * 'Anrufen' in the mobile sticky bar: a tel: link with the seller's first number, so it calls
 * before hydration and without JavaScript (issue 27). With JavaScript a click gets the number as
 * 'Nummer anzeigen' does (a virtual one with call tracking), then dials that.
 */
export function CallNowButton({ seller }: { seller: Seller }) {
  const { state, reveal } = useCallNumber();
  const fallback = firstCallableNumber(seller.contacts);
  const loading = state.phase === 'loading';
  if (!fallback) {
    return (
      <button type="button" className="button button--primary call-button call-button--now" disabled>
        Anrufen
      </button>
    );
  }
  const dialled = state.phase === 'known' && state.number ? state.number : fallback;
  return (
    <a
      href={`tel:${dialled.raw}`}
      className="button button--primary call-button call-button--now"
      aria-busy={loading}
      onClick={async (event) => {
        event.preventDefault();
        const number = await reveal();
        if (number) window.location.href = `tel:${number.raw}`;
      }}
    >
      {loading ? <span className="spinner" role="status" aria-label="Nummer wird geladen" /> : null}
      Anrufen
    </a>
  );
}

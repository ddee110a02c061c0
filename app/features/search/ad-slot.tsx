import { useEffect, useRef, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';
import { AD_BREAKPOINTS, AD_REFRESH_DELAY_MS, reservedHeights, type AdSlotKind } from './ad-size-maps.ts';

/** Ads of our own, shown while no ad provider is configured. */
const HOUSE_ADS: readonly { href: string; title: string; text: string }[] = [
  { href: ROUTE_PATHS.sellCar, title: 'Auto verkaufen?', text: 'Kostenlos inserieren oder direkt an geprüfte Händler verkaufen.' },
  { href: ROUTE_PATHS.mobileApps, title: 'Die App für unterwegs', text: 'Neue Angebote sofort am Handy – jetzt gratis laden.' },
  { href: ROUTE_PATHS.salesContract, title: 'KFZ-Kaufvertrag', text: 'Den Mustervertrag für den Privatkauf gratis herunterladen.' },
  { href: ROUTE_PATHS.safetyAdvice, title: 'Sicher kaufen', text: 'Unsere Tipps gegen Betrug beim Autokauf.' },
];

export type AdTargeting = Record<string, string>;

/**
 * How often the page's ad slots were refreshed: once about 3 s after the targeted search values
 * change (SPEC §2, §9). Kept by the page, not by each slot, because result lists re-create their
 * slots while loading.
 */
export function useAdRefresh(targeting: AdTargeting): number {
  const [refreshes, setRefreshes] = useState(0);
  const key = JSON.stringify(targeting);
  const lastKey = useRef(key);
  useEffect(() => {
    if (key === lastKey.current) return;
    lastKey.current = key;
    const timer = setTimeout(() => setRefreshes((n) => n + 1), AD_REFRESH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key]);
  return refreshes;
}

/** Each mounted slot's random number, drawn again for each refresh (the slot object stands for one mount). */
const randomDraws = new WeakMap<object, { refreshes: number; value: number }>();

function drawRandom(slot: object, refreshes: number): number {
  const drawn = randomDraws.get(slot);
  if (drawn?.refreshes === refreshes) return drawn.value;
  const value = Math.floor(Math.random() * 100);
  randomDraws.set(slot, { refreshes, value });
  return value;
}

const noSubscription = () => () => {};

/**
 * SPEC §2's random number 0–99, drawn in the browser only: the server and the hydrating render have
 * none, so their markup matches, and the browser's number follows right after.
 */
function useRandomTargeting(withRandom: boolean, refreshes: number): number | null {
  const [slot] = useState(() => ({}));
  return useSyncExternalStore(
    noSubscription,
    () => (withRandom ? drawRandom(slot, refreshes) : null),
    () => null,
  );
}

export interface AdSlotProps {
  /** unique per page, e.g. 'list-2' */
  id: string;
  kind: AdSlotKind;
  /** the search values the ad is targeted at */
  targeting: AdTargeting;
  /** the page's refresh count (useAdRefresh); each refresh loads a new ad */
  refreshes?: number;
  /** SPEC §2: a random number 0–99 joins the targeting everywhere except on the home page */
  withRandom?: boolean;
  /** picks the house ad, so neighbouring slots differ */
  rotation?: number;
}

/**
 * One ad slot. Its space is reserved per breakpoint from the size map (CSS custom properties), so
 * nothing moves when a creative arrives. Without an ad provider it shows a labelled house ad. The
 * targeting and the refresh count are exposed as data attributes for an ad script (and tests).
 */
export function AdSlot({ id, kind, targeting, refreshes = 0, withRandom = true, rotation = 0 }: AdSlotProps) {
  const random = useRandomTargeting(withRandom, refreshes);

  const heights = reservedHeights(kind);
  const style = Object.fromEntries(AD_BREAKPOINTS.map((bp) => [`--ad-h-${bp}`, `${heights[bp]}px`])) as CSSProperties;
  const fullTargeting = random === null ? targeting : { ...targeting, rnd: String(random) };
  const ad = HOUSE_ADS[(rotation + refreshes) % HOUSE_ADS.length] ?? HOUSE_ADS[0]!;
  return (
    <div className={`ad-slot ad-slot--${kind}`} style={style} data-ad-slot={id} data-ad-refreshes={refreshes} data-ad-targeting={JSON.stringify(fullTargeting)}>
      <span className="ad-slot__label">Anzeige</span>
      <Link className="house-ad" to={ad.href}>
        <strong className="house-ad__title">{ad.title}</strong>
        <span className="house-ad__text">{ad.text}</span>
        <span className="house-ad__cta" aria-hidden="true">
          Mehr erfahren ›
        </span>
      </Link>
    </div>
  );
}

/**
 * 'Zuletzt angesehen' (issue 19 point 16): the last detail pages this browser opened, kept in
 * localStorage like the watch list (no login). The summary is stored with the id so the list
 * renders without a server round trip. Nothing is rendered on the server or before the stored
 * list is read (no space is reserved while it is empty): a first visit shifts nothing. On the home
 * page it sits right after the search form (issue 27), so for a returning visitor the content below
 * it moves down once, at load; elsewhere it sits below the page's content.
 */
import { useEffect, useState } from 'react';
import type { ListingImage } from '#src/domain/listing/listing-types.ts';
import { ListingPhoto } from '../listing/listing-photo.tsx';
import { readStorage } from '../watch-list/watch-list-persistence.ts';

export const RECENTLY_VIEWED_STORAGE_KEY = 'gw:recently-viewed';
const MAX_ENTRIES = 10;

export interface ViewedCar {
  id: number;
  title: string;
  price: string;
  href: string;
  image: ListingImage | null;
}

function isViewedCar(v: unknown): v is ViewedCar {
  if (typeof v !== 'object' || v === null) return false;
  const { id, title, price, href, image } = v as Record<string, unknown>;
  return (
    typeof id === 'number' &&
    typeof title === 'string' &&
    typeof price === 'string' &&
    typeof href === 'string' &&
    href.startsWith('/') &&
    (image === null || (typeof image === 'object' && image !== undefined))
  );
}

/** Unreadable storage counts as an empty list rather than breaking the page. */
export function readViewedCars(): ViewedCar[] {
  const raw = readStorage(RECENTLY_VIEWED_STORAGE_KEY);
  if (raw === null) return [];
  try {
    const data: unknown = JSON.parse(raw);
    return Array.isArray(data) ? data.filter(isViewedCar).slice(0, MAX_ENTRIES) : [];
  } catch {
    return [];
  }
}

/** Newest first, each car once, at most ten. */
export function withVisit(list: readonly ViewedCar[], car: ViewedCar): ViewedCar[] {
  return [car, ...list.filter((c) => c.id !== car.id)].slice(0, MAX_ENTRIES);
}

/** Records the visit after hydration (localStorage exists only in the browser). */
export function useRecordVisit(car: ViewedCar): void {
  const { id, title, price, href, image } = car;
  useEffect(() => {
    try {
      window.localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, JSON.stringify(withVisit(readViewedCars(), { id, title, price, href, image })));
    } catch {
      // quota or privacy mode: the visit is simply not remembered
    }
  }, [id, title, price, href, image]);
}

export function RecentlyViewed({ excludeId }: { excludeId?: number }) {
  const [cars, setCars] = useState<ViewedCar[]>([]);
  useEffect(() => {
    // The list is below the fold: read and render it once the browser is idle after hydration,
    // so it adds nothing to the hydration task (Lighthouse counts that as blocking time).
    const show = () => setCars(readViewedCars().filter((c) => c.id !== excludeId));
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(show, 1);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(show, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }, [excludeId]);
  if (cars.length === 0) return null;
  return (
    <section className="recently-viewed" aria-labelledby="recently-viewed-heading" data-testid="recently-viewed">
      <h2 id="recently-viewed-heading">Zuletzt angesehen</h2>
      <ul className="recently-viewed__list">
        {cars.map((car) => (
          <li key={car.id}>
            <a href={car.href} className="recently-viewed__item">
              {car.image ? <ListingPhoto image={car.image} alt="" sizes="160px" largest="medium" className="recently-viewed__photo" /> : null}
              <span className="recently-viewed__title">{car.title}</span>
              <span className="recently-viewed__price">{car.price}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

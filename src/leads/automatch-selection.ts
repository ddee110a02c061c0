import { distanceKm } from '../domain/geo/distance.ts';

/** SPEC §6: up to 3 dealers with similar cars are contacted within 24 hours (the worker handles a request within minutes). */
export const AUTOMATCH_MAX_DEALERS = 3;
/** 'Similar' price: within ±25 % of the enquired car's price. */
export const AUTOMATCH_PRICE_BAND = 0.25;
/** A dealer further away than this is not a realistic alternative for the buyer. */
export const AUTOMATCH_MAX_DISTANCE_KM = 150;
/** Cars named per dealer in the mail. */
export const AUTOMATCH_CARS_PER_DEALER = 3;

export interface EnquiredCar {
  modelId: number;
  price: number;
  lat: number | null;
  lon: number | null;
}
export interface CandidateCar {
  id: number;
  title: string;
  price: number;
  modelId: number;
  lat: number | null;
  lon: number | null;
  sellerId: number;
}

export interface RankedCar extends CandidateCar {
  sameModel: boolean;
  distanceKm: number | null;
}
export interface DealerChoice {
  dealerId: number;
  cars: RankedCar[];
  similarCars: number;
  distanceKm: number | null;
}

export function priceBand(price: number): { min: number; max: number } {
  return { min: Math.floor(price * (1 - AUTOMATCH_PRICE_BAND)), max: Math.ceil(price * (1 + AUTOMATCH_PRICE_BAND)) };
}

/** A lat/lon box that contains every point within `km` (the database prefilter before exact distances). */
export function boundingBox(lat: number, lon: number, km: number) {
  const dLat = km / 111.2;
  const dLon = km / (111.2 * Math.max(0.01, Math.cos((lat * Math.PI) / 180)));
  return { latMin: lat - dLat, latMax: lat + dLat, lonMin: lon - dLon, lonMax: lon + dLon };
}

/** Same model first, then nearer, then closer in price. */
function carOrder(enquiredPrice: number) {
  return (a: RankedCar, b: RankedCar): number => {
    if (a.sameModel !== b.sameModel) return a.sameModel ? -1 : 1;
    const da = a.distanceKm ?? Number.POSITIVE_INFINITY;
    const db = b.distanceKm ?? Number.POSITIVE_INFINITY;
    if (da !== db) return da - db;
    return Math.abs(a.price - enquiredPrice) - Math.abs(b.price - enquiredPrice) || a.id - b.id;
  };
}

/**
 * Picks at most 3 dealers for an automatch enquiry: candidates are dealers' cars of the same make in
 * the price band; cars further than 150 km are dropped. Dealers with the same model come first,
 * then the nearest, then those with more similar cars, then the closest price.
 */
export function chooseAutomatchDealers(enquired: EnquiredCar, candidates: readonly CandidateCar[]): DealerChoice[] {
  const band = priceBand(enquired.price);
  const byDealer = new Map<number, RankedCar[]>();
  for (const car of candidates) {
    if (car.price < band.min || car.price > band.max) continue;
    const distance =
      enquired.lat !== null && enquired.lon !== null && car.lat !== null && car.lon !== null ? distanceKm(enquired.lat, enquired.lon, car.lat, car.lon) : null;
    if (distance !== null && distance > AUTOMATCH_MAX_DISTANCE_KM) continue;
    const ranked: RankedCar = { ...car, sameModel: car.modelId === enquired.modelId, distanceKm: distance === null ? null : Math.round(distance * 10) / 10 };
    const list = byDealer.get(car.sellerId) ?? [];
    list.push(ranked);
    byDealer.set(car.sellerId, list);
  }
  const byCar = carOrder(enquired.price);
  const dealers: DealerChoice[] = [...byDealer.entries()].map(([dealerId, cars]) => {
    cars.sort(byCar);
    const best = cars[0] as RankedCar;
    return { dealerId, cars: cars.slice(0, AUTOMATCH_CARS_PER_DEALER), similarCars: cars.length, distanceKm: best.distanceKm };
  });
  // A dealer ranks by its best car's model match and distance; then more similar cars win.
  dealers.sort((a, b) => {
    const bestA = a.cars[0] as RankedCar;
    const bestB = b.cars[0] as RankedCar;
    if (bestA.sameModel !== bestB.sameModel) return bestA.sameModel ? -1 : 1;
    const da = a.distanceKm ?? Number.POSITIVE_INFINITY;
    const db = b.distanceKm ?? Number.POSITIVE_INFINITY;
    return da - db || b.similarCars - a.similarCars || byCar(bestA, bestB);
  });
  return dealers.slice(0, AUTOMATCH_MAX_DEALERS);
}

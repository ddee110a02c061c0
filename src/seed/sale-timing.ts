/**
 * When a demo car sells (issue 36 §1). Each day online a car sells with a chance that rises with
 * how cheap it is against its market value, how sought-after its kind of car is, and the season:
 *
 *   hazard(day t) = season(date) · (shape / T) · (t / T)^(shape − 1)   (a Weibull time to sale)
 *
 * T, the car's time scale, is BASE_DAYS moved by its price (each 10 % under the market value halves
 * it, each 10 % over doubles it: used-car buyers compare prices, and an overpriced car is skipped),
 * by its model's popularity (a Golf finds a buyer sooner than a rare luxury car), its price level,
 * body, fuel, age and mileage. The factors follow what Austrian dealers report of standing times:
 * SUVs and estates sell fastest, electric cars and classics slowest, spring is the best season and
 * December the worst, cabrios are bought in spring.
 */
import type { SeededRandom } from '../domain/random/seeded-random.ts';
import { MAKES, type FuelCode } from '../domain/taxonomy/vehicle-catalogue.ts';

const DAY = 86_400_000;
/** Weibull shape: above 1, a fresh ad is seen by the buyers who were waiting for such a car, and few sell on day one. */
export const SALE_SHAPE = 1.5;
/** The time scale of an average car at its market value (its median time to sale is about 0.78 of it). */
const BASE_DAYS = 40;
/** 10 % under the market value halves the time scale, 10 % over doubles it. */
const PRICE_DOUBLING = 0.1;
/** Hazard by calendar month (January first): spring sells best, the holidays worst. */
const SEASON = [0.8, 0.9, 1.15, 1.25, 1.2, 1.05, 0.95, 0.85, 1, 1, 0.9, 0.75] as const;
const CABRIO = 2;
/** A model's share of the market that sells in the average time; more popular models sell sooner. */
const REFERENCE_SHARE = 0.003;

/** Each model's share of the demo market: its make's weight times its own within the make. */
const MODEL_SHARES: ReadonlyMap<number, number> = (() => {
  const total = MAKES.reduce((sum, make) => sum + make.weight, 0);
  const shares = new Map<number, number>();
  for (const make of MAKES) {
    const models = make.models.reduce((sum, model) => sum + model.weight, 0);
    for (const model of make.models) shares.set(model.id, (make.weight / total) * (model.weight / models));
  }
  return shares;
})();

export interface SaleDemandInput {
  modelId: number;
  /** asking price / market value − 1 */
  deviation: number;
  /** the market value: the price a car like this fetches (euro) */
  marketValue: number;
  ageYears: number;
  fuel: FuelCode;
  bodyType: number;
  mileage: number;
  /** the km a car of its kind is driven a year */
  typicalYearlyKm: number;
}

const clamp = (value: number, low: number, high: number) => Math.max(low, Math.min(high, value));

function bodyFactor(bodyType: number): number {
  switch (bodyType) {
    case 4:
      return 0.85; // SUV
    case 5:
      return 0.9; // Kombi
    case 1:
      return 0.95; // Kleinwagen
    case 2:
    case 3:
      return 1.25; // Cabrio, Coupé: few buyers
    default:
      return 1.05;
  }
}

const FUEL_FACTOR: Readonly<Record<FuelCode, number>> = { B: 1, D: 1, E: 1.3, H: 0.9, O: 1.3 };

function ageFactor(ageYears: number): number {
  if (ageYears < 2) return 1.05; // competes with new cars
  if (ageYears < 9) return 0.9;
  if (ageYears < 15) return 1.05;
  if (ageYears < 25) return 1.2;
  return 1.4;
}

/** The car's time scale T in days (see the file's comment). */
export function saleTimeScale(car: SaleDemandInput): number {
  const price = Math.pow(2, car.deviation / PRICE_DOUBLING);
  const popularity = clamp(Math.pow((MODEL_SHARES.get(car.modelId) ?? REFERENCE_SHARE) / REFERENCE_SHARE, -0.12), 0.75, 1.5);
  const priceLevel = clamp(Math.pow(car.marketValue / 15_000, 0.15), 0.75, 1.5);
  const expectedKm = car.typicalYearlyKm * Math.max(0.5, car.ageYears);
  const mileage = clamp(Math.exp(0.25 * (car.mileage / expectedKm - 1)), 0.85, 1.4) * (car.mileage > 200_000 ? 1.2 : 1);
  return BASE_DAYS * price * popularity * priceLevel * bodyFactor(car.bodyType) * FUEL_FACTOR[car.fuel] * ageFactor(car.ageYears) * mileage;
}

function seasonOf(at: number, bodyType: number): number {
  const factor = SEASON[new Date(at).getUTCMonth()] as number;
  return bodyType === CABRIO ? factor * factor : factor;
}

/** Draws before a sale is taken given that it happens: a car that hardly ever sells would otherwise take long to place. */
const MAX_DRAWS = 50;

/**
 * A sold car's time online. It went online 2 to 360 days ago, and the day it sold follows from the
 * hazard above (the inverse of its cumulative hazard at an exponential draw); a sale after its
 * lifetime or after now did not happen, and the car is placed again. So the sold cars are those a
 * steady flow of ads would have sold: among the sales of any month the slow sellers weigh as they do
 * among all sales, which a draw within each car's own time left would not give.
 */
export function drawSale(
  random: SeededRandom,
  car: { timeScale: number; bodyType: number },
  now: Date,
  lifetimeDays: number,
): { createdAt: Date; soldAt: Date } {
  const weibull = Float64Array.from(
    { length: lifetimeDays },
    (_, d) => Math.pow((d + 1) / car.timeScale, SALE_SHAPE) - Math.pow(d / car.timeScale, SALE_SHAPE),
  );
  for (let draw = 1; ; draw++) {
    const daysAgo = random.int(2, 360);
    const created = now.getTime() - daysAgo * DAY - random.int(0, 86_399) * 1000;
    const horizon = Math.min(lifetimeDays - 1, daysAgo - 1);
    const cumulative = new Float64Array(horizon + 1);
    for (let d = 0; d < horizon; d++)
      cumulative[d + 1] = (cumulative[d] as number) + seasonOf(created + (d + 0.5) * DAY, car.bodyType) * (weibull[d] as number);
    const total = cumulative[horizon] as number;
    const u = random.next();
    // The last draw is taken given a sale within the horizon: the inverse of 1 − e^(−H) on [0, H].
    const target = -Math.log(1 - u * (draw === MAX_DRAWS ? 1 - Math.exp(-total) : 1));
    if (target > total) continue;
    let day = 0;
    while (day < horizon - 1 && (cumulative[day + 1] as number) < target) day++;
    const within = (target - (cumulative[day] as number)) / Math.max(1e-12, (cumulative[day + 1] as number) - (cumulative[day] as number));
    return { createdAt: new Date(created), soldAt: new Date(created + (day + clamp(within, 0.01, 1)) * DAY) };
  }
}

/**
 * How a comparable's price is moved to the rated car's age, mileage, power, equipment and seller
 * type before the median is taken. The effects are learnt from the inventory itself: one
 * regression of the log price within each model (every model has its own price level, all share
 * the effects), so a year of age or 10,000 km cost the same share of the price across models.
 */
import { ageInYears, type PricedCar } from './comparables.ts';
import { solveLinear } from './linear-solve.ts';

/** Names of the effects, in the order of `PriceAdjustment.coefficients`. */
export const ADJUSTMENT_FEATURES = [
  'age',
  'age>3',
  'age>6',
  'age>10',
  'age>15',
  'km/10000',
  'ln(kW)',
  'private',
  'equipment',
  'allWheel',
  'electricAge',
  'sold',
] as const;

/** Log-price effect per unit of each feature (e.g. km/10000 −0.03: 10,000 km more cost about 3 %). */
export interface PriceAdjustment {
  features: readonly string[];
  coefficients: number[];
}

/** The effects when nothing was learnt yet (no data): no adjustment at all. */
export const NO_ADJUSTMENT: PriceAdjustment = { features: ADJUSTMENT_FEATURES, coefficients: ADJUSTMENT_FEATURES.map(() => 0) };

const FEATURE_COUNT = ADJUSTMENT_FEATURES.length;
/** Ridge term: keeps the solution defined when a feature does not vary (e.g. no electric car). */
const RIDGE = 1e-3;

export function features(car: PricedCar, now: Date): Float64Array {
  const age = ageInYears(car.firstRegistration, now);
  const x = new Float64Array(FEATURE_COUNT);
  x[0] = age;
  x[1] = Math.max(0, age - 3);
  x[2] = Math.max(0, age - 6);
  x[3] = Math.max(0, age - 10);
  x[4] = Math.max(0, age - 15);
  x[5] = car.mileage / 10_000;
  x[6] = Math.log(Math.max(1, car.powerKw));
  x[7] = car.privateSeller ? 1 : 0;
  x[8] = car.equipmentCount;
  x[9] = car.allWheelDrive ? 1 : 0;
  x[10] = car.fuel === 'E' ? age : 0;
  x[11] = car.sold ? 1 : 0;
  return x;
}

/**
 * Least squares of ln(price) on the features with one intercept per model (each car's values
 * minus its model's means), over cars that can be rated themselves (no accident, new or old cars).
 */
export function fitPriceAdjustment(cars: readonly PricedCar[], now: Date): PriceAdjustment {
  const byModel = new Map<number, { xs: Float64Array[]; ys: number[] }>();
  for (const car of cars) {
    if (car.price <= 0) continue;
    let group = byModel.get(car.modelId);
    if (!group) byModel.set(car.modelId, (group = { xs: [], ys: [] }));
    group.xs.push(features(car, now));
    group.ys.push(Math.log(car.price));
  }
  const n = FEATURE_COUNT;
  const xtx = new Float64Array(n * n);
  const xty = new Float64Array(n);
  const meanX = new Float64Array(n);
  const dx = new Float64Array(n);
  for (const { xs, ys } of byModel.values()) {
    if (xs.length < 2) continue;
    meanX.fill(0);
    let meanY = 0;
    for (let i = 0; i < xs.length; i++) {
      const x = xs[i] as Float64Array;
      for (let k = 0; k < n; k++) meanX[k] = (meanX[k] as number) + (x[k] as number);
      meanY += ys[i] as number;
    }
    for (let k = 0; k < n; k++) meanX[k] = (meanX[k] as number) / xs.length;
    meanY /= xs.length;
    for (let i = 0; i < xs.length; i++) {
      const x = xs[i] as Float64Array;
      for (let k = 0; k < n; k++) dx[k] = (x[k] as number) - (meanX[k] as number);
      const dy = (ys[i] as number) - meanY;
      for (let r = 0; r < n; r++) {
        const xr = dx[r] as number;
        if (xr === 0) continue;
        xty[r] = (xty[r] as number) + xr * dy;
        for (let c = 0; c < n; c++) xtx[r * n + c] = (xtx[r * n + c] as number) + xr * (dx[c] as number);
      }
    }
  }
  for (let k = 0; k < n; k++) xtx[k * n + k] = (xtx[k * n + k] as number) + RIDGE;
  return { features: ADJUSTMENT_FEATURES, coefficients: solveLinear(xtx, xty, n) };
}

/** β·x: the log-price effect of a car's features (the part the adjustment moves between cars). */
export function featureEffect(x: Float64Array, adjustment: PriceAdjustment): number {
  let sum = 0;
  const beta = adjustment.coefficients;
  for (let k = 0; k < beta.length; k++) sum += (beta[k] as number) * (x[k] as number);
  return sum;
}

/**
 * How long a car takes to sell at a given price (issue 28 §2): fitted on the sold history, how
 * long sold cars stayed online against how far their last price lay from their market value. One
 * line through ln(days): days = e^(a + b · deviation), with the middle half of the cars' actual
 * times around it (the 25th and 75th percentile of the residuals) as the stated range.
 */
import { quantile } from './rating-confidence.ts';

export interface SaleObservation {
  /** (price − marketValue) / marketValue of the sold car's last price */
  deviation: number;
  /** days from going online to the sale */
  days: number;
}

export interface TimeToSaleModel {
  intercept: number;
  /** change of ln(days) per unit of deviation (0.1 = 10 % over the market value) */
  slope: number;
  /** 25th and 75th percentile of the residuals of ln(days) */
  residualLow: number;
  residualHigh: number;
  sampleSize: number;
}

/** Deviations beyond this are clipped: a few far-off prices would otherwise tilt the line. */
const MAX_DEVIATION = 0.3;

export const NO_TIME_TO_SALE: TimeToSaleModel = { intercept: Math.log(30), slope: 0, residualLow: -0.5, residualHigh: 0.5, sampleSize: 0 };

const clip = (deviation: number) => Math.max(-MAX_DEVIATION, Math.min(MAX_DEVIATION, deviation));

/** Least squares of ln(days) on the clipped deviation. */
export function fitTimeToSale(observations: readonly SaleObservation[]): TimeToSaleModel {
  const usable = observations.filter((o) => o.days > 0 && Number.isFinite(o.deviation));
  if (usable.length < 10) return NO_TIME_TO_SALE;
  const xs = usable.map((o) => clip(o.deviation));
  const ys = usable.map((o) => Math.log(o.days));
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  let sxy = 0;
  let sxx = 0;
  xs.forEach((x, i) => {
    sxy += (x - mx) * ((ys[i] as number) - my);
    sxx += (x - mx) ** 2;
  });
  const slope = sxx === 0 ? 0 : sxy / sxx;
  const intercept = my - slope * mx;
  const residuals = Float64Array.from(xs.map((x, i) => (ys[i] as number) - (intercept + slope * x))).sort();
  return { intercept, slope, residualLow: quantile(residuals, 0.25), residualHigh: quantile(residuals, 0.75), sampleSize: usable.length };
}

export interface DaysToSell {
  /** expected (median) days online */
  days: number;
  /** the middle half of cars like this sold within low … high days */
  low: number;
  high: number;
}

export function daysToSell(model: TimeToSaleModel, deviation: number): DaysToSell {
  const centre = model.intercept + model.slope * clip(deviation);
  return {
    days: Math.max(1, Math.round(Math.exp(centre))),
    low: Math.max(1, Math.round(Math.exp(centre + model.residualLow))),
    high: Math.max(1, Math.round(Math.exp(centre + model.residualHigh))),
  };
}

export function parseTimeToSale(text: string | null | undefined): TimeToSaleModel {
  if (!text) return NO_TIME_TO_SALE;
  const parsed = JSON.parse(text) as Partial<TimeToSaleModel>;
  const numbers = [parsed.intercept, parsed.slope, parsed.residualLow, parsed.residualHigh, parsed.sampleSize];
  return numbers.every((n) => typeof n === 'number' && Number.isFinite(n)) ? (parsed as TimeToSaleModel) : NO_TIME_TO_SALE;
}

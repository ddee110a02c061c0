/**
 * Where the detail page's five-segment price scale marks a car (issue 17 §2). The segments are
 * equally wide, one per grade; inside its grade's segment a price sits in proportion to the grade's
 * published bounds, so the mark never leaves the segment whose words the badge shows. The open
 * outer grades are drawn as wide as the distance between their neighbour's bounds.
 */
import { PRICE_GRADES, type PriceGrade } from '#src/domain/pricing/price-rating.ts';

const SEGMENT_PERCENT = 100 / PRICE_GRADES.length;
/** the mark stays this far inside the scale's ends, so it is never cut off */
const EDGE_PERCENT = 1.5;

/** Deviation bounds of each grade's segment as drawn: [lower, upper]. */
function segmentBounds(index: number): [number, number] {
  const upper = (i: number) => PRICE_GRADES[i]?.maxDeviation ?? 0;
  const first = upper(0);
  const secondWidth = upper(1) - first;
  const beforeLast = upper(PRICE_GRADES.length - 2);
  const lastWidth = beforeLast - upper(PRICE_GRADES.length - 3);
  if (index === 0) return [first - secondWidth, first];
  if (index === PRICE_GRADES.length - 1) return [beforeLast, beforeLast + lastWidth];
  return [upper(index - 1), upper(index)];
}

/** The mark's position on the scale in percent of its width (0 = left end, best price). */
export function scalePosition(grade: PriceGrade, deviation: number): number {
  const index = grade - 1;
  const [low, high] = segmentBounds(index);
  const within = Math.min(1, Math.max(0, (deviation - low) / (high - low)));
  const percent = (index + within) * SEGMENT_PERCENT;
  return Math.round(Math.min(100 - EDGE_PERCENT, Math.max(EDGE_PERCENT, percent)) * 10) / 10;
}

/** The segments' shared borders with the threshold each stands for ('−10 %' at 20 %), left to right. */
export function scaleThresholds(): { atPercent: number; deviation: number }[] {
  return PRICE_GRADES.slice(0, -1).map((g, i) => ({ atPercent: (i + 1) * SEGMENT_PERCENT, deviation: g.maxDeviation }));
}

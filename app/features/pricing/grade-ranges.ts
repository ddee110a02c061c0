/**
 * The published thresholds in words for 'So bewerten wir Preise': each grade's span of the
 * deviation from the market value, read off PRICE_GRADES (its bounds are inclusive above,
 * exclusive below), so the page always says what the rating does.
 */
import { formatNumber } from '#src/domain/format/number-format.ts';
import { PRICE_GRADES, type PriceGradeDefinition } from '#src/domain/pricing/price-rating.ts';

const percent = (deviation: number) => `${formatNumber(Math.round(Math.abs(deviation) * 100))} %`;
const side = (deviation: number) => (deviation < 0 ? 'unter' : 'über');

/** 'mindestens 10 % unter dem Marktwert', '4 bis unter 10 % unter dem Marktwert', … */
export function gradeRangeText(index: number): string {
  const upper = PRICE_GRADES[index]?.maxDeviation ?? 0;
  const lower = index === 0 ? null : (PRICE_GRADES[index - 1] as PriceGradeDefinition).maxDeviation;
  if (lower === null) return `mindestens ${percent(upper)} ${side(upper)} dem Marktwert`;
  if (!Number.isFinite(upper)) return `mehr als ${percent(lower)} ${side(lower)} dem Marktwert`;
  if (upper <= 0) return `${percent(upper)} bis unter ${percent(lower)} unter dem Marktwert`;
  if (lower >= 0) return `mehr als ${percent(lower)} bis ${percent(upper)} über dem Marktwert`;
  return `weniger als ${percent(lower)} darunter bis ${percent(upper)} darüber`;
}

export function gradeRanges(): { grade: PriceGradeDefinition; text: string }[] {
  return PRICE_GRADES.map((grade, i) => ({ grade, text: gradeRangeText(i) }));
}

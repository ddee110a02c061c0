import { formatNumber } from '../format/number-format.ts';

/**
 * How far a price lies from its market value, in words: '6 % unter dem Marktwert',
 * '3 % über dem Marktwert', 'beim Marktwert' (below half a percent); it follows 'liegt'. Whole
 * percent: the estimate is not more exact than that.
 */
export function deviationText(deviation: number): string {
  const percent = Math.round(Math.abs(deviation) * 100);
  if (percent === 0) return 'beim Marktwert';
  return `${formatNumber(percent)} % ${deviation < 0 ? 'unter' : 'über'} dem Marktwert`;
}

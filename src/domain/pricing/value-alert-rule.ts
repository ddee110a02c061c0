/**
 * 'Wertalarm' (issue 28 §2): when a saved valuation is worth telling again. A move of more than 5 %
 * against the value of the last mail (or of the subscription) is news; smaller moves are the
 * model's daily noise and stay quiet.
 */
export const VALUE_ALERT_THRESHOLD = 0.05;

/** The relative move from `last` to `now`, e.g. -0.06 for 6 % less. */
export function valueMove(last: number, now: number): number {
  return last > 0 ? (now - last) / last : 0;
}

export function isValueAlertDue(last: number, now: number): boolean {
  return Math.abs(valueMove(last, now)) > VALUE_ALERT_THRESHOLD;
}

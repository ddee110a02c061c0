/**
 * Delay before the next delivery attempt: exponential (30 s, 1 min, 2 min, 4 min, …) capped at one
 * hour, with ±20 % jitter so messages that failed together (an SMTP outage) do not retry in lockstep.
 * With the default 12 attempts a message is retried for about 8 hours before it is parked as failed.
 */
export const RETRY_BASE_MS = 30_000;
export const RETRY_CAP_MS = 3_600_000;

export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, attempt - 1);
  const delay = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.min(exponent, 20));
  return Math.round(delay * (0.8 + 0.4 * random()));
}

import { isDatabaseUnavailable } from '#src/db/database-availability.ts';
import type { RequestFailures } from './load-context.ts';

/**
 * The status of a page that caught a failure and still renders (the result list's error box, the
 * search agent form's failure message): 503 for a database outage — marked so the HTTP layer adds
 * Retry-After and no-store — otherwise 500. Never 200: the page cache keeps 200 pages only, and an
 * error page must not be served again once the database is back.
 */
export function failureStatus(failures: RequestFailures, error: unknown): 500 | 503 {
  const unavailable = isDatabaseUnavailable(error);
  if (unavailable) failures.databaseUnavailable = true;
  return unavailable ? 503 : 500;
}

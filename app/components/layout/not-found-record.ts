import type { ServerErrorRecord } from '#app/api-client/api-client.ts';

/**
 * SPEC §8: a shown 404 saves a 'not found' record in the browser's server-error state, in the API
 * client's record shape. Kept for the session (at most 20), so a support request can name it.
 */
const STORAGE_KEY = 'gw:not-found';
const MAX_RECORDS = 20;

export function recordNotFound(url: string): void {
  try {
    const records = readNotFoundRecords();
    records.push({ type: 'NOT_FOUND', status: 404, url, message: 'not found' });
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(records.slice(-MAX_RECORDS)));
  } catch {
    // Storage can be full or blocked (private mode); the page itself still works.
  }
}

function readNotFoundRecords(): ServerErrorRecord[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as ServerErrorRecord[]) : [];
  } catch {
    return [];
  }
}

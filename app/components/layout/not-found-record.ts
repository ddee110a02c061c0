/**
 * SPEC §8: a shown 404 saves a 'not found' record in the browser's server-error state.
 * The record is kept for the session so an error report or support request can name it.
 */
export interface NotFoundRecord { status: 404; url: string; message: string; at: string }

const STORAGE_KEY = 'gw:not-found';
const MAX_RECORDS = 20;

export function recordNotFound(url: string): void {
  try {
    const records = readNotFoundRecords();
    records.push({ status: 404, url, message: 'not found', at: new Date().toISOString() });
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(records.slice(-MAX_RECORDS)));
  } catch {
    // Storage can be full or blocked (private mode); the page itself still works.
  }
}

export function readNotFoundRecords(): NotFoundRecord[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as NotFoundRecord[]) : [];
  } catch {
    return [];
  }
}

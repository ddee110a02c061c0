/**
 * THE id of a stored record (car, seller, make, model, suggestion) wherever one enters: a path
 * segment, a query value, a form field or a JSON body. Ids are whole numbers from 1 to the
 * largest value of PostgreSQL's `integer` column (2³¹−1). A larger number names no record on
 * either database, so it is refused here instead of reaching PostgreSQL, which would reject the
 * parameter itself (a 500 where SQLite simply finds nothing).
 */
export const MAX_RECORD_ID = 2_147_483_647;

/** Digits only, no sign, no leading zeros beyond what fits: at most 10 digits, then the range check. */
const ID_TEXT = /^\d{1,10}$/;

/** An id typed as text (path segment, query value, form field) → the id, or null when it is none. */
export function parseRecordId(value: string | null | undefined): number | null {
  if (!value || !ID_TEXT.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_RECORD_ID ? id : null;
}

/** Ids typed as one list ('3,5,8'; legacy stores use '#'): the ids in order, without repeats; parts that are no id are dropped. */
export function recordIdsIn(value: string | null | undefined, separator = ','): number[] {
  if (!value) return [];
  const ids: number[] = [];
  for (const part of value.split(separator)) {
    const id = parseRecordId(part.trim());
    if (id !== null && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

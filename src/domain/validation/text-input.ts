/**
 * The rule for control characters in text a client sends: a NUL character (U+0000) is never part
 * of a name, comment, title or search word. PostgreSQL cannot store it in a text column and rejects
 * the whole statement, SQLite would store it; refusing it where input enters (query, path, form,
 * JSON body) keeps both databases alike and the answer a 400 that names the field.
 */
export const NUL_MESSAGE = 'Ungültiges Zeichen (NUL) in der Eingabe';

export function hasNul(text: string): boolean {
  return text.includes('\u0000');
}

type Entries = Iterable<[string, unknown]>;
const isEntries = (value: object): value is { entries(): Entries } => typeof (value as { entries?: unknown }).entries === 'function' && !Array.isArray(value);

/**
 * The first field (dotted path, e.g. `contact.name` or `tags.2`) whose key or text value contains
 * a NUL, or null. Walks JSON values, URLSearchParams and FormData (files are not text and skipped).
 */
export function fieldWithNul(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return hasNul(value) ? path || '(Wert)' : null;
  if (typeof value !== 'object' || value === null) return null;
  const entries: Entries = Array.isArray(value)
    ? value.map((v, i): [string, unknown] => [String(i), v])
    : isEntries(value)
      ? value.entries()
      : Object.entries(value);
  for (const [key, item] of entries) {
    const field = path ? `${path}.${key}` : key;
    if (hasNul(key)) return field;
    const found = fieldWithNul(item, field);
    if (found !== null) return found;
  }
  return null;
}

/**
 * The typed sentence of the free-text search as it travels: the page field's name, the result
 * address's parameter that keeps it (the result page shows it again with what was not used), and
 * the one rule for what a text may be. No zod here: the field in the browser imports these names.
 */

/** GET parameter of the field and of the result address (`/angebote/skoda/octavia/?…&suchtext=…`). */
export const SEARCH_TEXT_PARAM = 'suchtext';
export const SEARCH_TEXT_MAX_LENGTH = 300;
export const SEARCH_TEXT_LABEL = 'Was suchen Sie?';
export const SEARCH_TEXT_PLACEHOLDER = 'z.B. Octavia Kombi Diesel Automatik bis 20.000 € ab 2018 bei Linz';

// control characters (NUL included) and markup brackets are never part of a buyer's sentence
const HOSTILE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f<>]/;

/** Why a text cannot be read (German, for the API's 400 and the page), or null when it can. */
export function searchTextIssue(text: string): string | null {
  if (text.trim() === '') return 'Bitte geben Sie ein, was Sie suchen.';
  if (text.length > SEARCH_TEXT_MAX_LENGTH) return `Höchstens ${SEARCH_TEXT_MAX_LENGTH} Zeichen`;
  if (HOSTILE.test(text)) return 'Ungültige Zeichen in der Eingabe';
  return null;
}

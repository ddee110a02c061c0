/** What a typed search sentence may be (issue 29): the API answers 400 otherwise, pages ignore it. */
import { SEARCH_TEXT_MAX_LENGTH } from './search-text.ts';

// control characters (NUL included) and markup brackets are never part of a buyer's sentence
const HOSTILE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f<>]/;

/** Why a text cannot be read (German, for the API's 400 and the page), or null when it can. */
export function searchTextIssue(text: string): string | null {
  if (text.trim() === '') return 'Bitte geben Sie ein, was Sie suchen.';
  if (text.length > SEARCH_TEXT_MAX_LENGTH) return `Höchstens ${SEARCH_TEXT_MAX_LENGTH} Zeichen`;
  if (HOSTILE.test(text)) return 'Ungültige Zeichen in der Eingabe';
  return null;
}

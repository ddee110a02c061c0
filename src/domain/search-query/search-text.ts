/**
 * The typed sentence of the free-text search as it travels: the page field's name, the result
 * address's parameter that keeps it (the result page shows it again with what was not used), and
 * (search-text-issue.ts) the one rule for what a text may be. Tiny: every result page's first load carries it.
 */

/** GET parameter of the field and of the result address (`/angebote/skoda/octavia/?…&suchtext=…`). */
export const SEARCH_TEXT_PARAM = 'suchtext';
export const SEARCH_TEXT_MAX_LENGTH = 300;
export const SEARCH_TEXT_LABEL = 'Was suchen Sie?';
export const SEARCH_TEXT_PLACEHOLDER = 'z.B. Octavia Kombi Diesel Automatik bis 20.000 € ab 2018 bei Linz';

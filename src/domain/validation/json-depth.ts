/**
 * How deeply a JSON body may nest (issue 24 point 6). Our deepest input (a car with its equipment and
 * photos) nests four levels; a 100,000-deep array would overflow the stack of every recursive walk
 * after parsing (the NUL check, validation) and answer 500. The text is measured before it is parsed.
 */
export const MAX_JSON_DEPTH = 32;

export const JSON_TOO_DEEP_MESSAGE = `Ungültige Anfrage: JSON zu tief verschachtelt (höchstens ${MAX_JSON_DEPTH} Ebenen).`;

/** Whether JSON text opens more than `max` arrays/objects inside each other; one linear pass, strings skipped. */
export function nestsDeeperThan(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // backslash: the next character is escaped
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > max) return true;
    } else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return false;
}

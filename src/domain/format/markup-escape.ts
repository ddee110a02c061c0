const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '\u0000': '\ufffd' };

/**
 * Text made safe for HTML (and XML) text and quoted attribute values: the five markup characters
 * become entities, and NUL, which no document may carry, becomes U+FFFD.
 */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"'\u0000]/g, (ch) => ENTITIES[ch] ?? ch);
}

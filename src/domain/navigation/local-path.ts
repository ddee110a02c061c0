/**
 * A path on this site taken from user input (a `back` or `returnTo` query value), or null.
 * Only same-origin paths pass: they start with one '/', never '//' or '/\' (which browsers read as
 * another host), and carry no control characters.
 */
export function safeLocalPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  return value;
}

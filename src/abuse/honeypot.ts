/**
 * The honeypot: a text field people never see (visually hidden, aria-hidden, tabindex -1,
 * autocomplete off) that form-filling bots tend to fill. Forms render it with this name; a filled
 * value makes the server pretend success and store or send nothing.
 */
export const HONEYPOT_FIELD = 'website';
export const HONEYPOT_LABEL = 'Bitte dieses Feld leer lassen';

export function isHoneypotFilled(value: unknown): boolean {
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null && value !== false;
}

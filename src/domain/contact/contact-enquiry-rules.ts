/**
 * The contact form's limits and texts (SPEC §5, §8) and the device category of an enquiry: what
 * the form needs while it renders. The zod schema that checks them is contact-enquiry-schema.ts,
 * which the form loads only when the visitor starts using it (no zod in the first page load,
 * docs/quality-gates.md).
 */
/** SPEC §5 limits of the contact form; the form's maxLength attributes use the same numbers. */
export const CONTACT_LIMITS = {
  nameMin: 5,
  nameMax: 30,
  nameFieldMaxLength: 60,
  emailMax: 120,
  phoneMin: 6,
  phoneMax: 120,
  commentMin: 30,
  commentMax: 3000,
} as const;

export const CONTACT_MESSAGES = {
  name: 'Bitte geben Sie Ihren Namen ein.',
  nameChars: 'Bitte vermeiden Sie <>',
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  phone: 'Bitte geben Sie eine gültige Telefonnummer ein',
  comment: 'Bitte eine Nachricht eingeben.',
  commentHint: 'Mindestens 30 Zeichen',
  success: 'Anfrage erfolgreich gesendet!',
  errorTitle: 'Ein Fehler ist aufgetreten!',
  sold: 'Dieses Fahrzeug ist leider nicht mehr verfügbar.',
  retry: 'Bitte versuchen Sie es erneut.',
} as const;

/**
 * The message the detail page's contact form starts with (issue 19): longer than the 30-character
 * minimum, so a visitor can send at once, and editable like any text.
 */
export function suggestedEnquiry(carTitle: string): string {
  return `Ist das Fahrzeug noch verfügbar? Ich interessiere mich für ${carTitle}.`.slice(0, CONTACT_LIMITS.commentMax);
}

export const DEVICE_CATEGORIES = ['desktop', 'mobile', 'tablet'] as const;

/** SPEC §3: tablet when a mobile user agent has a screen at least 768 wide, otherwise mobile; desktop for others. */
export function deviceCategory(userAgent: string, screenWidth: number): (typeof DEVICE_CATEGORIES)[number] {
  const mobile = /Mobi|Android|iPhone|iPad|iPod/i.test(userAgent);
  if (!mobile) return 'desktop';
  return screenWidth >= 768 ? 'tablet' : 'mobile';
}

/**
 * Texts of the 'Wertalarm' on a valuation (issue 28 §2): what its form and pages need while they
 * render. The zod schema is value-alert-schema.ts.
 */
import { SUBSCRIPTION_MESSAGES } from '../domain/subscription/double-opt-in.ts';

export const VALUE_ALERT_TITLE = 'Wertalarm';

export const VALUE_ALERT_MESSAGES = {
  ...SUBSCRIPTION_MESSAGES,
  intro: 'Wir bewerten Ihr Auto jeden Tag neu und schreiben Ihnen, wenn sich sein Wert um mehr als 5 % ändert. Optional, jederzeit abbestellbar.',
  inputs: 'Bitte bewerten Sie zuerst Ihr Auto.',
  saved: 'Ihr Wertalarm wurde gespeichert!',
  savedText:
    'Wir haben Ihnen eine E-Mail geschickt: Bitte bestätigen Sie Ihre Adresse über den Link darin. Danach schreiben wir Ihnen, wenn sich der Wert Ihres Autos um mehr als 5 % ändert.',
  confirmed: 'Ihr Wertalarm ist bestätigt',
  confirmedText: 'Wir bewerten Ihr Auto täglich neu und schreiben Ihnen, sobald sich sein Wert um mehr als 5 % ändert.',
  confirmFailed: 'Dieser Bestätigungslink ist nicht mehr gültig.',
  unsubscribed: 'Sie erhalten zu diesem Auto keine Wertalarme mehr.',
  alreadyUnsubscribed: 'Dieser Wertalarm wurde bereits abbestellt.',
} as const;

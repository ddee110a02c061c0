/**
 * Texts and options of the price alert on saved cars (issue 27 point 5): what its forms need while
 * they render. The zod schema is price-alert-schema.ts.
 */
import { SUBSCRIPTION_MESSAGES } from '../domain/subscription/double-opt-in.ts';

export const PRICE_ALERT_TITLE = 'Preisalarm per E-Mail';

export const PRICE_ALERT_FREQUENCIES = ['instant', 'weekly'] as const;
export type PriceAlertFrequency = (typeof PRICE_ALERT_FREQUENCIES)[number];

export const PRICE_ALERT_FREQUENCY_LABELS: Record<PriceAlertFrequency, string> = {
  instant: 'Sofort, wenn ein Fahrzeug günstiger oder verkauft wird',
  weekly: 'Einmal pro Woche als Übersicht',
};

export const PRICE_ALERT_MESSAGES = {
  ...SUBSCRIPTION_MESSAGES,
  cars: 'Bitte merken Sie zuerst ein Fahrzeug.',
  saved: 'Ihr Preisalarm wurde gespeichert!',
  savedText:
    'Wir haben Ihnen eine E-Mail geschickt: Bitte bestätigen Sie Ihre Adresse über den Link darin. Danach schreiben wir Ihnen, wenn ein gemerktes Fahrzeug günstiger oder verkauft wird.',
  confirmed: 'Ihr Preisalarm ist bestätigt',
  confirmedText:
    'Wir schreiben Ihnen, sobald ein gemerktes Fahrzeug günstiger wird oder nicht mehr verfügbar ist – höchstens eine E-Mail pro Fahrzeug und Tag.',
  confirmFailed: 'Dieser Bestätigungslink ist nicht mehr gültig.',
  unsubscribed: 'Sie erhalten zu diesem Fahrzeug keine Preisalarme mehr.',
  alreadyUnsubscribed: 'Dieser Preisalarm wurde bereits abbestellt.',
} as const;

/** The watch list holds at most 200 cars; one alert submission covers all of them. */
export const PRICE_ALERT_MAX_CARS = 200;

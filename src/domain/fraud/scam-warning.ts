/**
 * The warnings of the scam shield (issue 37 point 1), in one place so that the seller's mail and the
 * buyer's contact form say the same first sentence.
 */
export const SCAM_WARNING_LEAD = 'Zahlen Sie nie im Voraus und verlassen Sie die Plattform nicht:';

/** above a buyer's message in the seller's mail; `words` are what the check found in it */
export const sellerScamWarning = (words: readonly string[]) =>
  `${SCAM_WARNING_LEAD} Diese Nachricht enthält Merkmale bekannter Betrugsmaschen (${words.join(', ')}). Überweisen Sie keine Transport-, Zoll- oder Treuhandgebühren, antworten Sie nicht über Messenger und übergeben Sie das Fahrzeug erst, wenn der Kaufpreis auf Ihrem Konto eingelangt ist.`;

/** on the contact form of a car whose text the check flagged */
export const BUYER_SCAM_WARNING = `${SCAM_WARNING_LEAD} Überweisen Sie keine Anzahlung, Kaution oder Transportkosten, nutzen Sie keinen „Treuhandservice“ und wechseln Sie nicht zu WhatsApp oder E-Mail, bevor Sie das Fahrzeug gesehen haben.`;

export const SAFE_BUYING_LINK_LABEL = 'Mehr zum sicheren Autokauf';

/** SPEC §2 Contact page: the four concerns and the e-mail draft each one opens (mailto only). */
export interface ContactConcern {
  id: string;
  label: string;
  subject: string;
  body: string;
}

export const CONTACT_CONCERNS: readonly ContactConcern[] = [
  {
    id: 'technical',
    label: 'Hilfe bei technischen Problemen',
    subject: 'Technisches Problem',
    body: 'Bitte beschreiben Sie das Problem:\n\n\nAuf welcher Seite ist es aufgetreten (Adresse)?\n\nGerät und Browser:\n',
  },
  {
    id: 'product',
    label: 'Fragen zum Produkt',
    subject: 'Frage zum Produkt',
    body: 'Ihre Frage:\n\n',
  },
  {
    id: 'invoice',
    label: 'Rechnungsfragen (für Händler)',
    subject: 'Rechnungsfrage',
    body: 'Firmenname:\nKundennummer:\nRechnungsnummer:\n\nIhre Frage:\n\n',
  },
  {
    id: 'other',
    label: 'Sonstige Anfragen',
    subject: 'Anfrage',
    body: 'Ihr Anliegen:\n\n',
  },
];

/** The mailto address of an e-mail draft; without a chosen concern a plain draft to support. */
export function contactMailto(supportEmail: string, concern: ContactConcern | undefined): string {
  if (!concern) return `mailto:${supportEmail}`;
  return `mailto:${supportEmail}?subject=${encodeURIComponent(concern.subject)}&body=${encodeURIComponent(concern.body)}`;
}

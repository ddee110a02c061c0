/**
 * The error report's reasons, fixed article id and texts (SPEC §8): what the report form needs while
 * it renders. The zod schema is error-report-schema.ts, loaded by the form on first use.
 */
/** SPEC §8 error-report reasons with their German labels. */
export const ERROR_REPORT_REASONS = [
  { id: 'C', label: 'Kein Fahrzeug' },
  { id: 'I', label: 'Falsche oder irreführende Angaben' },
  { id: 'A', label: 'Händler gibt sich als Privatverkäufer aus' },
  { id: 'F', label: 'Betrugsverdacht' },
  { id: 'D', label: 'Beschädigtes Fahrzeug' },
  { id: 'M', label: 'Bilder passen nicht zum Fahrzeug' },
  { id: 'P', label: 'Falscher Endpreis (Leasing, Miete)' },
] as const;

export const ERROR_REPORT_ARTICLE_ID = 1111;

export const ERROR_REPORT_MESSAGES = {
  reason: 'Bitte wählen',
  comment: 'Dieses Feld wird benötigt.',
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
} as const;

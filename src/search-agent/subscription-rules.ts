/**
 * Texts and limits of the search agent (SPEC §5, §8): what its form needs while it renders. The
 * zod schema is subscription-schema.ts, which the form loads when it is sent.
 */
import { SUBSCRIPTION_MESSAGES } from '../domain/subscription/double-opt-in.ts';

/** SPEC §5 'Search agent e-mail' and §8 search-agent texts, shared by the subscription form and the API. */
export const SEARCH_AGENT_MESSAGES = {
  ...SUBSCRIPTION_MESSAGES,
  saved: 'Ihr Suchagent wurde gespeichert!',
  savedText:
    'Wir haben Ihnen eine E-Mail geschickt: Bitte bestätigen Sie Ihre Adresse über den Link darin. Danach erhalten Sie eine E-Mail, sobald neue passende Fahrzeuge eingestellt werden, und können sich über den Link am Ende jeder E-Mail abmelden.',
  search: 'Diese Suche kann nicht gespeichert werden.',
} as const;

export const SEARCH_AGENT_FREQUENCIES = ['daily', 'instant'] as const;
export type SearchAgentFrequency = (typeof SEARCH_AGENT_FREQUENCIES)[number];

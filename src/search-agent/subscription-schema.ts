import { z } from '../domain/validation/browser-safe-zod.ts';
import { subscriptionMailSchema } from '../domain/subscription/subscription-mail-schema.ts';
import { SEARCH_AGENT_FREQUENCIES, SEARCH_AGENT_MESSAGES } from './subscription-rules.ts';

/** POST /api/search-subscription/subscribe: `mail` and `searchString` (SPEC §3 Other), optional alert frequency. */
export const searchSubscriptionRequestSchema = z.object({
  mail: subscriptionMailSchema,
  /** the result page's query string (with or without '?'), optionally with its /angebote/… path */
  searchString: z.string({ error: SEARCH_AGENT_MESSAGES.search }).max(2000, SEARCH_AGENT_MESSAGES.search),
  frequency: z.enum(SEARCH_AGENT_FREQUENCIES).optional().default('daily'),
});
export type SearchSubscriptionRequest = z.infer<typeof searchSubscriptionRequestSchema>;

import { recordIdValue } from '../domain/validation/record-id-schema.ts';
import { z } from '../domain/validation/browser-safe-zod.ts';
import { SEARCH_AGENT_FREQUENCIES } from './subscription-rules.ts';

/**
 * What a button on 'Meine Suchagenten' does to one search agent: pause, resume, switch frequency,
 * delete; 'replace' gives it the search of the result page it was edited on, 'restore' undoes a delete.
 */
export const AGENT_ACTIONS = ['pause', 'resume', 'daily', 'instant', 'delete', 'replace', 'restore'] as const;
export type AgentAction = (typeof AGENT_ACTIONS)[number];

export const AGENT_MANAGEMENT_MESSAGE = 'Diese Änderung ist nicht möglich.';

/** One POST of the page: which agent, and what to do with it (`searchString` for replace and restore). */
export const agentManagementSchema = z.object({
  agent: recordIdValue(AGENT_MANAGEMENT_MESSAGE),
  intent: z.enum(AGENT_ACTIONS, { error: AGENT_MANAGEMENT_MESSAGE }),
  searchString: z.string().max(2000, AGENT_MANAGEMENT_MESSAGE).optional(),
  frequency: z.enum(SEARCH_AGENT_FREQUENCIES).optional(),
});

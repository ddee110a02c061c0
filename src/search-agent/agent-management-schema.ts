import { recordIdValue } from '../domain/validation/record-id-schema.ts';
import { z } from '../domain/validation/browser-safe-zod.ts';

/** What a button on 'Meine Suchagenten' does to one search agent. */
export const AGENT_ACTIONS = ['pause', 'resume', 'daily', 'instant', 'delete'] as const;
export type AgentAction = (typeof AGENT_ACTIONS)[number];

export const AGENT_MANAGEMENT_MESSAGE = 'Diese Änderung ist nicht möglich.';

/** One POST of the page: which agent, and what to do with it. */
export const agentManagementSchema = z.object({
  agent: recordIdValue(AGENT_MANAGEMENT_MESSAGE),
  intent: z.enum(AGENT_ACTIONS, { error: AGENT_MANAGEMENT_MESSAGE }),
});

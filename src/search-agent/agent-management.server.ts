/**
 * 'Meine Suchagenten' (issue 19 point 17): every search-agent mail links to one page per e-mail
 * address that lists its agents in words and pauses, resumes, switches frequency or deletes them.
 * No login: the link carries a random 192-bit token — as unguessable as a signed link, and it needs no
 * secret that a default installation would have to invent. Only its hash is stored (issue 24 point 8),
 * so every mail naming the page carries a new token; each leads to the same page of the address.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AbuseGuard } from '../abuse/abuse-guard.server.ts';
import type { Invalid, Limited, SubmissionMeta } from '../abuse/admission.ts';
import type { Database } from '../db/schema.ts';
import { ROUTE_PATHS } from '../domain/navigation/route-paths.ts';
import { z } from 'zod';
import type { MailSite } from '../mail/mail-layout.ts';
import { agentManageLinkMail } from '../mail/templates/search-agent-mails.ts';
import type { Outbox } from '../outbox/outbox.server.ts';
import { addManageToken, findMailboxEmail } from '../repositories/search-agent-mailbox.repository.ts';
import {
  deleteSubscriptionLeavingTombstone,
  listSubscriptionsOfEmail,
  restoreSubscription,
  setSubscriptionFrequency,
  setSubscriptionPaused,
  setSubscriptionSearch,
} from '../repositories/search-subscription.repository.ts';
import { agentEditValue, AGENT_EDIT_PARAM } from './agent-edit-link.ts';
import { AGENT_MANAGEMENT_MESSAGE, agentManagementSchema, type AgentAction } from './agent-management-schema.ts';
import { storedSearchPath } from './stored-search.ts';
import { SUBSCRIPTION_MAIL_MAX } from '../domain/subscription/double-opt-in.ts';
import { SEARCH_AGENT_MESSAGES, type SearchAgentFrequency } from './subscription-rules.ts';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

export const manageAgentsPath = (token: string) => `${ROUTE_PATHS.searchAgents}${token}`;

export interface ManagedAgent {
  id: number;
  /** the search in words ('VW Golf · bis € 20.000 · Steiermark') */
  label: string;
  resultPath: string;
  /** the result page in edit mode: its search agent form saves the page's search into this agent */
  editPath: string;
  frequency: SearchAgentFrequency;
  paused: boolean;
  /** false until the confirmation link was followed */
  confirmed: boolean;
}

export interface AgentOverview {
  email: string;
  agents: ManagedAgent[];
}

export type ManageResult =
  /** `undo`: after a delete, what the page's 'Rückgängig' button sends back to restore the agent */
  | { kind: 'updated'; action: AgentAction; label: string; undo: { searchString: string; frequency: SearchAgentFrequency } | null }
  | Invalid
  | Limited
  | { kind: 'not-found' };

/** 'Meine Suchagenten' by e-mail: the one answer, whether or not the address has agents. */
export const MANAGE_LINK_SENT = 'Wenn zu dieser Adresse Suchagenten gespeichert sind, haben wir Ihnen soeben einen Link zu „Meine Suchagenten“ geschickt.';

export const manageLinkRequestSchema = z.object({
  mail: z
    .string({ error: SEARCH_AGENT_MESSAGES.email })
    .trim()
    .min(1, SEARCH_AGENT_MESSAGES.email)
    .max(SUBSCRIPTION_MAIL_MAX, SEARCH_AGENT_MESSAGES.emailTooLong)
    .pipe(z.email(SEARCH_AGENT_MESSAGES.email)),
});

export type LinkRequestResult = { kind: 'sent'; message: string } | Invalid | Limited;

export interface AgentManagement {
  /** A new management link path of the address (called while composing each of its mails). */
  linkFor(db: Kysely<Database>, email: string, now: Date): Promise<string>;
  /** null for a token that names no address (forged, mistyped or all agents deleted). */
  overview(token: string): Promise<AgentOverview | null>;
  manage(token: string, input: unknown, meta: SubmissionMeta): Promise<ManageResult>;
  /** Mails the address its management link if it has agents; answers the same either way. */
  requestLink(input: unknown, meta: SubmissionMeta): Promise<LinkRequestResult>;
}

export interface AgentManagementDeps {
  db: Kysely<Database>;
  abuse: AbuseGuard;
  /** names a stored search in words; the search agent's mails use the same */
  label(searchString: string): string;
  /** a search of the result page as it is stored, or null when it names nothing (stored-search.ts) */
  normalise(searchString: string): string | null;
  outbox: Outbox;
  site: MailSite;
  now?: () => Date;
}

export function createAgentManagement({ db, abuse, label, normalise, outbox, site, now = () => new Date() }: AgentManagementDeps): AgentManagement {
  const emailOf = (token: string) => (TOKEN_PATTERN.test(token) ? findMailboxEmail(db, token) : Promise.resolve(null));

  const linkFor = async (trx: Kysely<Database>, email: string, at: Date) => {
    const token = randomBytes(24).toString('base64url');
    await addManageToken(trx, email, token, at.toISOString());
    return manageAgentsPath(token);
  };

  return {
    linkFor,

    async overview(token) {
      const email = await emailOf(token);
      if (email === null) return null;
      const rows = await listSubscriptionsOfEmail(db, email);
      return {
        email,
        agents: rows.map((row) => ({
          id: row.id,
          label: label(row.search_string),
          resultPath: storedSearchPath(row.search_string),
          editPath: storedSearchPath(row.search_string, { [AGENT_EDIT_PARAM]: agentEditValue(row.id, token) }),
          frequency: row.frequency === 'instant' ? 'instant' : 'daily',
          paused: row.paused_at !== null,
          confirmed: row.confirmed_at !== null,
        })),
      };
    },

    async manage(token, input, meta) {
      const at = now();
      const admission = await abuse.admit('manage-agents', agentManagementSchema, input, meta, at, {
        fallbackMessage: AGENT_MANAGEMENT_MESSAGE,
        botAnswer: { kind: 'not-found' } as const,
      });
      if (admission.kind !== 'admitted') return admission;
      const email = await emailOf(token);
      const rows = email === null ? [] : await listSubscriptionsOfEmail(db, email);
      const { intent, agent, searchString, frequency } = admission.data;
      const iso = at.toISOString();
      if (email !== null && intent === 'restore') {
        // The agent is gone; the page sent back what it was. Its id is no longer needed.
        const search = searchString === undefined ? null : normalise(searchString);
        if (search === null) return { kind: 'invalid', field: 'searchString', message: AGENT_MANAGEMENT_MESSAGE };
        await restoreSubscription(db, {
          token: randomBytes(24).toString('base64url'),
          email,
          search_string: search,
          frequency: frequency ?? 'daily',
          now: iso,
        });
        return { kind: 'updated', action: intent, label: label(search), undo: null };
      }
      // Only the address's own agents: a valid token never reaches another address's rows.
      const row = rows.find((r) => r.id === agent);
      if (email === null || !row) return { kind: 'not-found' };
      if (intent === 'pause') await setSubscriptionPaused(db, row.id, iso, iso);
      else if (intent === 'resume') await setSubscriptionPaused(db, row.id, null, iso);
      else if (intent === 'daily' || intent === 'instant') await setSubscriptionFrequency(db, row.id, intent);
      else if (intent === 'replace') {
        const search = searchString === undefined ? null : normalise(searchString);
        // Another agent of the address already watches that search: two would mail the same cars.
        if (search === null || rows.some((r) => r.id !== row.id && r.search_string === search))
          return { kind: 'invalid', field: 'searchString', message: AGENT_MANAGEMENT_MESSAGE };
        await setSubscriptionSearch(db, row.id, search, iso);
        return { kind: 'updated', action: intent, label: label(search), undo: null };
      } else {
        // The address's management link stays, so the page can undo this (and says when none is left).
        await db.transaction().execute((trx) => deleteSubscriptionLeavingTombstone(trx, row, iso));
        const undo = { searchString: row.search_string, frequency: row.frequency === 'instant' ? 'instant' : 'daily' } as const;
        return { kind: 'updated', action: intent, label: label(row.search_string), undo };
      }
      return { kind: 'updated', action: intent, label: label(row.search_string), undo: null };
    },

    async requestLink(input, meta) {
      const at = now();
      const sent = { kind: 'sent', message: MANAGE_LINK_SENT } as const;
      const admission = await abuse.admit('agent-link', manageLinkRequestSchema, input, meta, at, {
        fallbackMessage: SEARCH_AGENT_MESSAGES.email,
        email: (r) => r.mail.toLowerCase(),
        botAnswer: sent,
      });
      if (admission.kind !== 'admitted') return admission;
      const email = admission.data.mail.toLowerCase();
      const agents = await listSubscriptionsOfEmail(db, email);
      if (agents.length > 0) {
        await db.transaction().execute(async (trx) => {
          const managePath = await linkFor(trx, email, at);
          await outbox.enqueue(
            trx,
            {
              kind: 'agent-link',
              key: `agent-link-${randomBytes(9).toString('base64url')}`,
              to: email,
              mail: agentManageLinkMail(site, managePath, agents.length),
            },
            at,
          );
        });
        outbox.notify();
      }
      return sent;
    },
  };
}

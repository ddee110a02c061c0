/**
 * 'Meine Suchagenten' (issue 19 point 17): every search-agent mail links to one page per e-mail
 * address that lists its agents in words and pauses, resumes, switches frequency or deletes them.
 * No login: the link carries a random 192-bit token stored per address — as unguessable as a signed
 * link, and it needs no secret that a default installation would have to invent.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AbuseGuard } from '../abuse/abuse-guard.server.ts';
import type { Invalid, Limited, SubmissionMeta } from '../abuse/admission.ts';
import type { Database } from '../db/schema.ts';
import { ROUTE_PATHS } from '../domain/navigation/route-paths.ts';
import { ensureMailboxToken, findMailboxEmail, deleteMailboxIfUnused } from '../repositories/search-agent-mailbox.repository.ts';
import {
  deleteSubscriptionLeavingTombstone, listSubscriptionsOfEmail, setSubscriptionFrequency, setSubscriptionPaused,
} from '../repositories/search-subscription.repository.ts';
import { AGENT_MANAGEMENT_MESSAGE, agentManagementSchema, type AgentAction } from './agent-management-schema.ts';
import { AGENT_NOTIFICATION_PARAM, agentNotificationValue } from './agent-notification.ts';
import { storedSearchPath } from './stored-search.ts';
import type { SearchAgentFrequency } from './subscription-rules.ts';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

export const manageAgentsPath = (token: string) => `${ROUTE_PATHS.searchAgents}${token}`;

export interface ManagedAgent {
  id: number;
  /** the search in words ('VW Golf · bis € 20.000 · Steiermark') */
  label: string;
  resultPath: string;
  frequency: SearchAgentFrequency;
  paused: boolean;
  /** false until the confirmation link was followed */
  confirmed: boolean;
}

export interface AgentOverview { email: string; agents: ManagedAgent[] }

export type ManageResult =
  /**
   * `leaveTo`: after deleting the address's last agent the page (and its link) is gone; the visitor
   * lands on the deleted search with the 'gelöscht' banner, as after the mails' unsubscribe link.
   */
  | { kind: 'updated'; action: AgentAction; label: string; leaveTo: string | null }
  | Invalid
  | Limited
  | { kind: 'not-found' };

export interface AgentManagement {
  /** The address's management link path, created on first use (called while composing its mails). */
  linkFor(db: Kysely<Database>, email: string, now: Date): Promise<string>;
  /** null for a token that names no address (forged, mistyped or all agents deleted). */
  overview(token: string): Promise<AgentOverview | null>;
  manage(token: string, input: unknown, meta: SubmissionMeta): Promise<ManageResult>;
}

export interface AgentManagementDeps {
  db: Kysely<Database>;
  abuse: AbuseGuard;
  /** names a stored search in words; the search agent's mails use the same */
  label(searchString: string): string;
  now?: () => Date;
}

export function createAgentManagement({ db, abuse, label, now = () => new Date() }: AgentManagementDeps): AgentManagement {
  const emailOf = (token: string) => (TOKEN_PATTERN.test(token) ? findMailboxEmail(db, token) : Promise.resolve(null));

  return {
    async linkFor(trx, email, at) {
      return manageAgentsPath(await ensureMailboxToken(trx, email, randomBytes(24).toString('base64url'), at.toISOString()));
    },

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
      // Only the address's own agents: a valid token never reaches another address's rows.
      const row = rows.find((r) => r.id === admission.data.agent);
      if (email === null || !row) return { kind: 'not-found' };
      const { intent } = admission.data;
      const iso = at.toISOString();
      if (intent === 'pause') await setSubscriptionPaused(db, row.id, iso, iso);
      else if (intent === 'resume') await setSubscriptionPaused(db, row.id, null, iso);
      else if (intent === 'daily' || intent === 'instant') await setSubscriptionFrequency(db, row.id, intent);
      else {
        await db.transaction().execute(async (trx) => {
          await deleteSubscriptionLeavingTombstone(trx, row, iso);
          await deleteMailboxIfUnused(trx, email);
        });
      }
      const lastDeleted = intent === 'delete' && rows.length === 1;
      const leaveTo = lastDeleted ? storedSearchPath(row.search_string, { [AGENT_NOTIFICATION_PARAM]: agentNotificationValue('deleted') }) : null;
      return { kind: 'updated', action: intent, label: label(row.search_string), leaveTo };
    },
  };
}


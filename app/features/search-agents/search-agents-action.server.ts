/**
 * The buttons of 'Meine Suchagenten' (plain form posts, so they work without JavaScript): the token
 * in the address names the e-mail address, the service checks the agent belongs to it. The
 * result page's edit mode posts 'replace' here too. The page without token asks for the address.
 */
import { data } from 'react-router';
import { formSubmissionMeta, submissionStatus } from '#src/abuse/admission.ts';
import { CROSS_ORIGIN_MESSAGE, isFromOtherSite } from '#src/abuse/same-origin.ts';
import type { AppServices } from '#src/app-services.server.ts';
import { RATE_LIMIT_MESSAGE } from '#src/abuse/rate-limiter.server.ts';
import { AGENT_MANAGEMENT_MESSAGE, type AgentAction } from '#src/search-agent/agent-management-schema.ts';
import type { SearchAgentFrequency } from '#src/search-agent/subscription-rules.ts';

export interface AgentActionData {
  outcome: { ok: boolean; message: string };
  /** after a delete: what 'Rückgängig' sends back */
  undo?: { agent: number; searchString: string; frequency: SearchAgentFrequency } | null;
}

const DONE: Record<AgentAction, string> = {
  pause: 'pausiert – Sie erhalten keine E-Mails, bis Sie ihn fortsetzen.',
  resume: 'fortgesetzt – neue Fahrzeuge ab jetzt.',
  daily: 'auf tägliche E-Mails umgestellt.',
  instant: 'auf sofortige E-Mails umgestellt.',
  delete: 'gelöscht.',
  replace: 'gespeichert – neue Fahrzeuge zu dieser Suche ab jetzt.',
  restore: 'wiederhergestellt.',
};

export async function handleAgentManagementPost(request: Request, token: string, services: AppServices, clientIp: string | null) {
  const answer = (status: number, ok: boolean, message: string, undo: AgentActionData['undo'] = null) =>
    data<AgentActionData>({ outcome: { ok, message }, undo }, { status });
  if (isFromOtherSite(request, services.config.publicUrl)) return answer(403, false, CROSS_ORIGIN_MESSAGE);
  const form = await request.formData();
  const field = (name: string) => form.get(name) ?? undefined;
  const input = { agent: field('agent'), intent: field('intent'), searchString: field('searchString'), frequency: field('frequency') };
  const result = await services.searchAgent.manage(token, input, formSubmissionMeta(request, form, clientIp));
  switch (result.kind) {
    case 'updated': {
      const undo = result.undo ? { agent: Number(input.agent), ...result.undo } : null;
      return answer(submissionStatus(result), true, `Suchagent „${result.label}“ ${DONE[result.action]}`, undo);
    }
    case 'limited':
      return answer(submissionStatus(result), false, RATE_LIMIT_MESSAGE);
    case 'invalid':
    case 'not-found':
      return answer(submissionStatus(result), false, AGENT_MANAGEMENT_MESSAGE);
  }
}

export interface LinkRequestActionData {
  ok: boolean;
  message: string;
  mail: string;
}

/** 'Meine Suchagenten' without a link: the address gets its link by mail (the same answer for every address). */
export async function handleAgentLinkRequest(request: Request, services: AppServices, clientIp: string | null) {
  const form = await request.formData();
  const mail = String(form.get('mail') ?? '');
  const answer = (status: number, ok: boolean, message: string) => data<LinkRequestActionData>({ ok, message, mail }, { status });
  if (isFromOtherSite(request, services.config.publicUrl)) return answer(403, false, CROSS_ORIGIN_MESSAGE);
  const result = await services.searchAgent.requestLink({ mail }, formSubmissionMeta(request, form, clientIp));
  switch (result.kind) {
    case 'sent':
      return answer(200, true, result.message);
    case 'limited':
      return answer(submissionStatus(result), false, RATE_LIMIT_MESSAGE);
    case 'invalid':
      return answer(submissionStatus(result), false, result.message);
  }
}

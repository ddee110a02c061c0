/**
 * The buttons of 'Meine Suchagenten' (plain form posts, so they work without JavaScript): the token
 * in the address names the e-mail address, the service checks the agent belongs to it.
 */
import { data, redirect } from 'react-router';
import { formSubmissionMeta, submissionStatus } from '#src/abuse/admission.ts';
import { CROSS_ORIGIN_MESSAGE, isFromOtherSite } from '#src/abuse/same-origin.ts';
import type { AppServices } from '#src/app-services.server.ts';
import { RATE_LIMIT_MESSAGE } from '#src/abuse/rate-limiter.server.ts';
import { AGENT_MANAGEMENT_MESSAGE, type AgentAction } from '#src/search-agent/agent-management-schema.ts';

export interface AgentActionData { outcome: { ok: boolean; message: string } }

const DONE: Record<AgentAction, string> = {
  pause: 'pausiert – Sie erhalten keine E-Mails, bis Sie ihn fortsetzen.',
  resume: 'fortgesetzt – neue Fahrzeuge ab jetzt.',
  daily: 'auf tägliche E-Mails umgestellt.',
  instant: 'auf sofortige E-Mails umgestellt.',
  delete: 'gelöscht.',
};

export async function handleAgentManagementPost(request: Request, token: string, services: AppServices, clientIp: string | null) {
  const answer = (status: number, ok: boolean, message: string) => data<AgentActionData>({ outcome: { ok, message } }, { status });
  if (isFromOtherSite(request, services.config.publicUrl)) return answer(403, false, CROSS_ORIGIN_MESSAGE);
  const form = await request.formData();
  const result = await services.searchAgent.manage(token, { agent: form.get('agent'), intent: form.get('intent') }, formSubmissionMeta(request, form, clientIp));
  switch (result.kind) {
    case 'updated':
      if (result.leaveTo !== null) return redirect(result.leaveTo, 303);
      return answer(submissionStatus(result), true, `Suchagent „${result.label}“ ${DONE[result.action]}`);
    case 'limited':
      return answer(submissionStatus(result), false, RATE_LIMIT_MESSAGE);
    case 'invalid':
    case 'not-found':
      return answer(submissionStatus(result), false, AGENT_MANAGEMENT_MESSAGE);
  }
}

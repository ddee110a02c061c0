/**
 * 'Suche ändern' on 'Meine Suchagenten' (issue 27 point 4): the agent's result page opens with
 * `?suchagent={id}.{management token}`; the visitor changes filters there (the parameter travels
 * with every search, like other non-filter parameters) and the search agent box saves the page's
 * search into that agent. The service checks the agent belongs to the token's address.
 */
export const AGENT_EDIT_PARAM = 'suchagent';

export function agentEditValue(agentId: number, token: string): string {
  return `${agentId}.${token}`;
}

export function parseAgentEdit(value: string | null | undefined): { agentId: number; token: string } | null {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{20,100})$/.exec(value ?? '');
  if (!match?.[1] || !match[2]) return null;
  return { agentId: Number(match[1]), token: match[2] };
}

/**
 * The saved-search banner of the result page (SPEC §2 'Saved-search alert banner', §8 search agent):
 * the links in search-agent mails land on the result page with `?notification=94-{type}[-{kind}]`.
 * Type 0 is a success banner, any other type a warning. The search page reads it with
 * `parseAgentNotification` and shows `title` and `text`; this module is the only place that knows
 * the codes and the texts.
 */
export const AGENT_NOTIFICATION_PARAM = 'notification';
const CODE = '94';

export type AgentNoticeKind = 'deleted' | 'already-deleted' | 'confirmed' | 'confirm-failed';

export interface AgentNotice {
  kind: AgentNoticeKind;
  type: number;
  tone: 'success' | 'warning';
  title: string;
  text: string;
}

const NOTICES: Record<AgentNoticeKind, { value: string; type: number; title: string; text: string }> = {
  deleted: {
    value: `${CODE}-0`,
    type: 0,
    title: 'Ihr Suchagent wurde erfolgreich gelöscht!',
    text: 'Sie erhalten zu dieser Suche keine weiteren Benachrichtigungen.',
  },
  'already-deleted': {
    value: `${CODE}-1`,
    type: 1,
    title: 'Sie haben sich bereits von dieser Suche abgemeldet.',
    text: 'Der Suchauftrag wurde bereits gelöscht.',
  },
  confirmed: {
    value: `${CODE}-0-confirmed`,
    type: 0,
    title: 'Ihr Suchagent ist bestätigt',
    text: 'Sobald neue passende Fahrzeuge eingestellt werden, erhalten Sie eine E-Mail. Über den Link am Ende jeder E-Mail können Sie sich jederzeit abmelden.',
  },
  'confirm-failed': {
    value: `${CODE}-1-confirm`,
    type: 1,
    title: 'Dieser Bestätigungslink ist nicht mehr gültig.',
    text: 'Bitte legen Sie den Suchagenten erneut an.',
  },
};

/** The query value for a notice, e.g. '94-0'. */
export function agentNotificationValue(kind: AgentNoticeKind): string {
  return NOTICES[kind].value;
}

/** The notice a `notification` query value stands for; null when it is not a search-agent notice. */
export function parseAgentNotification(value: string | null | undefined): AgentNotice | null {
  if (!value) return null;
  const [code, typeText = '', detail] = value.split('-');
  if (code !== CODE || !/^\d{1,2}$/.test(typeText)) return null;
  const type = Number(typeText);
  let kind: AgentNoticeKind;
  if (detail === 'confirmed') kind = 'confirmed';
  else if (detail === 'confirm') kind = 'confirm-failed';
  else kind = type === 0 ? 'deleted' : 'already-deleted';
  const notice = NOTICES[kind];
  return { kind, type, tone: type === 0 ? 'success' : 'warning', title: notice.title, text: notice.text };
}

/** A notice's title and text by kind, for pages that show it themselves (the unsubscribe page). */
export function agentNotice(kind: AgentNoticeKind): { title: string; text: string } {
  const { title, text } = NOTICES[kind];
  return { title, text };
}

import { describe, expect, it } from 'vitest';
import { agentNotificationValue, parseAgentNotification } from './agent-notification.ts';

describe('search-agent notification', () => {
  it('type 0 is the success banner of a deleted agent, any other type a warning (SPEC §2, §8)', () => {
    expect(agentNotificationValue('deleted')).toBe('94-0');
    expect(parseAgentNotification('94-0')).toMatchObject({ kind: 'deleted', tone: 'success', title: 'Ihr Suchagent wurde erfolgreich gelöscht!' });
    expect(parseAgentNotification('94-1')).toMatchObject({
      kind: 'already-deleted',
      tone: 'warning',
      title: 'Sie haben sich bereits von dieser Suche abgemeldet.',
    });
    expect(parseAgentNotification('94-3')?.tone).toBe('warning');
  });

  it('round-trips every notice and ignores other values', () => {
    for (const kind of ['deleted', 'already-deleted', 'confirmed', 'confirm-failed'] as const) {
      expect(parseAgentNotification(agentNotificationValue(kind))?.kind).toBe(kind);
    }
    expect(parseAgentNotification('12-0')).toBeNull();
    expect(parseAgentNotification('94')).toBeNull();
    expect(parseAgentNotification(null)).toBeNull();
  });
});

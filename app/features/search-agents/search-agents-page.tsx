/** 'Meine Suchagenten': the agents of one e-mail address in words, each with its own buttons. */
import { Form, Link } from 'react-router';
import type { AgentOverview, ManagedAgent } from '#src/search-agent/agent-management.server.ts';
import type { AgentActionData } from './search-agents-action.server.ts';

function AgentButtons({ agent }: { agent: ManagedAgent }) {
  const button = (intent: string, text: string, className = 'button button--secondary') => (
    <Form method="post" className="search-agents__action">
      <input type="hidden" name="agent" value={agent.id} />
      <button type="submit" name="intent" value={intent} className={className}>{text}</button>
    </Form>
  );
  return (
    <div className="search-agents__actions">
      {agent.paused ? button('resume', 'Fortsetzen') : button('pause', 'Pausieren')}
      {agent.frequency === 'daily' ? button('instant', 'Sofort benachrichtigen') : button('daily', 'Täglich benachrichtigen')}
      {button('delete', 'Löschen', 'button button--danger')}
    </div>
  );
}

function status(agent: ManagedAgent): string {
  if (!agent.confirmed) return 'Noch nicht bestätigt – bitte den Link in der Bestätigungs-E-Mail öffnen';
  if (agent.paused) return 'Pausiert';
  return agent.frequency === 'instant' ? 'Aktiv · sofort bei neuen Fahrzeugen' : 'Aktiv · einmal täglich';
}

export function SearchAgentsPage({ overview, actionData }: { overview: AgentOverview; actionData: AgentActionData | undefined }) {
  const outcome = actionData?.outcome;
  return (
    <div className="search-agents">
      <h1>Meine Suchagenten</h1>
      <p>Suchagenten für <strong>{overview.email}</strong></p>
      {outcome ? (
        <p role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? 'search-agents__notice' : 'search-agents__notice search-agents__notice--error'}>{outcome.message}</p>
      ) : null}
      {overview.agents.length === 0 ? (
        <p>Zu dieser Adresse gibt es keine Suchagenten mehr.</p>
      ) : (
        <ul className="search-agents__list">
          {overview.agents.map((agent) => (
            <li key={agent.id} className="search-agents__item">
              <h2 className="search-agents__label"><Link to={agent.resultPath}>{agent.label}</Link></h2>
              <p className="search-agents__status">{status(agent)}</p>
              <AgentButtons agent={agent} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

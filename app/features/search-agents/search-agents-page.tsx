/** 'Meine Suchagenten': the agents of one e-mail address in words, each with its own buttons. */
import { Form, Link } from 'react-router';
import type { AgentOverview, ManagedAgent } from '#src/search-agent/agent-management.server.ts';
import { SUBSCRIPTION_MAIL_MAX } from '#src/domain/subscription/double-opt-in.ts';
import type { AgentActionData, LinkRequestActionData } from './search-agents-action.server.ts';
import { HoneypotField } from '#app/components/ui/honeypot-field.tsx';

function ActionButton({ agent, intent, text, className = 'button button--secondary' }: { agent: number; intent: string; text: string; className?: string }) {
  return (
    <Form method="post" className="search-agents__action">
      <input type="hidden" name="agent" value={agent} />
      <button type="submit" name="intent" value={intent} className={className}>
        {text}
      </button>
    </Form>
  );
}

function AgentButtons({ agent }: { agent: ManagedAgent }) {
  return (
    <div className="search-agents__actions">
      <Link to={agent.editPath} className="button button--secondary search-agents__action">
        Suche ändern
      </Link>
      {agent.paused ? <ActionButton agent={agent.id} intent="resume" text="Fortsetzen" /> : <ActionButton agent={agent.id} intent="pause" text="Pausieren" />}
      {agent.frequency === 'daily' ? (
        <ActionButton agent={agent.id} intent="instant" text="Sofort benachrichtigen" />
      ) : (
        <ActionButton agent={agent.id} intent="daily" text="Täglich benachrichtigen" />
      )}
      {/* Deleting asks first (works without JavaScript: the question opens in place). */}
      <details className="search-agents__delete">
        <summary className="button button--danger">Löschen</summary>
        <div className="search-agents__confirm">
          <p>Diesen Suchagenten wirklich löschen?</p>
          <ActionButton agent={agent.id} intent="delete" text="Ja, löschen" className="button button--danger" />
        </div>
      </details>
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
  const undo = actionData?.undo;
  return (
    <div className="search-agents">
      <h1>Meine Suchagenten</h1>
      <p>
        Suchagenten für <strong>{overview.email}</strong>
      </p>
      {outcome ? (
        <div role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? 'search-agents__notice' : 'search-agents__notice search-agents__notice--error'}>
          <p>{outcome.message}</p>
          {undo ? (
            <Form method="post" className="search-agents__undo">
              <input type="hidden" name="agent" value={undo.agent} />
              <input type="hidden" name="searchString" value={undo.searchString} />
              <input type="hidden" name="frequency" value={undo.frequency} />
              <button type="submit" name="intent" value="restore" className="button button--secondary">
                Rückgängig
              </button>
            </Form>
          ) : null}
        </div>
      ) : null}
      {overview.agents.length === 0 ? (
        <p>Zu dieser Adresse gibt es keine Suchagenten.</p>
      ) : (
        <ul className="search-agents__list">
          {overview.agents.map((agent) => (
            <li key={agent.id} className="search-agents__item">
              <h2 className="search-agents__label">
                <Link to={agent.resultPath}>{agent.label}</Link>
              </h2>
              <p className="search-agents__status">{status(agent)}</p>
              <AgentButtons agent={agent} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** '/suchagenten/' without a link: asks for the address and mails the management link. */
export function SearchAgentsRequestPage({ actionData }: { actionData: LinkRequestActionData | undefined }) {
  const error = actionData && !actionData.ok ? actionData.message : null;
  return (
    <div className="search-agents">
      <h1>Meine Suchagenten</h1>
      <p>
        Geben Sie die E-Mail-Adresse Ihrer Suchagenten ein: Wir schicken Ihnen einen Link, über den Sie sie ansehen, ändern, pausieren oder löschen – ohne
        Anmeldung.
      </p>
      {actionData?.ok ? (
        <p role="status" className="search-agents__notice">
          {actionData.message}
        </p>
      ) : (
        <Form method="post" className="search-agents__request" noValidate>
          <HoneypotField idPrefix="agents" />
          <label htmlFor="agents-mail">E-Mail-Adresse</label>
          <input
            id="agents-mail"
            className="field__control"
            type="email"
            name="mail"
            autoComplete="email"
            maxLength={SUBSCRIPTION_MAIL_MAX}
            defaultValue={actionData?.mail}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'agents-mail-error' : undefined}
          />
          {error ? (
            <p id="agents-mail-error" className="field__error" role="alert">
              {error}
            </p>
          ) : null}
          <button type="submit" className="button button--primary">
            Link anfordern
          </button>
        </Form>
      )}
    </div>
  );
}

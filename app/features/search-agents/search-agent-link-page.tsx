/**
 * The pages behind the links of the search-agent mails — confirm (double opt-in, issue 37 point 7) and
 * unsubscribe (issue 24 point 8): opening a link only shows the button, since mail providers' link
 * scanners open every link; the button acts and lands on the result page with the spec's banner
 * ('Ihr Suchagent wurde gespeichert!' / 'Ihr Suchagent wurde erfolgreich gelöscht!'). Works without JavaScript.
 */
import { Form, Link } from 'react-router';
import { ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';
import { agentNotice } from '#src/search-agent/agent-notification.ts';
import type { AgentLinkTarget } from '#src/search-agent/search-agent.server.ts';
import { PageHeading } from '../../components/layout/page-heading.tsx';

const ACTIONS = {
  confirm: { missing: 'confirm-failed', heading: 'Suchagent bestätigen', question: 'E-Mails zu neuen Fahrzeugen der Suche' },
  unsubscribe: { missing: 'already-deleted', heading: 'Suchagent löschen', question: 'Keine E-Mails mehr zur Suche' },
} as const;

export function SearchAgentLinkPage({ action, target }: { action: keyof typeof ACTIONS; target: AgentLinkTarget | null }) {
  const { missing, heading, question } = ACTIONS[action];
  if (target === null) {
    const notice = agentNotice(missing);
    return (
      <div className="page">
        <div className="search-agents">
          <PageHeading>{notice.title}</PageHeading>
          <p>{notice.text}</p>
          <p>
            <Link to={ROUTE_PATHS.search}>Zu den Angeboten</Link>
          </p>
        </div>
      </div>
    );
  }
  return (
    <div className="page">
      <div className="search-agents">
        <PageHeading>{heading}</PageHeading>
        <p>
          {question} <Link to={target.resultPath}>{target.label}</Link>?
        </p>
        <Form method="post">
          <button type="submit" className="button button--primary">
            {heading}
          </button>
        </Form>
      </div>
    </div>
  );
}

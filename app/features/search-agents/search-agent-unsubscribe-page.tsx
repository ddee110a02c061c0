/**
 * The unsubscribe link of the search-agent mails (issue 24 point 8): opening it only shows the button,
 * since mail providers' link scanners open every link; the button deletes and lands on the result page
 * with the spec's banner 'Ihr Suchagent wurde erfolgreich gelöscht!'.
 */
import { Form, Link } from 'react-router';
import { ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';
import { agentNotice } from '#src/search-agent/agent-notification.ts';
import type { AgentLinkTarget } from '#src/search-agent/search-agent.server.ts';
import { PageHeading } from '../../components/layout/page-heading.tsx';

export function SearchAgentUnsubscribePage({ target }: { target: AgentLinkTarget | null }) {
  if (target === null) {
    const notice = agentNotice('already-deleted');
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
        <PageHeading>Suchagent löschen</PageHeading>
        <p>
          Keine E-Mails mehr zur Suche <Link to={target.resultPath}>{target.label}</Link>?
        </p>
        <Form method="post">
          <button type="submit" className="button button--primary">
            Suchagent löschen
          </button>
        </Form>
      </div>
    </div>
  );
}

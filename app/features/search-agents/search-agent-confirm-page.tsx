/**
 * The confirmation link of the search-agent mail (double opt-in, issue 37 point 7): opening it only
 * shows the button, since mail providers' link scanners open every link; the button confirms and lands
 * on the result page with the spec's banner 'Ihr Suchagent wurde gespeichert!'. Works without JavaScript.
 */
import { Form, Link } from 'react-router';
import { ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';
import { agentNotice } from '#src/search-agent/agent-notification.ts';
import type { AgentLinkTarget } from '#src/search-agent/search-agent.server.ts';
import { PageHeading } from '../../components/layout/page-heading.tsx';

export function SearchAgentConfirmPage({ target }: { target: AgentLinkTarget | null }) {
  if (target === null) {
    const notice = agentNotice('confirm-failed');
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
        <PageHeading>Suchagent bestätigen</PageHeading>
        <p>
          E-Mails zu neuen Fahrzeugen der Suche <Link to={target.resultPath}>{target.label}</Link>?
        </p>
        <Form method="post">
          <button type="submit" className="button button--primary">
            Suchagent bestätigen
          </button>
        </Form>
      </div>
    </div>
  );
}

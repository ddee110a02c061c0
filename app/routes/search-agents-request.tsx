import { useActionData } from 'react-router';
import { handleAgentLinkRequest } from '#app/features/search-agents/search-agents-action.server.ts';
import { SearchAgentsRequestPage } from '#app/features/search-agents/search-agents-page.tsx';
import searchAgentsCss from '../styles/search-agents.css?url';
import { pageTitle, siteNameFrom } from '../seo/page-title.ts';
import type { Route } from './+types/search-agents-request';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: searchAgentsCss, precedence: 'default' }];

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Meine Suchagenten', siteNameFrom(matches)) },
  { name: 'robots', content: 'noindex,follow' },
];

/** Issue 27 point 4: the header's and footer's 'Meine Suchagenten' (no login: the link comes by mail). */
export function action({ request, context }: Route.ActionArgs) {
  return handleAgentLinkRequest(request, context.services, context.clientIp);
}

export default function SearchAgentsRequestRoute() {
  return <SearchAgentsRequestPage actionData={useActionData<typeof action>()} />;
}

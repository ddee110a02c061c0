import { data, useActionData } from 'react-router';
import { handleAgentManagementPost } from '#app/features/search-agents/search-agents-action.server.ts';
import { SearchAgentsPage } from '#app/features/search-agents/search-agents-page.tsx';
import searchAgentsCss from '../styles/search-agents.css?url';
import { pageTitle, siteNameFrom } from '../seo/page-title.ts';
import type { Route } from './+types/search-agents';
import { SECRET_LINK_HEADERS, secretLinkHeaders } from '../seo/secret-link-headers.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: searchAgentsCss, precedence: 'default' }];

export const headers: Route.HeadersFunction = secretLinkHeaders;

/** A token that names no address is a plain 404: the page says nothing about whether an address exists. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const overview = await context.services.searchAgent.overview(params.token ?? '');
  if (!overview) throw data({ notFound: 'page' }, { status: 404, headers: SECRET_LINK_HEADERS });
  return data({ overview }, { headers: SECRET_LINK_HEADERS });
}

export function action({ params, request, context }: Route.ActionArgs) {
  return handleAgentManagementPost(request, params.token ?? '', context.services, context.clientIp);
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Meine Suchagenten', siteNameFrom(matches)) },
  { name: 'robots', content: 'noindex,nofollow' },
];

export default function SearchAgentsRoute({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  return <SearchAgentsPage overview={loaderData.overview} actionData={actionData} />;
}

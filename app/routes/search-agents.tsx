import { data, useActionData } from 'react-router';
import { handleAgentManagementPost } from '#app/features/search-agents/search-agents-action.server.ts';
import { SearchAgentsPage } from '#app/features/search-agents/search-agents-page.tsx';
import searchAgentsCss from '../styles/search-agents.css?url';
import { pageTitle, siteNameFrom } from '../seo/page-title.ts';
import type { Route } from './+types/search-agents';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: searchAgentsCss, precedence: 'default' }];

/**
 * One person's page behind a secret link: never kept by the page cache or a shared proxy, and the
 * link does not travel to other sites in the Referer.
 */
const PRIVATE_HEADERS = { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'same-origin' };

export const headers: Route.HeadersFunction = () => PRIVATE_HEADERS;

/** A token that names no address is a plain 404: the page says nothing about whether an address exists. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const overview = await context.services.searchAgent.overview(params.token ?? '');
  if (!overview) throw data({ notFound: 'page' }, { status: 404, headers: PRIVATE_HEADERS });
  return data({ overview }, { headers: PRIVATE_HEADERS });
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

import { data, redirect } from 'react-router';
import { SearchAgentLinkPage } from '#app/features/search-agents/search-agent-link-page.tsx';
import { CROSS_ORIGIN_MESSAGE, isFromOtherSite } from '#src/abuse/same-origin.ts';
import searchAgentsCss from '../styles/search-agents.css?url';
import { pageTitle, siteNameFrom } from '../seo/page-title.ts';
import type { Route } from './+types/search-agent-confirm';
import { SECRET_LINK_HEADERS, secretLinkHeaders } from '../seo/secret-link-headers.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: searchAgentsCss, precedence: 'default' }];

export const headers: Route.HeadersFunction = secretLinkHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Suchagent bestätigen', siteNameFrom(matches)) },
  { name: 'robots', content: 'noindex,nofollow' },
];

/** Opening the confirmation mail's link only shows the button: a GET confirms nothing. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const target = await context.services.searchAgent.linkTarget(params.token ?? '');
  return data({ target }, { status: target ? 200 : 404, headers: SECRET_LINK_HEADERS });
}

/** The button: confirms and lands on the search's result page with the spec's banner. */
export async function action({ params, request, context }: Route.ActionArgs) {
  if (isFromOtherSite(request, context.services.config.publicUrl)) throw data(CROSS_ORIGIN_MESSAGE, { status: 403 });
  const outcome = await context.services.searchAgent.confirm(params.token ?? '');
  return redirect(outcome.redirectTo, { status: 303, headers: SECRET_LINK_HEADERS });
}

export default function SearchAgentConfirmRoute({ loaderData }: Route.ComponentProps) {
  return <SearchAgentLinkPage action="confirm" target={loaderData.target} />;
}

import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { SearchPage } from '../features/search/search-page.tsx';
import { handleSearchAgentPost } from '../features/search/search-agent-action.server.ts';
import { loadSearchPage } from '../features/search/search-page.server.ts';
import { pageTitle, siteNameFrom } from '../seo/page-title.ts';
import searchCss from '../styles/search.css?url';
import type { Route } from './+types/search-listing';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: searchCss, precedence: 'default' }];

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadSearchPage(request, params['*'] ?? '', context.services, context.failures, context.documentHtml);
}

/** The search agent form posts here (SPEC §2 'Speichern'). */
export function action({ request, context }: Route.ActionArgs) {
  return handleSearchAgentPost(request, context.services, context.clientIp, context.failures);
}

/** Saving a search agent changes nothing the results show. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.has('mail') ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return [{ title: pageTitle('Gebrauchtwagen', siteNameFrom(matches)) }];
  const { seo } = data;
  return [
    { title: pageTitle(seo.title, siteNameFrom(matches)) },
    { name: 'description', content: seo.description },
    { name: 'robots', content: seo.robots },
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    ...(seo.prev ? [{ tagName: 'link', rel: 'prev', href: seo.prev }] : []),
    ...(seo.next ? [{ tagName: 'link', rel: 'next', href: seo.next }] : []),
  ];
};

export default function SearchListingRoute({ loaderData }: Route.ComponentProps) {
  return <SearchPage data={loaderData} />;
}

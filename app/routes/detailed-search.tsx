import { DetailedSearch } from '../features/search/detailed-search.tsx';
import { loadDetailedSearch } from '../features/search/detailed-search.server.ts';
import { pageTitle, siteNameFrom } from '../seo/page-title.ts';
import searchCss from '../styles/search.css?url';
import type { Route } from './+types/detailed-search';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: searchCss, precedence: 'default' }];

export function loader({ request, context }: Route.LoaderArgs) {
  return loadDetailedSearch(request, context.services);
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Detailsuche', siteNameFrom(matches)) },
  { name: 'description', content: 'Gebrauchtwagen gezielt finden: Marke, Modell, Preis, Erstzulassung, Ausstattung und viele weitere Suchoptionen.' },
];

export default function DetailedSearchRoute({ loaderData }: Route.ComponentProps) {
  return <DetailedSearch data={loaderData} />;
}

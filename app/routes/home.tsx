import { HomePage } from '../features/search/home-page.tsx';
import { loadHomePage } from '../features/search/home-page.server.ts';
import { canonicalLink } from '../seo/canonical.ts';
import { pageTitle, siteNameFrom } from '../seo/page-title.ts';
import homeCss from '../styles/home.css?url';
import searchCss from '../styles/search.css?url';
import type { Route } from './+types/home';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: searchCss, precedence: 'default' },
  { rel: 'stylesheet', href: homeCss, precedence: 'default' },
];

export function loader({ context }: Route.LoaderArgs) {
  return loadHomePage(context.services);
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Gebrauchtwagen in Österreich kaufen und verkaufen', siteNameFrom(matches)) },
  {
    name: 'description',
    content:
      'Gebrauchtwagen und Neuwagen in ganz Österreich: Angebote von Händlern und privat, mit Fotos, Preisen und Finanzierung. Jetzt Auto finden oder kostenlos verkaufen.',
  },
  { name: 'robots', content: 'index,follow' },
  canonicalLink(matches, '/'),
];

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return <HomePage data={loaderData} />;
}

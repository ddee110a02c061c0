import { WatchListPage } from '#app/features/watch-list/watch-list-page.tsx';
import watchListCss from '#app/styles/watch-list.css?url';
import { pageTitle, siteNameFrom } from '../seo/page-title.ts';
import type { Route } from './+types/watch-list';

/** /merkliste/ and /favoriten/ (SPEC §2 route table): optional query selectedIds and from. */
export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Ihre Merkliste', siteNameFrom(matches)) },
  // a personal list: nothing for search engines
  { name: 'robots', content: 'noindex,follow' },
];

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: watchListCss },
];

export default function Page() {
  return <WatchListPage />;
}

import { pageTitle, siteNameFrom } from '../seo/page-title.ts';
import type { Route } from './+types/watch-list';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Ihre Merkliste', siteNameFrom(matches)) }];

export default function Page() {
  return (
    <div className="page">
      <h1>Ihre Merkliste</h1>
    </div>
  );
}

import { pageTitle, siteNameFrom } from '../seo/page-title.ts';
import type { Route } from './+types/detailed-search';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Detailsuche', siteNameFrom(matches)) }];

export default function Page() {
  return (
    <div className="page">
      <h1>Detailsuche</h1>
    </div>
  );
}

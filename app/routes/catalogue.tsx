import { pageTitle, siteNameFrom } from '../seo/page-title.ts';
import type { Route } from './+types/catalogue';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Gebrauchtwagen', siteNameFrom(matches)) }];

export default function Page() {
  return (
    <div className="page">
      <h1>Gebrauchtwagen</h1>
    </div>
  );
}

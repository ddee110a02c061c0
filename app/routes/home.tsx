import { pageTitle, siteNameFrom } from '../seo/page-title.ts';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Gebrauchtwagen in Österreich', siteNameFrom(matches)) }];

export default function Page() {
  return (
    <div className="page">
      <h1>Gebrauchtwagen in Österreich</h1>
    </div>
  );
}

import { pageTitle, siteNameFrom } from '../seo/page-title.ts';
import type { Route } from './+types/sell-car';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Auto verkaufen', siteNameFrom(matches)) }];

export default function Page() {
  return (
    <div className="page">
      <h1>Auto verkaufen</h1>
    </div>
  );
}

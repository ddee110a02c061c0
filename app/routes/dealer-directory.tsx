import { pageTitle, siteNameFrom } from '../seo/page-title.ts';
import type { Route } from './+types/dealer-directory';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Händlersuche', siteNameFrom(matches)) }];

export default function Page() {
  return (
    <div className="page">
      <h1>Händlersuche</h1>
    </div>
  );
}

import { pageTitle, siteNameFrom } from '../seo/page-title.ts';
import type { Route } from './+types/content-page';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Information', siteNameFrom(matches)) }];

export default function Page() {
  return (
    <div className="page">
      <h1>Information</h1>
    </div>
  );
}

import { pageTitle, siteNameFrom } from '../seo/page-title.ts';
import type { Route } from './+types/mobile-apps';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Mobile Apps', siteNameFrom(matches)) }];

export default function Page() {
  return (
    <div className="page">
      <h1>Mobile Apps</h1>
    </div>
  );
}

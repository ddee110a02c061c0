import { pageTitle, siteNameFrom } from '../seo/page-title.ts';
import type { Route } from './+types/insertion';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Inserat aufgeben', siteNameFrom(matches)) }];

export default function Page() {
  return (
    <div className="page">
      <h1>Inserat aufgeben</h1>
    </div>
  );
}

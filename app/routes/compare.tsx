import { pageTitle, siteNameFrom } from '../seo/page-title.ts';
import type { Route } from './+types/compare';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Fahrzeugvergleich', siteNameFrom(matches)) }];

export default function Page() {
  return (
    <div className="page">
      <h1>Fahrzeugvergleich</h1>
    </div>
  );
}

import { pageTitle, siteNameFrom } from '../seo/page-title.ts';
import type { Route } from './+types/listing-detail';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Fahrzeug', siteNameFrom(matches)) }];

export default function Page() {
  return (
    <div className="page">
      <h1>Fahrzeug</h1>
    </div>
  );
}

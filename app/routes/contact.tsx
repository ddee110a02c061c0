import { pageTitle, siteNameFrom } from '../seo/page-title.ts';
import type { Route } from './+types/contact';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Kontakt', siteNameFrom(matches)) }];

export default function Page() {
  return (
    <div className="page">
      <h1>Kontakt</h1>
    </div>
  );
}

import { pageTitle, siteNameFrom } from '../seo/page-title.ts';
import type { Route } from './+types/new-reg';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Händler-Registrierung', siteNameFrom(matches)) }];

export default function Page() {
  return (
    <div className="page">
      <h1>Händler-Registrierung</h1>
    </div>
  );
}

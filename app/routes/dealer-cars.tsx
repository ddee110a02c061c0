import { redirect } from 'react-router';
import { pageTitle, siteNameFrom } from '../seo/page-title.ts';
import type { Route } from './+types/dealer-cars';

export function loader({ request }: Route.LoaderArgs) {
  const cid = new URL(request.url).searchParams.get('cid');
  if (!cid) throw redirect('/');
  return { cid };
}

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Händlerfahrzeuge', siteNameFrom(matches)) }];

export default function Page() {
  return (
    <div className="page">
      <h1>Händlerfahrzeuge</h1>
    </div>
  );
}

import { data } from 'react-router';
import { NotFoundContent } from '../components/layout/not-found-content.tsx';
import { pageTitle, siteNameFrom } from '../seo/page-title.ts';
import type { Route } from './+types/not-found';

export function loader() {
  return data({ notFound: true }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Seite nicht gefunden', siteNameFrom(matches)) },
  { name: 'robots', content: 'noindex,follow' },
];

export default function NotFoundPage() {
  return <NotFoundContent kind="page" />;
}

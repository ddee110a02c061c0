import { data, useRouteLoaderData } from 'react-router';
import { NotFoundContent } from '../components/layout/not-found-content.tsx';
import type { Route } from './+types/not-found';

export function loader({ request, context }: Route.LoaderArgs) {
  context.services.logger.info({ status: 404, url: new URL(request.url).pathname }, 'page not found');
  return data({ notFound: true }, { status: 404 });
}

export default function NotFoundPage() {
  const siteName = useRouteLoaderData<{ config: { siteName: string } }>('root')?.config.siteName ?? 'Gebrauchtwagen.at';
  return <NotFoundContent kind="page" siteName={siteName} />;
}

import { filterListsFor } from '../features/search/filter-options.server.ts';
import type { Route } from './+types/filter-lists';

/** The result page's shared filter lists, for a browser that reaches it by client navigation (filter-lists.tsx). */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(filterListsFor(context.services.taxonomy).json, {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}

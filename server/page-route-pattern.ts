import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';

/**
 * The route pattern of a page address (`/gebrauchtwagen/:title/:id`), the label of its metrics and
 * access-log lines: an address or an id would make a new time series per car.
 */
export function pageRoutePatterns(build: ServerBuild): (pathname: string) => string {
  type BuildRoute = NonNullable<ServerBuild['routes'][string]>;
  const byParent = new Map<string | undefined, BuildRoute[]>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push(route);
    byParent.set(route.parentId, siblings);
  }
  const tree = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map((r) => (r.index ? { id: r.id, path: r.path, index: true } : { id: r.id, path: r.path, children: tree(r.id) }));
  const routes = tree(undefined);
  return (pathname) => {
    const matches = matchRoutes(routes, pathname) ?? [];
    const pattern = matches
      .map((m) => m.route.path ?? '')
      .filter((p) => p !== '' && p !== '/')
      .join('/');
    return `/${pattern}`;
  };
}

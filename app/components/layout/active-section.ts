/** The header section a path belongs to; its link carries the active marker (SPEC §2 Layout). */
import { isWithin, ROUTE_PATHS, type RoutePath } from '#src/domain/navigation/route-paths.ts';
export type HeaderSection = 'search' | 'dealers' | 'sell' | 'watch-list';

const SECTION_PATHS: readonly [RoutePath, HeaderSection][] = [
  [ROUTE_PATHS.search, 'search'],
  [ROUTE_PATHS.detailedSearch, 'search'],
  [ROUTE_PATHS.detail, 'search'],
  [ROUTE_PATHS.dealerDirectory, 'dealers'],
  [ROUTE_PATHS.dealerCars, 'dealers'],
  [ROUTE_PATHS.sellCar, 'sell'],
  [ROUTE_PATHS.insertion, 'sell'],
  [ROUTE_PATHS.watchList, 'watch-list'],
  [ROUTE_PATHS.favourites, 'watch-list'],
  [ROUTE_PATHS.compare, 'watch-list'],
];

export function activeSection(pathname: string): HeaderSection | null {
  const path = pathname.toLowerCase();
  for (const [sectionPath, section] of SECTION_PATHS) {
    if (isWithin(path, sectionPath)) return section;
  }
  return null;
}

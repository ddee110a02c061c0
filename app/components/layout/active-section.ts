/** The header section a path belongs to; its link carries the active marker (SPEC §2 Layout). */
export type HeaderSection = 'search' | 'dealers' | 'sell' | 'watch-list';

const SECTION_PREFIXES: readonly [string, HeaderSection][] = [
  ['/angebote', 'search'],
  ['/detailsuche', 'search'],
  ['/fahrzeuge', 'search'],
  ['/anbieterverzeichnis', 'dealers'],
  ['/handlerwagen', 'dealers'],
  ['/auto-verkaufen', 'sell'],
  ['/inserieren', 'sell'],
  ['/merkliste', 'watch-list'],
  ['/favoriten', 'watch-list'],
  ['/vergleichen', 'watch-list'],
];

export function activeSection(pathname: string): HeaderSection | null {
  const path = pathname.toLowerCase();
  for (const [prefix, section] of SECTION_PREFIXES) {
    if (path === prefix || path.startsWith(`${prefix}/`)) return section;
  }
  return null;
}

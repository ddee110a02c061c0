/** Every page title carries the spec's ' - {site}' suffix. */
export function pageTitle(title: string, siteName: string): string {
  return `${title} - ${siteName}`;
}

interface MatchWithRootData {
  id: string;
  data?: unknown;
  loaderData?: unknown;
}

/** The site name from the root loader, for `meta` functions. */
export function siteNameFrom(matches: readonly (MatchWithRootData | undefined)[]): string {
  const root = matches.find((m) => m?.id === 'root');
  const data = (root?.loaderData ?? root?.data) as { config?: { siteName?: string } } | undefined;
  return data?.config?.siteName ?? 'Gebrauchtwagen.at';
}

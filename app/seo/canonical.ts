interface MatchWithRootData {
  id: string;
  data?: unknown;
  loaderData?: unknown;
}

/** The canonical link descriptor for a `meta` function: the site's public URL plus `path`. */
export function canonicalLink(matches: readonly (MatchWithRootData | undefined)[], path: string) {
  const root = matches.find((m) => m?.id === 'root');
  const data = (root?.loaderData ?? root?.data) as { config?: { publicUrl?: string } } | undefined;
  return { tagName: 'link', rel: 'canonical', href: `${data?.config?.publicUrl ?? ''}${path}` } as const;
}

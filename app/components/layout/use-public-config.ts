import { useRouteLoaderData } from 'react-router';
import type { PublicConfig } from '#src/config/env.server.ts';

/** The browser-safe configuration the root loader hands out (site name, partner links, support address). */
export function usePublicConfig(): PublicConfig {
  const data = useRouteLoaderData<{ config: PublicConfig }>('root');
  if (!data) throw new Error('usePublicConfig needs the root loader data');
  return data.config;
}

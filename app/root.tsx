import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, useLocation, useMatches, useRouteLoaderData } from 'react-router';
import { ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';
import type { Route } from './+types/root';
import { resolveDisplayMode, hiddenOnClass } from './components/layout/display-mode.ts';
import { DisplayModeProvider } from './components/layout/display-mode-context.tsx';
import { HydrationMark } from './components/layout/hydration-mark.tsx';
import { useNonce } from './components/layout/nonce-context.tsx';
import { RouteError } from './components/layout/not-found-content.tsx';
import { ScrollManager } from './components/layout/scroll-manager.tsx';
import { SiteFooter } from './components/layout/site-footer.tsx';
import { SiteHeader } from './components/layout/site-header.tsx';
import { ConsentBanner } from './features/consent/consent-banner.tsx';
import { consentFromCookieHeader } from '#src/domain/consent/consent-choice.ts';
import appCss from './styles/app.css?url';

/**
 * Every stylesheet link of the app (here and in the routes) carries a React `precedence`: React
 * then writes stylesheets into <head> before the script preloads, so a phone's connection fetches
 * the CSS first paint needs ahead of ~20 scripts (docs/quality-gates.md, Lighthouse), and on
 * client navigation waits for a route's CSS before showing it.
 */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: appCss, precedence: 'default' },
  { rel: 'icon', href: '/favicon.ico', sizes: 'any' },
];

export function loader({ context, request }: Route.LoaderArgs) {
  const { config } = context.services;
  return { config, consent: consentFromCookieHeader(request.headers.get('Cookie')), requestId: context.requestId };
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData<typeof loader>('root');
  const location = useLocation();
  const matches = useMatches();
  const config = rootData?.config;
  const siteName = config?.siteName ?? 'Gebrauchtwagen.at';
  const mode = resolveDisplayMode(
    new URLSearchParams(location.search),
    matches.map((m) => m.handle),
  );
  return (
    <html lang="de-AT">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b5cad" />
        <Meta />
        <Links />
      </head>
      <body>
        <DisplayModeProvider value={mode}>
          <a className="skip-link" href="#main">
            Zum Inhalt springen
          </a>
          {rootData ? <ConsentBanner choice={rootData.consent} /> : null}
          {mode.header === 'always' ? null : (
            <SiteHeader
              siteName={siteName}
              partnerPortalUrl={config?.partnerPortalUrl ?? ROUTE_PATHS.dealerRegistration}
              className={hiddenOnClass(mode.header)}
            />
          )}
          <main id="main" className="site-main">
            {children}
          </main>
          {mode.footer === 'always' ? null : <SiteFooter siteName={siteName} socialUrl={config?.socialUrl ?? '#'} className={hiddenOnClass(mode.footer)} />}
        </DisplayModeProvider>
        <HydrationMark />
        <ScrollManager nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Not found (404/410) or SPEC §8's server error: app/components/layout/not-found-content.tsx. */
export function ErrorBoundary() {
  return <RouteError />;
}

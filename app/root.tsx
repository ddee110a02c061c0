import type { ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import { useNonce } from './components/layout/nonce-context.tsx';
import { SiteFooter } from './components/layout/site-footer.tsx';
import { SiteHeader } from './components/layout/site-header.tsx';
import { NotFoundContent } from './components/layout/not-found-content.tsx';
import appCss from './styles/app.css?url';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: appCss },
  { rel: 'icon', href: '/favicon.ico', sizes: 'any' },
];

export function loader({ context }: Route.LoaderArgs) {
  const { config } = context.services;
  return { config };
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>('root');
  const config = data?.config;
  const siteName = config?.siteName ?? 'Gebrauchtwagen.at';
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
        <a className="skip-link" href="#main">Zum Inhalt springen</a>
        <SiteHeader siteName={siteName} partnerPortalUrl={config?.partnerPortalUrl ?? '/new-reg/'} />
        <main id="main" className="site-main">{children}</main>
        <SiteFooter siteName={siteName} socialUrl={config?.socialUrl ?? '#'} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 410)) {
    return <NotFoundContent kind="page" />;
  }
  return (
    <div className="server-error" role="alert">
      <title>Fehler</title>
      <h1>Upppss, da ist etwas schief gelaufen. Bitte die Seite neu laden.</h1>
      <a className="button button--primary" href="">SEITE NEU LADEN</a>
    </div>
  );
}

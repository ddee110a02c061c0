import { useEffect, type ReactNode } from 'react';
import { isRouteErrorResponse, Link, useLocation, useRouteError, useRouteLoaderData } from 'react-router';
import type { ListingImage } from '#src/domain/listing/listing-types.ts';
import type { CardListing } from '../listing/listing-card.tsx';
import { ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';
import { pageTitle } from '../../seo/page-title.ts';
import { recordNotFound } from './not-found-record.ts';

const POPULAR_SEARCHES: readonly { label: string; href: string }[] = [
  { label: 'VW Golf', href: `${ROUTE_PATHS.search}vw/golf/` },
  { label: 'BMW 3er', href: `${ROUTE_PATHS.search}bmw/3er/` },
  { label: 'Audi A4', href: `${ROUTE_PATHS.search}audi/a4/` },
  { label: 'Skoda Octavia', href: `${ROUTE_PATHS.search}skoda/octavia/` },
  { label: 'Mercedes-Benz C-Klasse', href: `${ROUTE_PATHS.search}mercedes-benz/c-klasse/` },
  { label: 'VW Tiguan', href: `${ROUTE_PATHS.search}vw/tiguan/` },
  { label: 'Gebrauchtwagen in Wien', href: `${ROUTE_PATHS.search}wien/` },
  { label: 'Gebrauchtwagen in Graz', href: `${ROUTE_PATHS.search}steiermark/graz/` },
  { label: 'Gebrauchtwagen in Linz', href: `${ROUTE_PATHS.search}oberoesterreich/linz/` },
  { label: 'Elektroautos', href: `${ROUTE_PATHS.search}?fuel=E` },
];

export type NotFoundKind = 'car' | 'page';

/** A sold car's 410 page (issue 19 point 15): the car as it was and similar cars still for sale. */
export interface GoneCar {
  title: string;
  image: ListingImage | null;
  similar: CardListing[];
}

export interface NotFoundDescription {
  kind: NotFoundKind;
  message?: string;
  gone?: GoneCar;
}

/** What a thrown 404/410 response says about itself: `{ notFound: 'car', message?, gone? }` marks a car. */
export function notFoundKindOf(data: unknown): NotFoundDescription {
  if (typeof data !== 'object' || data === null) return { kind: 'page' };
  const { notFound, message, gone } = data as { notFound?: unknown; message?: unknown; gone?: GoneCar };
  const kind: NotFoundKind = notFound === 'car' ? 'car' : 'page';
  return {
    kind,
    ...(typeof message === 'string' ? { message } : {}),
    // Only the detail loader sets `gone`, always with this shape.
    ...(kind === 'car' && typeof gone === 'object' && gone !== null && Array.isArray(gone.similar) ? { gone } : {}),
  };
}

/**
 * The not-found page body (SPEC §2 Other pages): 'Fahrzeug nicht gefunden' for a car, 'Seite nicht
 * gefunden' otherwise, robots noindex,follow, popular searches and the way home. Showing it records
 * the 404 in the browser's server-error state.
 */
export function NotFoundContent({
  kind,
  message,
  siteName,
  children,
}: {
  kind: NotFoundKind;
  message?: string | undefined;
  siteName: string;
  children?: ReactNode;
}) {
  const location = useLocation();
  const heading = kind === 'car' ? 'Fahrzeug nicht gefunden' : 'Seite nicht gefunden';
  useEffect(() => {
    recordNotFound(`${location.pathname}${location.search}`);
  }, [location.pathname, location.search]);
  return (
    <div className="not-found">
      <title>{pageTitle(heading, siteName)}</title>
      <meta name="robots" content="noindex,follow" />
      <h1>{heading}</h1>
      {message ? <p className="not-found__message">{message}</p> : null}
      {children}
      <h2>Beliebte Suchen</h2>
      <ul className="not-found__links">
        {POPULAR_SEARCHES.map((s) => (
          <li key={s.href}>
            <Link to={s.href}>{s.label}</Link>
          </li>
        ))}
      </ul>
      <Link className="button button--primary" to="/">
        Zur Startseite
      </Link>
    </div>
  );
}

/**
 * What a route shows instead of its page: the not-found page for 404 and 410 (route modules throw
 * `data({ notFound: 'car', message? }, { status })`), otherwise SPEC §8's server error. It lives in
 * this module so every page loads one chunk for it (the result list is at its JavaScript budget).
 * `goneCar` lets a route add to a sold car's page what only it loads (the detail page's similar cars).
 */
export function RouteError({ goneCar }: { goneCar?: (car: GoneCar) => ReactNode }) {
  const error = useRouteError();
  const rootData = useRouteLoaderData<{ config: { siteName: string }; requestId?: string }>('root');
  const siteName = rootData?.config.siteName ?? 'Gebrauchtwagen.at';
  if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 410)) {
    const { kind, message, gone } = notFoundKindOf(error.data);
    return (
      <NotFoundContent kind={kind} message={message} siteName={siteName}>
        {gone && goneCar ? goneCar(gone) : null}
      </NotFoundContent>
    );
  }
  return (
    <div className="server-error" role="alert">
      <title>Fehler</title>
      <h1>Upppss, da ist etwas schief gelaufen. Bitte die Seite neu laden.</h1>
      {rootData?.requestId ? <p className="server-error__reference">{`Fehlerreferenz: ${rootData.requestId}`}</p> : null}
      <a className="button button--primary" href="">
        SEITE NEU LADEN
      </a>
    </div>
  );
}

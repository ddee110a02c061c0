import { data, Link, redirect, useLocation } from 'react-router';
import { DEALER_PAGE_SIZE, dealerDirectoryPath, normaliseDealerSearch, parsePageParam } from '#src/domain/dealers/dealer-directory-query.ts';
import { formatDistance } from '#src/domain/format/distance-format.ts';
import { formatNumber } from '#src/domain/format/number-format.ts';
import { ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';
import { PageHeading } from '../components/layout/page-heading.tsx';
import { trackEvent } from '#app/analytics/track-event.ts';
import { loadDealerDirectory } from '../features/dealers/dealer-directory.server.ts';
import { DealerLogo } from '../features/dealers/dealer-logo.tsx';
import { DealerRating } from '../features/dealers/dealer-rating.tsx';
import { DealerSearchForm } from '../features/dealers/dealer-search-form.tsx';
import { Pagination } from '../features/search/pagination.tsx';
import { canonicalLink } from '../seo/canonical.ts';
import { pageTitle, siteNameFrom } from '../seo/page-title.ts';
import dealersCss from '../styles/dealers.css?url';
import searchCss from '../styles/search.css?url';
import type { Route } from './+types/dealer-directory';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: searchCss, precedence: 'default' },
  { rel: 'stylesheet', href: dealersCss, precedence: 'default' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const search = normaliseDealerSearch(url.searchParams);
  const page = parsePageParam(url.searchParams.get('page'));
  // A form sent without JavaScript carries empty and one-letter values: tidy the address once.
  const canonical = dealerDirectoryPath(search, page);
  const canonicalQuery = canonical.includes('?') ? canonical.slice(canonical.indexOf('?')) : '';
  if (url.search !== canonicalQuery) throw redirect(canonical);
  const directory = await loadDealerDirectory(context.services, search, page);
  if (page > directory.totalPages) throw data(null, { status: 404 });
  return { search, page, ...directory, canonical };
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => {
  const searched = loaderData
    ? Boolean(loaderData.search.name || loaderData.search.city || loaderData.search.zip || loaderData.search.make || loaderData.search.near)
    : false;
  return [
    {
      title: pageTitle(
        loaderData && loaderData.page > 1 ? `Händlersuche – Seite ${loaderData.page}` : 'Händlersuche: Autohändler in Österreich',
        siteNameFrom(matches),
      ),
    },
    { name: 'description', content: 'Finden Sie Autohändler in ganz Österreich nach Name, Ort oder Postleitzahl und sehen Sie alle ihre Fahrzeuge.' },
    { name: 'robots', content: searched ? 'noindex,follow' : 'index,follow' },
    canonicalLink(matches, loaderData && !searched ? loaderData.canonical : ROUTE_PATHS.dealerDirectory),
  ];
};

/** SPEC §2 dealer directory: search form, paged list with 'Autohändler gefunden', links to the cars. */
export default function DealerDirectoryPage({ loaderData }: Route.ComponentProps) {
  const { search, page, dealers, total, totalPages, makes, placeFound } = loaderData;
  const location = useLocation();
  return (
    <div className="page dealer-directory">
      <PageHeading>Händlersuche</PageHeading>
      <DealerSearchForm key={location.search} search={search} makes={makes} />
      {placeFound ? null : (
        <p className="dealer-directory__hint" role="alert">
          Den Ort „{search.near}“ kennen wir nicht: Bitte geben Sie einen Ort oder eine Postleitzahl in Österreich ein.
        </p>
      )}
      <p className="dealer-directory__count" role="status">
        <strong>{formatNumber(total)}</strong> Autohändler gefunden
      </p>
      {dealers.length === 0 ? (
        <div className="dealer-empty">
          <h2>Keine Autohändler gefunden</h2>
          <p>Bitte prüfen Sie die Schreibweise oder suchen Sie nur nach dem Ort oder der Postleitzahl.</p>
          <Link to={ROUTE_PATHS.dealerDirectory}>Alle Autohändler anzeigen</Link>
        </div>
      ) : (
        <ol className="dealer-list" start={(page - 1) * DEALER_PAGE_SIZE + 1} aria-label="Autohändler">
          {dealers.map((d, i) => (
            <li key={d.id} className="dealer-item">
              <DealerLogo dealer={d} eager={i < 4} />
              <div className="dealer-item__body">
                <h2 className="dealer-item__name">
                  <Link to={d.carsHref} onClick={() => trackEvent('dealer_vehicles_open', { dealerId: d.id, origin: 'dealer_directory' })}>
                    {d.companyName}
                  </Link>
                </h2>
                <p className="dealer-item__address">
                  {d.street ? (
                    <>
                      {d.street}
                      <br />
                    </>
                  ) : null}
                  {d.zipCity}
                </p>
                {d.rating ? <DealerRating rating={d.rating} /> : null}
                {d.distanceKm !== null ? (
                  <p className="dealer-item__distance">
                    {formatDistance(d.distanceKm)} von {search.near} entfernt
                  </p>
                ) : null}
              </div>
              <div className="dealer-item__cars">
                <span className="dealer-item__count">
                  {formatNumber(d.carCount)} {d.carCount === 1 ? 'Fahrzeug' : 'Fahrzeuge'}
                </span>
                {/* A larger target for the pointer; keyboards and screen readers use the name link. */}
                <Link
                  to={d.carsHref}
                  className="button dealer-item__button"
                  aria-hidden="true"
                  tabIndex={-1}
                  onClick={() => trackEvent('dealer_vehicles_open', { dealerId: d.id, origin: 'dealer_directory' })}
                >
                  Alle Fahrzeuge
                </Link>
              </div>
            </li>
          ))}
        </ol>
      )}
      <Pagination currentPage={page} totalPages={totalPages} hrefFor={(p) => dealerDirectoryPath(search, p)} />
    </div>
  );
}

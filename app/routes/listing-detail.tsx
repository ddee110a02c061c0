import { ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';
import { firstPhoto, photoUrls } from '#src/domain/listing/listing-photos.ts';
import { RouteError } from '#app/components/layout/not-found-content.tsx';
import { GoneCarSummary } from '#app/features/listing-detail/gone-car-summary.tsx';
import { CAR_GONE_MESSAGE } from '#src/domain/listing/listing-messages.ts';
import { data, useActionData, useLocation } from 'react-router';
import { useMemo } from 'react';
import { suggestedEnquiry } from '#src/domain/contact/contact-enquiry-rules.ts';
import { ContactForm } from '#app/features/contact/contact-form.tsx';
import { ErrorReportForm } from '#app/features/contact/error-report-form.tsx';
import { CONTACT_SECTION_ID, DetailView, ERROR_REPORT_SECTION_ID } from '#app/features/listing-detail/detail-view.tsx';
import { platformOf } from '#src/domain/device/user-agent.ts';
import { detailStructuredData } from '#app/features/listing-detail/structured-data.ts';
import { handleContactPost, handleErrorReportPost } from '#app/features/contact/form-actions.server.ts';
import type { FormActionData } from '#app/features/contact/form-outcome.ts';
import { deviceCategory } from '#src/domain/contact/contact-enquiry-rules.ts';
import { useRecordVisit } from '#app/components/recently-viewed/recently-viewed.tsx';
import { parseRecordId } from '#src/domain/validation/record-id.ts';
import { loadVehicleDetailView } from '#app/features/listing-detail/detail-page.server.ts';
import contactFormCss from '../styles/contact-form.css?url';
import listingDetailCss from '../styles/listing-detail.css?url';
import priceAlertCss from '../styles/price-alert.css?url';
import { pageTitle, siteNameFrom } from '../seo/page-title.ts';
import type { Route } from './+types/listing-detail';

/** A sold car's 410 page adds the car and similar cars still for sale to the not-found page. */
export function ErrorBoundary() {
  return <RouteError goneCar={(car) => <GoneCarSummary car={car} />} />;
}

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: listingDetailCss, precedence: 'default' },
  { rel: 'stylesheet', href: contactFormCss, precedence: 'default' },
  { rel: 'stylesheet', href: priceAlertCss, precedence: 'default' },
];

/** Unknown id → 'Fahrzeug nicht gefunden' (404); sold, expired or blocked → the car-gone message (410). */
async function loadView(context: Route.LoaderArgs['context'], idParam: string | undefined, query: URLSearchParams) {
  const id = parseRecordId(idParam);
  if (id === null) throw data({ notFound: 'car' }, { status: 404 });
  const { ratings, listings, search, taxonomy } = context.services;
  const page = await loadVehicleDetailView({ ratings, listings, search, taxonomy }, id, query);
  if (page.status === 'not-found') throw data({ notFound: 'car' }, { status: 404 });
  if (page.status === 'gone') throw data({ notFound: 'car', message: CAR_GONE_MESSAGE, gone: page.gone }, { status: 410 });
  return page.view;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const view = await loadView(context, params.id, url.searchParams);
  const userAgent = request.headers.get('user-agent') ?? '';
  const { config } = context.services;
  return {
    view,
    origin: config.publicUrl.replace(/\/$/, ''),
    platform: platformOf(userAgent),
    mobile: deviceCategory(userAgent, 0) !== 'desktop',
    valuationUrl: ROUTE_PATHS.valuation,
    /** the lead id a form posted without JavaScript carries: a reposted answer page is not sent twice */
    formLeadId: context.freshId(),
  };
}

/**
 * The forms posted without JavaScript (contact, error report). With JavaScript they post to the
 * JSON API instead; both paths end in the same services.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const listingId = parseRecordId(params.id);
  if (listingId === null) throw data({ notFound: 'car' }, { status: 404 });
  const { services } = context;
  const found = await services.listings.getDetail(listingId);
  if (found.status === 'not-found') throw data({ notFound: 'car' }, { status: 404 });
  // A blocked car takes no enquiries or reports: it answers as its page does.
  if (found.detail === null) throw data({ notFound: 'car', message: CAR_GONE_MESSAGE }, { status: 410 });
  const form = await request.formData();
  const post = { services, request, form, listingId, sellerType: found.detail.seller.type, clientIp: context.clientIp };
  switch (form.get('intent')) {
    case 'contact':
      return handleContactPost(post);
    case 'error-report':
      return handleErrorReportPost(post);
    default:
      throw data(null, { status: 400 });
  }
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => {
  if (!loaderData) return [];
  const { view, origin } = loaderData;
  const { detail } = view;
  const canonical = `${origin}${view.canonicalPath}`;
  const photo = firstPhoto(detail.photos);
  return [
    { title: pageTitle(`${detail.title} – ${detail.price.formatted}`, siteNameFrom(matches)) },
    { name: 'description', content: view.seoDescription },
    { name: 'robots', content: 'index,follow' },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:type', content: 'product' },
    { property: 'og:site_name', content: siteNameFrom(matches) },
    { property: 'og:locale', content: 'de_AT' },
    { property: 'og:title', content: detail.title },
    { property: 'og:description', content: view.seoDescription },
    { property: 'og:url', content: canonical },
    ...(photo
      ? [
          { property: 'og:image', content: `${origin}${photo.bigJpeg}` },
          { property: 'og:image:type', content: 'image/jpeg' },
          { property: 'og:image:width', content: '1280' },
          { property: 'og:image:height', content: '960' },
          { property: 'og:image:alt', content: detail.title },
        ]
      : []),
    { name: 'twitter:card', content: photo ? 'summary_large_image' : 'summary' },
    {
      'script:ld+json': detailStructuredData({
        detail,
        images: photoUrls(detail.photos),
        canonicalUrl: canonical,
        origin,
        rating: view.rating,
        breadcrumbs: view.breadcrumbs,
      }),
    },
  ];
};

export default function ListingDetailPage({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<FormActionData>() ?? null;
  // Forms post to this very URL, so the page answering a no-JavaScript post keeps its navigator.
  const location = useLocation();
  const { view, origin, platform, mobile, valuationUrl, formLeadId } = loaderData;
  const formAction = `${location.pathname}${location.search}`;
  const contactState = actionData?.form === 'contact' ? actionData : null;
  const errorReportState = actionData?.form === 'error-report' ? actionData : null;
  const { detail } = view;
  const photo = useMemo(() => firstPhoto(detail.photos), [detail.photos]);
  useRecordVisit({ id: detail.id, title: detail.title, price: detail.price.formatted, href: view.canonicalPath, image: photo });
  return (
    <DetailView
      view={view}
      pageUrl={`${origin}${view.canonicalPath}`}
      platform={platform}
      mobile={mobile}
      valuationUrl={valuationUrl}
      contactForm={
        <ContactForm
          listingId={detail.id}
          sellerType={detail.seller.type}
          action={`${formAction}#${CONTACT_SECTION_ID}`}
          serverState={contactState}
          leadId={formLeadId}
          suggestedComment={suggestedEnquiry(detail.title)}
        />
      }
      errorReportForm={<ErrorReportForm listingId={detail.id} action={`${formAction}#${ERROR_REPORT_SECTION_ID}`} serverState={errorReportState} />}
      errorReportOpen={errorReportState !== null}
    />
  );
}

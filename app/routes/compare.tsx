import { useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { LayoutHandle } from '#app/components/layout/display-mode.ts';
import { ComparePage } from '#app/features/compare/compare-page.tsx';
import { suggestedEnquiry } from '#src/domain/contact/contact-enquiry-rules.ts';
import { ContactForm } from '#app/features/contact/contact-form.tsx';
import { toCompareCar } from '#app/features/compare/compare-model.ts';
import compareCss from '#app/styles/compare.css?url';
import contactFormCss from '#app/styles/contact-form.css?url';
import { COMPARE_MAX, parseIdList } from '#src/domain/watch-list/compare-url.ts';
import { pageTitle, siteNameFrom } from '../seo/page-title.ts';
import type { Route } from './+types/compare';

/** Source of enquiries sent from this page (the detail page sends 'DetailPage-GW'). */
const CONTACT_SOURCE = 'ComparePage-GW';

/** SPEC §2 Layout: the compare page hides header and footer on desktop. */
export const handle = { layoutHide: { parts: 'all', on: 'desktop' } } satisfies LayoutHandle;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Fahrzeugvergleich', siteNameFrom(matches)) },
  { name: 'robots', content: 'noindex,follow' },
];

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: compareCss, precedence: 'default' },
  // the contact popup shows the detail page's contact form
  { rel: 'stylesheet', href: contactFormCss, precedence: 'default' },
];

/**
 * /vergleichen/?carIds=…&selectedIds=… (SPEC §2). The table is rendered on the server from carIds,
 * so a shared link shows the same cars in a browser that never saw the watch list.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const carIds = parseIdList(query.get('carIds')).slice(0, COMPARE_MAX);
  const details = carIds.length > 0 ? await context.services.listings.getListingDetails(carIds) : [];
  return { cars: details.map(toCompareCar) };
}

/**
 * Removing a car only shortens carIds: the loaded cars already cover it, so no new request.
 * Any other change (a car added back through history, a new link) loads again.
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const loaded = new Set(parseIdList(currentUrl.searchParams.get('carIds')));
  const next = parseIdList(nextUrl.searchParams.get('carIds'));
  return next.some((id) => !loaded.has(id)) ? defaultShouldRevalidate : false;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const [query] = useSearchParams();
  const carIds = parseIdList(query.get('carIds')).slice(0, COMPARE_MAX);
  return (
    <ComparePage
      cars={loaderData.cars}
      carIds={carIds}
      selectedIds={parseIdList(query.get('selectedIds'))}
      contactForm={(car) => (
        <ContactForm key={car.id} listingId={car.id} sellerType={car.seller.type} source={CONTACT_SOURCE} suggestedComment={suggestedEnquiry(car.title)} />
      )}
    />
  );
}

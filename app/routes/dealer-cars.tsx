import { useState } from 'react';
import { data, Link, redirect, useActionData, useLocation } from 'react-router';
import { ContactForm } from '#app/features/contact/contact-form.tsx';
import { handleContactPost } from '#app/features/contact/form-actions.server.ts';
import type { ContactActionData } from '#app/features/contact/form-outcome.ts';
import { DEALER_CONTACT_ID, DealerProfileSections } from '../features/dealers/dealer-profile-sections.tsx';
import { parseRecordId } from '#src/domain/validation/record-id.ts';
import { dealerCarsFilters, dealerCarsPath, parseDealerCarsQuery } from '#src/domain/dealers/dealer-cars-query.ts';
import { directoryBackPath } from '#src/domain/dealers/dealer-directory-query.ts';
import { formatNumber } from '#src/domain/format/number-format.ts';
import { ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';
import { PageHeading } from '../components/layout/page-heading.tsx';
import { Sticky } from '../components/layout/sticky.tsx';
import { DealerCarsFilters, type DealerMakeOption } from '../features/dealers/dealer-cars-filters.tsx';
import { DealerPanel } from '../features/dealers/dealer-panel.tsx';
import { dealerSummary, sellerDealerFields } from '../features/dealers/dealer-view.ts';
import { platformOf } from '#src/domain/device/user-agent.ts';
import { EAGER_CARD_PHOTOS, ListingCard } from '#app/components/listing/listing-card.tsx';
import { Pagination } from '../features/search/pagination.tsx';
import { canonicalLink } from '../seo/canonical.ts';
import { pageTitle, siteNameFrom } from '../seo/page-title.ts';
import dealersCss from '../styles/dealers.css?url';
import searchCss from '../styles/search.css?url';
import contactFormCss from '../styles/contact-form.css?url';
import type { Route } from './+types/dealer-cars';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: searchCss, precedence: 'default' },
  { rel: 'stylesheet', href: dealersCss, precedence: 'default' },
  { rel: 'stylesheet', href: contactFormCss, precedence: 'default' },
];

/** The form field naming the car a dealer enquiry is about (posted with the form without JavaScript). */
const ENQUIRY_CAR_FIELD = 'fahrzeug';

/** The choice of a general enquiry, about no particular car (the form's first option). */
const GENERAL_ENQUIRY = '';

/** The lead source of enquiries from the dealer page, with and without JavaScript. */
const DEALER_ENQUIRY_SOURCE = 'DealerPage-GW';

/** The no-JavaScript answer of the dealer's contact form: the contact outcome and the car it was about (null: general). */
type DealerContactActionData = ContactActionData & { enquiryCar: number | null };

const collator = new Intl.Collator('de-AT', { sensitivity: 'base' });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context;
  const url = new URL(request.url);
  const parsed = parseDealerCarsQuery(url.searchParams);
  // SPEC §2: the dealer car list needs cid, otherwise home.
  if (!parsed) throw redirect('/');
  const seller = await services.listings.getSeller(parsed.cid);
  // Private sellers have no car list of their own (SPEC §6).
  if (!seller || seller.isPrivateSeller) throw data(null, { status: 404 });

  const slugs = services.taxonomy.resolveSlugs(parsed.safemake, parsed.safemodel);
  const make = slugs.status === 'unknown-make' ? null : slugs.make;
  const model = slugs.status === 'ok' ? slugs.model : null;
  const query = { ...parsed, safemake: make ? parsed.safemake : null, safemodel: model ? parsed.safemodel : null };
  // Unknown makes or models, a form sent without JavaScript and default values: one tidy address.
  const canonical = dealerCarsPath(query);
  if (url.search !== canonical.slice(canonical.indexOf('?'))) throw redirect(canonical);

  const result = await services.search.search(dealerCarsFilters(query, make ? { make: make.id, model: model?.id ?? null } : null));
  const { totalItems, totalPages } = result.metadata;
  if (query.page > 1 && query.page > totalPages) throw data(null, { status: 404 });

  // The filter lists the dealer's makes and models by name.
  const makes: DealerMakeOption[] = services.dealers
    .stock(seller.id)
    .map(({ make: m, count, models }) => ({
      safeValue: m.safeValue,
      name: m.name,
      count,
      models: models.map(({ model: md, count: n }) => ({ safeValue: md.safeValue, name: md.name, count: n })).sort((a, b) => collator.compare(a.name, b.name)),
    }))
    .sort((a, b) => collator.compare(a.name, b.name));

  return {
    query,
    seller,
    dealer: dealerSummary(sellerDealerFields(seller), seller.tc ?? services.search.sellerCarCount(seller.id)),
    listings: result.listings,
    totalItems,
    totalPages,
    makes,
    platform: platformOf(request.headers.get('User-Agent') ?? ''),
    backPath: directoryBackPath(url.searchParams),
    profile: (await services.dealers.profile(seller.id)) ?? { openingHours: [], distribution: null, reviews: [] },
    formLeadId: context.freshId(),
  };
}

/**
 * The dealer's contact form posted without JavaScript (issue 27 point 9): the lead pipeline of the
 * detail page, for the car of this dealer chosen in the form, or a general enquiry to the dealer
 * (no car chosen); with JavaScript it posts to the API.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  const form = await request.formData();
  const cid = parseRecordId(new URL(request.url).searchParams.get('cid'));
  const seller = cid === null ? null : await services.listings.getSeller(cid);
  if (!seller || seller.isPrivateSeller) throw data(null, { status: 404 });
  const post = { services, request, form, sellerType: seller.type, clientIp: context.clientIp, source: DEALER_ENQUIRY_SOURCE };
  const chosen = String(form.get(ENQUIRY_CAR_FIELD) ?? '');
  if (chosen === GENERAL_ENQUIRY) {
    const answer = await handleContactPost({ ...post, listingId: null, dealerId: seller.id });
    return data<DealerContactActionData>({ ...answer.data, enquiryCar: null }, answer.init ?? undefined);
  }
  const listingId = parseRecordId(chosen);
  const [listing] = listingId === null ? [] : await services.listings.getListings([listingId]);
  if (!listing || listing.seller.id !== seller.id) throw data(null, { status: 404 });
  const answer = await handleContactPost({ ...post, listingId: listing.id });
  return data<DealerContactActionData>({ ...answer.data, enquiryCar: listing.id }, answer.init ?? undefined);
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => {
  if (!loaderData) return [];
  const { dealer, query } = loaderData;
  const city = dealer.zipCity ? ` in ${dealer.zipCity.replace(/^\d+\s*/, '')}` : '';
  const plain = !query.safemake && query.page === 1 && query.sort === 'age' && query.desc;
  return [
    { title: pageTitle(`Fahrzeuge von ${dealer.companyName}${city}`, siteNameFrom(matches)) },
    {
      name: 'description',
      content: `${formatNumber(loaderData.totalItems)} Gebrauchtwagen und Neuwagen von ${dealer.companyName}${city}: alle Angebote, Kontakt und Anfahrt.`,
    },
    { name: 'robots', content: plain ? 'index,follow' : 'noindex,follow' },
    canonicalLink(matches, dealerCarsPath({ ...query, safemake: null, safemodel: null, sort: 'age', desc: true, page: 1, origin: null })),
  ];
};

/** SPEC §2 dealer cars: heading, count, sort, make/model filter, list with paging, sticky seller panel. */
export default function DealerCarsPage({ loaderData }: Route.ComponentProps) {
  const { query, seller, dealer, listings, totalItems, totalPages, makes, platform, backPath, profile, formLeadId } = loaderData;
  const contactState = useActionData<DealerContactActionData>() ?? null;
  const location = useLocation();
  // undefined: not chosen yet (a general enquiry, or the car of the answered post); null: general.
  const [enquiryCar, setEnquiryCar] = useState<number | null | undefined>(undefined);
  const carId = enquiryCar === undefined ? (contactState?.enquiryCar ?? null) : enquiryCar;
  const contactForm = (
    <ContactForm
      listingId={carId}
      dealerId={seller.id}
      sellerType={seller.type}
      action={`${location.pathname}${location.search}#${DEALER_CONTACT_ID}`}
      serverState={contactState}
      leadId={formLeadId}
      source={DEALER_ENQUIRY_SOURCE}
      suggestedComment="Guten Tag, ich interessiere mich für Ihre Angebote. Bitte melden Sie sich bei mir."
      leadingFields={
        // Part of the form, so the choice made without JavaScript is posted with the enquiry.
        <div className="field dealer-profile__car-choice">
          <label htmlFor="dealer-enquiry-car">Ihre Anfrage betrifft</label>
          <select
            id="dealer-enquiry-car"
            name={ENQUIRY_CAR_FIELD}
            className="field__control"
            value={carId ?? GENERAL_ENQUIRY}
            onChange={(e) => setEnquiryCar(e.target.value === GENERAL_ENQUIRY ? null : Number(e.target.value))}
          >
            <option value={GENERAL_ENQUIRY}>Allgemeine Anfrage</option>
            {listings.map((l) => (
              <option key={l.id} value={l.id}>
                {l.title} · {l.price.formatted}
              </option>
            ))}
          </select>
        </div>
      }
    />
  );
  const city = dealer.zipCity?.replace(/^\d+\s*/, '') ?? null;
  const filtered = Boolean(query.safemake);
  return (
    <div className="dealer-cars">
      <PageHeading backLink={backPath ? { to: backPath, label: 'Zurück zur Händlersuche' } : null} className="dealer-cars__heading">
        {dealer.companyName}
        {city ? <span className="dealer-cars__city">, {city}</span> : null}
      </PageHeading>
      <div className="two-columns two-columns--side-last">
        <aside className="two-columns__side" aria-label="Händler">
          <Sticky on="desktop">
            <DealerPanel dealer={dealer} seller={seller} platform={platform} />
          </Sticky>
        </aside>
        <div className="two-columns__main">
          <div className="dealer-cars__toolbar">
            <p className="dealer-cars__count" role="status">
              <strong>{formatNumber(totalItems)}</strong> {totalItems === 1 ? 'Fahrzeug' : 'Fahrzeuge'} gefunden
            </p>
            <DealerCarsFilters query={query} makes={makes} />
          </div>
          {listings.length === 0 ? (
            <div className="dealer-empty">
              <h2>Keine Fahrzeuge gefunden</h2>
              <p>{filtered ? 'Zu dieser Auswahl hat der Händler derzeit keine Fahrzeuge.' : 'Dieser Händler hat derzeit keine Fahrzeuge online.'}</p>
              {filtered ? (
                <Link to={dealerCarsPath({ ...query, safemake: null, safemodel: null, page: 1 })}>Alle Fahrzeuge des Händlers anzeigen</Link>
              ) : (
                <Link to={ROUTE_PATHS.search}>Alle Angebote durchsuchen</Link>
              )}
            </div>
          ) : (
            <ol className="dealer-cars__list" aria-label={`Fahrzeuge von ${dealer.companyName}`}>
              {listings.map((listing, i) => (
                <li key={listing.id}>
                  <ListingCard listing={listing} eager={i < EAGER_CARD_PHOTOS} />
                </li>
              ))}
            </ol>
          )}
          <Pagination currentPage={query.page} totalPages={totalPages} hrefFor={(page) => dealerCarsPath({ ...query, page })} />
          <DealerProfileSections
            dealer={dealer}
            profile={profile}
            company={{ homepage: seller.homepage, companyRegister: seller.companyRegister, vatId: seller.vatId }}
            contactForm={contactForm}
          />
        </div>
      </div>
    </div>
  );
}

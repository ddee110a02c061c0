import { Link } from 'react-router';
import { ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';
import { PageHeading } from '../components/layout/page-heading.tsx';
import { PRODUCT_NAME } from '../components/layout/site-links.ts';
import { bodyTypeLinks, makeLinks, offerTypeLinks, type CatalogueLink } from '../features/content/catalogue-links.ts';
import { canonicalLink } from '../seo/canonical.ts';
import { pageTitle, siteNameFrom } from '../seo/page-title.ts';
import catalogueCss from '../styles/catalogue.css?url';
import type { Route } from './+types/catalogue';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: catalogueCss, precedence: 'default' }];

export function loader({ context }: Route.LoaderArgs) {
  const { taxonomy } = context.services;
  const prefix = `${PRODUCT_NAME} `;
  return {
    makes: makeLinks(taxonomy.makes, PRODUCT_NAME),
    bodyTypes: bodyTypeLinks(taxonomy.bodyTypes),
    offerTypes: offerTypeLinks(taxonomy.offerTypes),
    prefixedBodyTypes: bodyTypeLinks(taxonomy.bodyTypes, prefix),
    prefixedOfferTypes: offerTypeLinks(taxonomy.offerTypes, prefix),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(`${PRODUCT_NAME} nach Marke, Karosserie und Angebotsart`, siteNameFrom(matches)) },
  {
    name: 'description',
    content:
      'Alle Automarken, Karosserieformen und Angebotsarten auf einen Blick: Gebrauchtwagen, Jahreswagen, Neuwagen, Oldtimer, Tageszulassungen und Vorführwagen in Österreich.',
  },
  canonicalLink(matches, ROUTE_PATHS.catalogue),
];

function LinkList({ id, title, items }: { id: string; title: string; items: readonly CatalogueLink[] }) {
  return (
    <section aria-labelledby={id} className="catalogue__group">
      <h2 id={id}>{title}</h2>
      <ul className="catalogue__list">
        {items.map((l) => (
          <li key={l.label}>
            <Link to={l.href}>{l.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** SPEC §2 used-car catalogue (/{product}/): makes on the left, body and offer types on the right. */
export default function CataloguePage({ loaderData }: Route.ComponentProps) {
  const { makes, bodyTypes, offerTypes, prefixedBodyTypes, prefixedOfferTypes } = loaderData;
  return (
    <div className="page catalogue">
      <PageHeading>{PRODUCT_NAME}</PageHeading>
      <div className="catalogue__columns">
        <div className="catalogue__column">
          <LinkList id="catalogue-makes" title="Marken" items={makes} />
        </div>
        <div className="catalogue__column">
          <LinkList id="catalogue-body" title="Karosserieformen" items={bodyTypes} />
          <LinkList id="catalogue-offer" title="Angebotsarten" items={offerTypes} />
          <LinkList id="catalogue-product-body" title={`${PRODUCT_NAME} nach Karosserieform`} items={prefixedBodyTypes} />
          <LinkList id="catalogue-product-offer" title={`${PRODUCT_NAME} nach Angebotsart`} items={prefixedOfferTypes} />
        </div>
      </div>
    </div>
  );
}

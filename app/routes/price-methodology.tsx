import { ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';
import { MethodologyPage } from '../features/pricing/methodology-page.tsx';
import { canonicalLink } from '../seo/canonical.ts';
import { pageTitle, siteNameFrom } from '../seo/page-title.ts';
import contentCss from '../styles/content.css?url';
import type { Route } from './+types/price-methodology';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: contentCss, precedence: 'default' }];

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('So bewerten wir Preise', siteNameFrom(matches)) },
  {
    name: 'description',
    content: 'Wie wir den Marktwert eines Autos schätzen, ab wann ein Preis gut oder hoch ist, wann es keine Bewertung gibt und wie genau die Schätzung ist.',
  },
  canonicalLink(matches, ROUTE_PATHS.priceMethodology),
];

/** 'So bewerten wir Preise' (issue 17): the method with the latest published evaluation. */
export async function loader({ context }: Route.LoaderArgs) {
  return { methodology: await context.services.pricing.methodology() };
}

export default function PriceMethodologyRoute({ loaderData }: Route.ComponentProps) {
  return <MethodologyPage methodology={loaderData.methodology} />;
}

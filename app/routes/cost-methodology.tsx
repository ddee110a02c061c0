import { ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';
import { CostMethodologyPage } from '../features/costs/cost-methodology-page.tsx';
import { canonicalLink } from '../seo/canonical.ts';
import { pageTitle, siteNameFrom } from '../seo/page-title.ts';
import contentCss from '../styles/content.css?url';
import type { Route } from './+types/cost-methodology';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: contentCss, precedence: 'default' }];

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('So berechnen wir die Kosten', siteNameFrom(matches)) },
  {
    name: 'description',
    content:
      'Wie wir motorbezogene Versicherungssteuer, Energiekosten, NoVA und Pickerl-Termin eines Autos aus seinen eigenen Daten berechnen – mit den Quellen.',
  },
  canonicalLink(matches, ROUTE_PATHS.costMethodology),
];

/** 'So berechnen wir die Kosten' (issue 26): the rules and sources of the detail page's cost section. */
export default function CostMethodologyRoute() {
  return <CostMethodologyPage />;
}

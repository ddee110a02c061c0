import { data } from 'react-router';
import { EnquiryAnsweredPage } from '#app/features/contact/enquiry-answered-page.tsx';
import { CROSS_ORIGIN_MESSAGE, isFromOtherSite } from '#src/abuse/same-origin.ts';
import contactFormCss from '../styles/contact-form.css?url';
import { pageTitle, siteNameFrom } from '../seo/page-title.ts';
import type { Route } from './+types/enquiry-answered';
import { SECRET_LINK_HEADERS, secretLinkHeaders } from '../seo/secret-link-headers.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: contactFormCss, precedence: 'default' }];

export const headers: Route.HeadersFunction = secretLinkHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Anfrage beantwortet', siteNameFrom(matches)) },
  { name: 'robots', content: 'noindex,nofollow' },
];

/** Opening the lead mail's link only shows the button: a GET records nothing. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const target = await context.services.leads.answerLinkTarget(params.token ?? '');
  return data({ target }, { status: target ? 200 : 404, headers: SECRET_LINK_HEADERS });
}

/** The button: records the answer (a repeat changes nothing) and shows the thanks. */
export async function action({ params, request, context }: Route.ActionArgs) {
  if (isFromOtherSite(request, context.services.config.publicUrl)) throw data(CROSS_ORIGIN_MESSAGE, { status: 403 });
  const outcome = await context.services.leads.recordAnswer(params.token ?? '');
  return data({ recorded: outcome !== null }, { status: outcome ? 200 : 404, headers: SECRET_LINK_HEADERS });
}

export default function EnquiryAnsweredRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <EnquiryAnsweredPage target={loaderData.target} recorded={actionData?.recorded === true} />;
}

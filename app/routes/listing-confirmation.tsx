import { data } from 'react-router';
import { z } from 'zod';
import { ListingConfirmationPage } from '#app/features/listing-confirmation/listing-confirmation-page.tsx';
import { CROSS_ORIGIN_MESSAGE, isFromOtherSite } from '#src/abuse/same-origin.ts';
import contactFormCss from '../styles/contact-form.css?url';
import { pageTitle, siteNameFrom } from '../seo/page-title.ts';
import type { Route } from './+types/listing-confirmation';
import { SECRET_LINK_HEADERS, secretLinkHeaders } from '../seo/secret-link-headers.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: contactFormCss, precedence: 'default' }];

export const headers: Route.HeadersFunction = secretLinkHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Inserat bestätigen', siteNameFrom(matches)) },
  { name: 'robots', content: 'noindex,nofollow' },
];

const AnswerSchema = z.object({ answer: z.enum(['available', 'sold']) });

/** Opening the mail's link only shows the buttons: a GET answers nothing. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const target = await context.services.listingConfirmation.target(params.token ?? '');
  return data({ target }, { status: target ? 200 : 404, headers: SECRET_LINK_HEADERS });
}

/** A button: 'available' confirms the car (one that had ended comes back), 'sold' takes it offline. */
export async function action({ params, request, context }: Route.ActionArgs) {
  if (isFromOtherSite(request, context.services.config.publicUrl)) throw data(CROSS_ORIGIN_MESSAGE, { status: 403 });
  const parsed = AnswerSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw data('Bitte wählen Sie eine Antwort.', { status: 400 });
  const target = await context.services.listingConfirmation.answer(params.token ?? '', parsed.data.answer);
  return data({ target }, { status: target ? 200 : 404, headers: SECRET_LINK_HEADERS });
}

export default function ListingConfirmationRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ListingConfirmationPage target={actionData?.target ?? loaderData.target} />;
}

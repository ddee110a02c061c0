import { data, isRouteErrorResponse, useActionData, useRouteError } from 'react-router';
import { RouteError } from '#app/components/layout/not-found-content.tsx';
import { handleModerationPost, type ModerationActionData } from '#app/features/moderation/moderation-action.server.ts';
import { loadModerationPage } from '#app/features/moderation/moderation-page.server.ts';
import { ModerationPage, OperatorSignIn } from '#app/features/moderation/moderation-page.tsx';
import { OPERATOR_HEADERS, requireOperator, type OperatorRefusal } from '#app/features/moderation/operator-access.server.ts';
import moderationCss from '#app/styles/moderation.css?url';
import { pageTitle, siteNameFrom } from '../seo/page-title.ts';
import type { Route } from './+types/moderation';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: moderationCss, precedence: 'default' }];

/** A refusal's own headers (WWW-Authenticate, Retry-After) on top of the page's private ones. */
export const headers: Route.HeadersFunction = ({ errorHeaders }) => {
  const merged = new Headers(OPERATOR_HEADERS);
  errorHeaders?.forEach((value, name) => merged.set(name, value));
  return merged;
};

// Without data (404 when no operator is configured, 401) the error page gives the title; two would be invalid.
export const meta: Route.MetaFunction = ({ data: loaderData, matches }) =>
  loaderData ? [{ title: pageTitle('Moderation', siteNameFrom(matches)) }, { name: 'robots', content: 'noindex,nofollow' }] : [];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOperator(context.services, request, context.clientIp);
  return data(await loadModerationPage(context.services), { headers: OPERATOR_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireOperator(context.services, request, context.clientIp);
  return handleModerationPost(context.services, request);
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && (error.status === 401 || error.status === 429)) {
    const refusal = error.data as OperatorRefusal;
    return <OperatorSignIn limitedForSeconds={refusal.operator === 'limited' ? refusal.retryAfterSeconds : null} />;
  }
  return <RouteError />;
}

export default function ModerationRoute({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<ModerationActionData>() ?? null;
  return <ModerationPage page={loaderData} answer={answer} />;
}

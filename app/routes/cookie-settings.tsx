import { data, Form, redirect, useRouteLoaderData } from 'react-router';
import { z } from 'zod';
import { safeLocalPath } from '#src/domain/navigation/local-path.ts';
import { ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';
import { PageHeading } from '../components/layout/page-heading.tsx';
import { consentCookie, consentFromCookieHeader } from '#src/domain/consent/consent-choice.ts';
import { pageTitle, siteNameFrom } from '../seo/page-title.ts';
import type { Route } from './+types/cookie-settings';

const ConsentForm = z.object({
  choice: z.enum(['granted', 'denied']),
  returnTo: z.string().max(2000).optional(),
  /** 'fetch' when the page's script sent the form and stays on the page */
  mode: z.literal('fetch').optional(),
});

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Cookie-Einstellungen', siteNameFrom(matches)) },
  { name: 'robots', content: 'noindex,follow' },
];

export function loader({ request }: Route.LoaderArgs) {
  return { choice: consentFromCookieHeader(request.headers.get('Cookie')) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = ConsentForm.safeParse({
    choice: form.get('choice') ?? undefined,
    returnTo: form.get('returnTo') ?? undefined,
    mode: form.get('mode') ?? undefined,
  });
  if (!parsed.success) return data({ error: 'Bitte wählen Sie eine der beiden Möglichkeiten.' }, { status: 400 });
  const headers = { 'Set-Cookie': consentCookie(parsed.data.choice, context.services.config.publicUrl.startsWith('https:')) };
  if (parsed.data.mode === 'fetch') return data({ error: null }, { headers });
  return redirect(sameOriginReferer(request) ?? safeLocalPath(parsed.data.returnTo) ?? ROUTE_PATHS.cookieSettings, { headers });
}

/**
 * The page the form was sent from. The hidden `returnTo` is the server's view of the address, which
 * has lost its trailing slash; the browser's Referer (same origin only) still has it.
 */
function sameOriginReferer(request: Request): string | null {
  const referer = request.headers.get('Referer');
  if (!referer || !URL.canParse(referer)) return null;
  const from = new URL(referer);
  if (from.origin !== new URL(request.url).origin) return null;
  return safeLocalPath(`${from.pathname}${from.search}`);
}

const CHOICE_LABELS = { granted: 'Sie haben Statistik- und Marketing-Cookies zugestimmt.', denied: 'Sie nutzen nur technisch notwendige Cookies.' } as const;

export default function CookieSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  // The root loader revalidates after a choice, so its value is the freshest one.
  const root = useRouteLoaderData<{ consent: 'granted' | 'denied' | null }>('root');
  const choice = root?.consent ?? loaderData.choice;
  return (
    <div className="page content-page">
      <PageHeading>Cookie-Einstellungen</PageHeading>
      <div className="content-body">
        <p>
          Hier entscheiden Sie, welche Cookies und ähnlichen Technologien wir verwenden dürfen. Ihre Auswahl gilt sechs Monate; danach fragen wir erneut. Sie
          können sie hier jederzeit ändern.
        </p>
        <h2>Technisch notwendig</h2>
        <p>
          Immer aktiv. Dazu gehören das Cookie, das Ihre Auswahl auf dieser Seite speichert, und der lokale Speicher Ihres Browsers für die Merkliste. Ohne sie
          funktioniert die Website nicht.
        </p>
        <h2>Statistik und Marketing</h2>
        <p>
          Nur mit Ihrer Einwilligung. Wir werten aus, welche Seiten und Funktionen genutzt werden (etwa ausgeführte Suchen oder gemerkte Fahrzeuge), um das
          Angebot zu verbessern, und zeigen Werbung, die zu Ihrer Suche passt. Ohne Einwilligung werden diese Ereignisse nicht erfasst.
        </p>
        <p className="consent-status" role="status">
          {choice ? CHOICE_LABELS[choice] : 'Sie haben noch keine Auswahl getroffen.'}
        </p>
        {actionData?.error ? (
          <p className="form-error" role="alert">
            {actionData.error}
          </p>
        ) : null}
        <Form method="post" className="consent-settings__actions">
          <input type="hidden" name="returnTo" value={ROUTE_PATHS.cookieSettings} />
          <button type="submit" name="choice" value="denied" className="button">
            Nur notwendige
          </button>
          <button type="submit" name="choice" value="granted" className="button">
            Alle akzeptieren
          </button>
        </Form>
      </div>
    </div>
  );
}

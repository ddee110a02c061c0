import { data } from 'react-router';
import { sanitizeHtml } from '#src/domain/content/sanitize-html.ts';
import { safeLocalPath } from '#src/domain/navigation/local-path.ts';
import { PageHeading } from '../components/layout/page-heading.tsx';
import { contentPageFor } from '../features/content/content-pages.ts';
import { PrintButton } from '../features/content/print-button.tsx';
import { StoredHtml } from '../features/content/stored-html.tsx';
import { canonicalLink } from '../seo/canonical.ts';
import { pageTitle, siteNameFrom } from '../seo/page-title.ts';
import contentCss from '../styles/content.css?url';
import type { Route } from './+types/content-page';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: contentCss, precedence: 'default' }];

/**
 * Privacy policy, imprint, purchase contract and safety advice: heading, optional back link
 * (`?back=/local/path`) and the stored HTML, sanitised on the server before it is rendered.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = contentPageFor(url.pathname);
  if (!page) throw data(null, { status: 404 });
  const content = await context.services.content.find(page.contentName);
  if (!content) throw data(null, { status: 404 });
  return {
    page,
    html: sanitizeHtml(content.html),
    backLink: safeLocalPath(url.searchParams.get('back')),
  };
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => {
  if (!loaderData) return [];
  return [
    { title: pageTitle(loaderData.page.seoTitle, siteNameFrom(matches)) },
    { name: 'description', content: loaderData.page.description },
    canonicalLink(matches, loaderData.page.path),
  ];
};

export default function ContentPageRoute({ loaderData }: Route.ComponentProps) {
  const { page, html, backLink } = loaderData;
  return (
    <article className="page content-page">
      <PageHeading backLink={backLink ? { to: backLink } : null}>{page.heading}</PageHeading>
      {page.printable ? <PrintButton label="Vertrag drucken" /> : null}
      <StoredHtml sanitizedHtml={html} />
    </article>
  );
}

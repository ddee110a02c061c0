/**
 * All photos of a car, one under the other (issue 27): where 'Weitere Fotos' leads without
 * JavaScript (with it, the detail page's full-screen view opens instead). Sold or unknown cars
 * answer like their detail page.
 */
import { data, Link } from 'react-router';
import { ListingPhoto } from '#app/components/listing/listing-photo.tsx';
import { PageHeading } from '#app/components/layout/page-heading.tsx';
import { CAR_GONE_MESSAGE } from '#src/domain/listing/listing-messages.ts';
import { detailPath } from '#src/domain/listing/title-slug.ts';
import { parseRecordId } from '#src/domain/validation/record-id.ts';
import listingDetailCss from '../styles/listing-detail.css?url';
import { pageTitle, siteNameFrom } from '../seo/page-title.ts';
import type { Route } from './+types/listing-photos';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: listingDetailCss, precedence: 'default' }];

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseRecordId(params.id);
  if (id === null) throw data({ notFound: 'car' }, { status: 404 });
  const found = await context.services.listings.getDetail(id);
  if (found.status === 'not-found') throw data({ notFound: 'car' }, { status: 404 });
  if (found.status === 'gone') throw data({ notFound: 'car', message: CAR_GONE_MESSAGE }, { status: 410 });
  const { detail } = found;
  return { title: detail.title, price: detail.price.formatted, images: detail.images, detailHref: detailPath(detail.title, detail.id) };
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => {
  if (!loaderData) return [];
  return [{ title: pageTitle(`Fotos: ${loaderData.title}`, siteNameFrom(matches)) }, { name: 'robots', content: 'noindex,follow' }];
};

export default function ListingPhotosPage({ loaderData }: Route.ComponentProps) {
  const { title, price, images, detailHref } = loaderData;
  return (
    <article className="photo-page">
      <PageHeading backLink={{ to: detailHref, label: 'Zurück zum Fahrzeug' }}>Fotos: {title}</PageHeading>
      <p className="photo-page__price">
        {price} · <Link to={detailHref}>Zum Fahrzeug</Link>
      </p>
      {images.length === 0 ? (
        <p>Leider sind keine Bilder verfügbar.</p>
      ) : (
        <ol className="photo-page__list">
          {images.map((image, i) => (
            <li key={image.small}>
              <ListingPhoto image={image} alt={`${title}, Foto ${i + 1} von ${images.length}`} sizes="(min-width: 1240px) 1100px, 100vw" eager={i < 2} />
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}

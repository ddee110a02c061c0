import { ListingCard } from '#app/components/listing/listing-card.tsx';
import type { GoneCar } from '#app/components/layout/not-found-content.tsx';

/** A sold car's 410 page (issue 19 point 15): the car as it was and similar cars still for sale. */
export function GoneCarSummary({ car }: { car: GoneCar }) {
  return (
    <>
      <div className="not-found__car">
        {/* A plain picture: the page is rare and needs no responsive gallery photo. */}
        {car.image ? (
          <picture className="not-found__car-photo">
            <source type="image/webp" srcSet={car.image.small} />
            <img src={car.image.smallJpeg} width={240} height={180} alt={car.title} />
          </picture>
        ) : null}
        <p className="not-found__car-title">{car.title}</p>
      </div>
      {car.similar.length > 0 ? (
        <section aria-labelledby="similar-cars-heading" className="not-found__similar">
          <h2 id="similar-cars-heading">Ähnliche Fahrzeuge</h2>
          <ul className="not-found__similar-list">
            {car.similar.map((listing) => (
              <li key={listing.id}>
                <ListingCard listing={listing} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

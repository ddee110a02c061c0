/**
 * schema.org structured data of a detail page: a Car with its Offer, the model's AggregateRating
 * when ratings exist, and the BreadcrumbList. React Router's `script:ld+json` meta entry writes it
 * into the head with HTML-escaping, so no value can close the script element.
 */
import type { ListingImage, VehicleDetailFacts } from '#src/domain/listing/listing-types.ts';
import type { Breadcrumb } from './detail-page.server.ts';

export interface ModelRating {
  average: number;
  count: number;
}

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const dropEmpty = (o: Record<string, Json | undefined>): { [key: string]: Json } =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null && v !== '')) as { [key: string]: Json };

/** 'MM/YYYY' → 'YYYY-MM' (ISO 8601 year-month). */
function isoYearMonth(value: string | null): string | undefined {
  const m = value?.match(/^(\d{2})\/(\d{4})$/);
  return m ? `${m[2]}-${m[1]}` : undefined;
}

export function detailStructuredData(input: {
  detail: VehicleDetailFacts;
  images: readonly ListingImage[];
  canonicalUrl: string;
  origin: string;
  rating: ModelRating | null;
  breadcrumbs: Breadcrumb[];
}): Json {
  const { detail: d, images, canonicalUrl, origin, rating } = input;
  const seller = d.seller;
  const car = dropEmpty({
    '@type': 'Car',
    '@id': `${canonicalUrl}#car`,
    name: d.title,
    url: canonicalUrl,
    image: images.slice(0, 5).map((i) => `${origin}${i.bigJpeg}`),
    description: d.description ?? undefined,
    brand: { '@type': 'Brand', name: d.make.formatted },
    model: d.model.formatted,
    vehicleConfiguration: d.title,
    bodyType: d.bodyType.name,
    color: d.bodyColor ?? undefined,
    fuelType: d.fuel.formatted,
    vehicleTransmission: d.transmissionType ?? undefined,
    driveWheelConfiguration: d.driveTrain ?? undefined,
    numberOfDoors: d.numberOfDoors ?? undefined,
    seatingCapacity: d.numberOfSeats ?? undefined,
    numberOfPreviousOwners: d.numberOfPreviousOwners ?? undefined,
    dateVehicleFirstRegistered: isoYearMonth(d.firstRegistrationDate),
    itemCondition: d.offerType.raw === 'N' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition',
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: d.mileageKm, unitCode: 'KMT' },
    vehicleEngine:
      d.powerInKW > 0
        ? dropEmpty({
            '@type': 'EngineSpecification',
            enginePower: { '@type': 'QuantitativeValue', value: d.powerInKW, unitCode: 'KWT' },
            engineDisplacement: d.engineDisplacement ? { '@type': 'QuantitativeValue', value: d.engineDisplacement, unitCode: 'CMQ' } : undefined,
          })
        : undefined,
    emissionsCO2: d.co2 ?? undefined,
    offers: dropEmpty({
      '@type': 'Offer',
      url: canonicalUrl,
      price: d.price.raw,
      priceCurrency: 'EUR',
      availability: d.isSold ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      itemCondition: d.offerType.raw === 'N' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition',
      seller: seller.isPrivateSeller
        ? { '@type': 'Person', name: 'Privater Anbieter' }
        : dropEmpty({
            '@type': 'AutoDealer',
            name: seller.companyName ?? undefined,
            address: dropEmpty({
              '@type': 'PostalAddress',
              streetAddress: seller.address.street ?? undefined,
              postalCode: seller.address.zip ?? undefined,
              addressLocality: seller.address.city ?? undefined,
              addressCountry: 'AT',
            }),
          }),
    }),
    aggregateRating:
      rating && rating.count > 0
        ? { '@type': 'AggregateRating', ratingValue: rating.average, reviewCount: rating.count, bestRating: 5, worstRating: 1 }
        : undefined,
  });
  const breadcrumbs = {
    '@type': 'BreadcrumbList',
    itemListElement: input.breadcrumbs.map((b, i) => ({ '@type': 'ListItem', position: i + 1, name: b.name, item: `${origin}${b.path}` })),
  };
  return { '@context': 'https://schema.org', '@graph': [car, breadcrumbs] };
}

import { describe, expect, it } from 'vitest';
import { createSeller, createVehicleDetail } from '../../../tests/support/vehicle-detail-factory.ts';
import { detailStructuredData } from './structured-data.ts';

const crumbs = [
  { name: 'Startseite', path: '/' },
  { name: 'VW', path: '/angebote/vw/' },
];

describe('detailStructuredData', () => {
  it('describes a Car with an Offer, the AggregateRating and breadcrumbs', () => {
    const detail = createVehicleDetail();
    const json = detailStructuredData({
      detail,
      images: detail.images,
      canonicalUrl: 'https://x.at/fahrzeuge/vw-golf/1234',
      origin: 'https://x.at',
      rating: { average: 4.4, count: 31 },
      breadcrumbs: crumbs,
    }) as {
      '@graph': [Record<string, unknown>, Record<string, unknown>];
    };
    const [car, list] = json['@graph'];
    expect(car['@type']).toBe('Car');
    expect(car.offers).toMatchObject({
      '@type': 'Offer',
      price: 14990,
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      seller: { '@type': 'AutoDealer', name: 'Autohaus Huber' },
    });
    expect(car.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.4, reviewCount: 31, bestRating: 5, worstRating: 1 });
    expect(car.dateVehicleFirstRegistered).toBe('2018-03');
    expect(car.mileageFromOdometer).toEqual({ '@type': 'QuantitativeValue', value: 45000, unitCode: 'KMT' });
    expect(list).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, item: 'https://x.at/' },
        { position: 2, name: 'VW' },
      ],
    });
  });
  it('leaves out the rating without ratings and names a private seller as a person', () => {
    const detail = createVehicleDetail({ seller: createSeller({ type: 'P', isPrivateSeller: true }) });
    const json = detailStructuredData({ detail, images: detail.images, canonicalUrl: 'u', origin: 'o', rating: null, breadcrumbs: [] }) as {
      '@graph': Record<string, unknown>[];
    };
    expect(json['@graph'][0]?.aggregateRating).toBeUndefined();
    expect((json['@graph'][0]?.offers as { seller: unknown }).seller).toEqual({ '@type': 'Person', name: 'Privater Anbieter' });
  });
});

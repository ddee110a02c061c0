import type { Seller, VehicleDetail } from '#src/domain/listing/listing-types.ts';

/** A complete dealer seller; `overrides` replace fields. */
export function createSeller(overrides: Partial<Seller> = {}): Seller {
  return {
    id: 7, type: 'D', tier: 'T40', companyName: 'Autohaus Huber', address: { street: 'Hauptstraße 1', zip: '8010', city: 'Graz' },
    coordinates: { lat: 47.07, lon: 15.44 }, homepage: 'www.huber.at', contactName: 'Anna Huber', isPrivateSeller: false, logo: null,
    dealerRatings: { ratingsCount: 12, ratingsStars: 4.3, ratingsEnabled: true, ratingsReviewUrl: null }, callTracking: false, companyRegister: null, vatId: null, memberSince: '2024-01-01T00:00:00.000Z',
    contacts: [{ phoneType: 'Office', formattedNumber: '+43 316 123456', callTo: '+43316123456', display: true }],
    ...overrides,
  };
}

const image = (id: number, i: number) => {
  const url = (size: string, ext: string) => `/images/listings/${id}/${i}-${size}.${ext}`;
  return { small: url('small', 'webp'), medium: url('medium', 'webp'), big: url('big', 'webp'), smallJpeg: url('small', 'jpeg'), mediumJpeg: url('medium', 'jpeg'), bigJpeg: url('big', 'jpeg') };
};

/** A complete vehicle detail (a 2018 VW Golf diesel at a dealer); `overrides` replace fields. */
export function createVehicleDetail(overrides: Partial<VehicleDetail> = {}): VehicleDetail {
  const id = overrides.id ?? 1234;
  const seller = overrides.seller ?? createSeller();
  return {
    id, oldId: null, images: [0, 1, 2].map((i) => image(id, i)), title: 'VW Golf 1.6 TDI Comfortline', detailURL: `/fahrzeuge/vw-golf-1-6-tdi-comfortline/${id}`,
    fuel: { raw: 'D', formatted: 'Diesel' }, thumbnail: image(id, 0).small, location: '8010 Graz', envkv: null, sellerType: seller.type,
    firstRegistrationDate: '03/2018', powerInKW: 85, powerInPS: 116, price: { raw: 14990, formatted: '€ 14.990' }, mileage: { raw: 45000, formatted: '45.000 km' },
    make: { raw: 74, formatted: 'VW', safeValue: 'vw' }, model: { raw: 1234, formatted: 'Golf', safeValue: 'golf' }, seller, tier: seller.tier,
    offerType: { raw: 'U', formatted: 'Gebrauchtwagen' }, financingInfo: { monthlyRate: { raw: 237.4, formatted: '€ 237,40' }, text: 'ab € 237,40 mtl.' },
    summary: { id, title: 'VW Golf 1.6 TDI Comfortline', price: { raw: 14990 }, mileage: { raw: 45000 }, firstRegistrationDate: '03/2018', sellerType: seller.type, seller: { id: seller.id }, tier: seller.tier, make: { formatted: 'VW' }, 'price.formatted': '€ 14.990' },
    consumption: [], numberOfDoors: 5, numberOfSeats: 5, numberOfPreviousOwners: 1, vatDeductible: false, hadAccident: false, createdAt: '2026-10-01T00:00:00.000Z', firstSeenAt: '2026-10-01T00:00:00.000Z', daysOnline: 12,
    adTargeting: { equi: '', acc: '0', stccm: '1598' }, gtmData: {}, financeIntegrations: { widgets: [] }, isSold: false, priceReduction: null,
    priceRating: { grade: 3, label: 'Fairer Preis', marketValue: 14_800, deviation: 0.013, comparablesCount: 37, range: { low: 12_490, high: 17_990 }, registrationYearSpan: 2, match: 'like-for-like', listedCount: 30, uncertainty: null },
    offerReference: 'HU-1234', mileageKm: 45000, bodyColor: 'Grau', bodyType: { id: 6, name: 'Limousine' }, transmissionType: 'Schaltgetriebe', gearboxId: 1, numberOfGears: 6,
    driveTrain: 'Frontantrieb', originalMarket: 'Österreich', engineDisplacement: 1598, emptyWeight: 1320, interiorDecoration: 'Stoff', co2: 109,
    euEmissionStandard: 'Euro 6', consumptionCombined: 4.2,
    wltp: { co2EmissionsCombined: 121, co2EmissionsCombinedWeighted: null, consumptionCombined: 4.6, consumptionCombinedWeighted: null, consumptionElectricCombined: null, consumptionElectricCombinedWeighted: null },
    electricRange: null, electricRangeCity: null, registeredInAustria: true, combustionPowerInKW: null, electric: null,
    ownershipCosts: {
      kmPerYear: 13_000,
      motorTax: { monthly: 42.97, yearly: 515.64, rule: 'leistung-vor-10-2020', basis: '85 kW − 24 kW = 61 kW: 61 × 0,682 €' },
      energy: { monthly: 76.74, basis: '4,6 l/100 km × € 1,54/l bei 13.000 km/Jahr', pricesAsOf: '2025-12-23' },
      nova: null, pickerlDue: '2027-03', pickerlDueInMonths: 4, totalMonthly: 119.71,
      reasons: { motorTax: null, energy: null, nova: 'Bereits in Österreich zugelassen' },
    },
    equipments: [{ id: 1, name: 'ABS' }, { id: 2, name: 'ESP' }], equipmentsByCategory: [{ category: 'Sicherheit', equipment: [{ id: 1, name: 'ABS' }, { id: 2, name: 'ESP' }] }],
    description: 'Gepflegtes Fahrzeug aus erster Hand.', highlights: { warranty: true, vatDeductible: false, fullService: true },
    priceHistory: [{ price: { raw: 14990, formatted: '€ 14.990' }, since: '2026-01-10T09:00:00.000Z' }],
    ...overrides,
  };
}

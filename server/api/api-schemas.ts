/**
 * zod descriptions of the JSON answers (for the OpenAPI document). The TypeScript types of the
 * records live in src/domain/listing/listing-types.ts; these schemas name their main fields.
 */
import { z } from 'zod';

const formatted = z.object({ raw: z.number(), formatted: z.string() });
const named = z.object({ raw: z.union([z.number(), z.string()]), formatted: z.string(), safeValue: z.string() });

/** `priceRating` (issue 17 §1): a grade with its figures, or 'Keine Preisbewertung' with the reason. */
export const PriceRatingSchema = z
  .union([
    z.object({
      grade: z.number().int().min(1).max(5).describe('1 Sehr guter Preis, 2 Guter Preis, 3 Fairer Preis, 4 Erhöhter Preis, 5 Hoher Preis'),
      label: z.string(),
      marketValue: z.number().describe('estimated market value in euro, rounded to 100'),
      deviation: z
        .number()
        .describe(
          '(price − marketValue) / marketValue, 3 decimals; thresholds: ≤ −0.10 grade 1, ≤ −0.05 grade 2, ≤ 0.05 grade 3, ≤ 0.10 grade 4, above grade 5',
        ),
      comparablesCount: z.number().int().describe('cars the market value was learnt from (for sale now or sold within a year)'),
      range: z.object({ low: z.number(), high: z.number() }).describe('lowest and highest price of the comparables (euro)'),
      registrationYearSpan: z
        .number()
        .int()
        .describe("the comparables' first registration lies within ± this many years of the car's (2, or 3 when ±2 found fewer than 5)"),
      match: z
        .enum(['like-for-like', 'model-fuel'])
        .describe("'like-for-like': the comparables share gearbox and body group; 'model-fuel': too few did, so any gearbox and body"),
      listedCount: z.number().int().describe("cars the comparables' result list shows: the comparables for sale now and this car"),
      uncertainty: z
        .string()
        .nullable()
        .describe("'Unsichere Bewertung: nur 6 vergleichbare Fahrzeuge, große Preisspanne'; null when the rating is sure enough"),
    }),
    z.object({
      grade: z.null(),
      label: z.literal('Keine Preisbewertung'),
      reason: z.enum(['too-few-comparables', 'uncertain', 'accident', 'oldtimer', 'new-car', 'pending']),
      reasonText: z.string().describe('the reason in words, as the pages show it'),
    }),
  ])
  .meta({ id: 'PriceRating' });

/** Issue 37 point 4: figures over the enquiries of the last 90 days; a page shows them from 5 enquiries on. */
export const AnswerTimesSchema = z
  .object({
    enquiries: z.number().describe('gezählte Anfragen der letzten 90 Tage (unbeantwortete erst nach 24 Std.)'),
    medianMinutes: z.number().nullable().describe('Median der Antwortzeit in Minuten; null, wenn die Mehrheit unbeantwortet blieb'),
    withinDayPercent: z.number().nullable().describe('Anteil der Anfragen, die binnen 24 Std. beantwortet wurden (ganze Prozent)'),
  })
  .meta({ id: 'AnswerTimes' });

export const SellerSchema = z
  .looseObject({
    id: z.number(),
    type: z.enum(['D', 'P', 'C']),
    tier: z.enum(['T10', 'T20', 'T30', 'T40']),
    companyName: z.string().nullable(),
    address: z.object({ street: z.string().nullable(), zip: z.string().nullable(), city: z.string().nullable() }),
    contacts: z.array(z.object({ phoneType: z.string(), formattedNumber: z.string(), callTo: z.string(), display: z.boolean() })),
    homepage: z.string().nullable(),
    contactName: z.string().nullable(),
    isPrivateSeller: z.boolean(),
    logo: z.string().nullable(),
    dealerRatings: z.object({ ratingsCount: z.number(), ratingsStars: z.number(), ratingsEnabled: z.boolean(), ratingsReviewUrl: z.string().nullable() }),
    answerTimes: AnswerTimesSchema,
    companyRegister: z.string().nullable().describe('Firmenbuchnummer (Händler und Vermittler)'),
    vatId: z.string().nullable().describe('UID-Nummer (Händler und Vermittler)'),
    memberSince: z.string().describe('seit wann der Anbieter auf dem Marktplatz ist (ISO-8601)'),
    tc: z.number().optional().describe('aktive Fahrzeuge des Anbieters'),
  })
  .meta({ id: 'Seller' });

export const ListingSchema = z
  .looseObject({
    id: z.number(),
    oldId: z.number().nullable(),
    images: z.array(z.object({ small: z.string(), medium: z.string(), big: z.string() })),
    title: z.string(),
    detailURL: z.string(),
    fuel: z.object({ raw: z.string(), formatted: z.string() }),
    thumbnail: z.string().nullable(),
    location: z.string(),
    envkv: z.string().nullable(),
    sellerType: z.enum(['D', 'P', 'C']),
    firstRegistrationDate: z.string().nullable().describe('MM/YYYY'),
    powerInKW: z.number(),
    powerInPS: z.number(),
    price: formatted,
    mileage: formatted,
    make: named,
    model: named,
    seller: SellerSchema,
    tier: z.enum(['T10', 'T20', 'T30', 'T40']),
    financingInfo: z.object({ monthlyRate: formatted, text: z.string() }).nullable(),
    summary: z.looseObject({ id: z.number(), title: z.string() }),
    consumption: z.array(z.string()),
    numberOfDoors: z.number().nullable(),
    numberOfSeats: z.number().nullable(),
    numberOfPreviousOwners: z.number().nullable(),
    adTargeting: z.object({ equi: z.string(), acc: z.string(), stccm: z.string() }),
    gtmData: z.record(z.string(), z.union([z.string(), z.number()])),
    financeIntegrations: z.object({
      widgets: z.array(z.object({ productType: z.enum(['finance', 'insurance']), stage: z.object({ rate: formatted, linkUrl: z.string() }) })),
    }),
    isSold: z.boolean(),
    confirmedAt: z
      .string()
      .nullable()
      .describe(
        "when the seller last confirmed the car is for sale (a feed or partner-API delivery, or the private seller's answer; 'zuletzt bestätigt am …'); null: never",
      ),
    priceReduction: z
      .object({ previousPrice: formatted, since: z.string().describe('ISO instant of the reduction') })
      .nullable()
      .describe("'Preis gesenkt': the price before the latest change, when it fell within the last 30 days"),
    priceRating: PriceRatingSchema,
  })
  .meta({ id: 'Listing' });

const euros = z.number().describe('Euro, zwei Nachkommastellen');
export const OwnershipCostsSchema = z
  .object({
    kmPerYear: z.number().describe('Jahreskilometer, mit denen die Energiekosten gerechnet sind (Standard 13.000)'),
    motorTax: z
      .object({
        monthly: euros,
        yearly: euros,
        rule: z.enum(['leistung-vor-10-2020', 'leistung-co2-ab-10-2020', 'elektro-ab-04-2025']).describe('angewandte Regel des § 6 Abs. 3 VersStG'),
        basis: z.string().describe('die Rechnung in Worten'),
      })
      .nullable()
      .describe('motorbezogene Versicherungssteuer (jährliche Zahlung); null: siehe reasons.motorTax'),
    energy: z
      .object({ monthly: euros, basis: z.string(), pricesAsOf: z.string().describe('Stand der österreichischen Durchschnittspreise') })
      .nullable()
      .describe('Treibstoff/Strom bei kmPerYear; null: siehe reasons.energy'),
    nova: z
      .object({ amount: euros, basis: z.string() })
      .nullable()
      .describe('einmalige NoVA bei der Zulassung (nur nicht in Österreich zugelassene Fahrzeuge)'),
    pickerlDue: z.string().nullable().describe("nächste § 57a-Begutachtung 'YYYY-MM' (3-2-1-Regel)"),
    pickerlDueInMonths: z.number().nullable(),
    totalMonthly: euros.nullable().describe('Steuer + Energie pro Monat; null, wenn ein Teil fehlt'),
    reasons: z.object({ motorTax: z.string().nullable(), energy: z.string().nullable(), nova: z.string().nullable() }).describe('warum ein Teil null ist'),
  })
  .meta({ id: 'OwnershipCosts' });

export const VehicleDetailSchema = ListingSchema.extend({
  offerReference: z.string().nullable(),
  bodyColor: z.string().nullable(),
  bodyType: z.object({ id: z.number(), name: z.string() }),
  transmissionType: z.string().nullable(),
  gearboxId: z.number().int().nullable().describe('TRANSMISSION_ID'),
  driveTrain: z.string().nullable(),
  euEmissionStandard: z.string().nullable(),
  equipments: z.array(z.object({ id: z.number(), name: z.string() })),
  equipmentsByCategory: z.array(z.object({ category: z.string(), equipment: z.array(z.object({ id: z.number(), name: z.string() })) })),
  description: z.string().nullable(),
  highlights: z.object({ warranty: z.boolean(), vatDeductible: z.boolean(), fullService: z.boolean() }),
  priceHistory: z.array(z.object({ price: formatted, since: z.string() })).describe("'Preisverlauf': every price, oldest first, the current one last"),
  registeredInAustria: z.boolean().describe('false: Import, noch nicht in Österreich zugelassen (NoVA fällig)'),
  combustionPowerInKW: z.number().nullable().describe('Hybride: Leistung des Verbrennungsmotors'),
  electric: z
    .object({
      continuousPowerInKW: z.number().nullable(),
      batteryCapacityKWh: z.number().nullable(),
      maxDcChargingKW: z.number().nullable(),
      maxAcChargingKW: z.number().nullable(),
      heatPump: z.boolean().nullable(),
      batteryHealth: z
        .object({
          stateOfHealthPercent: z.number().int().describe('Batteriezustand (State of Health) in ganzen Prozent, 50–100'),
          testedOn: z.string().describe("Prüfdatum 'YYYY-MM-DD'"),
          testProvider: z.string().describe('Prüfer (Prüforganisation oder Diagnoseanbieter)'),
        })
        .nullable()
        .describe('Batteriezertifikat (Issue 37 Punkt 5); null: keines vorhanden. Filter: sohfrom'),
    })
    .nullable()
    .describe('Elektroauto (und Hybrid mit Batteriezertifikat): Dauerleistung, nutzbare Batterie, DC/AC-Ladeleistung, Wärmepumpe, Batteriezustand'),
  ownershipCosts: OwnershipCostsSchema,
  mileageWarning: z
    .object({
      kind: z
        .enum(['lower', 'little-growth'])
        .describe('lower: below an earlier listing of the car; little-growth: grew under 100 km a month over 12+ months since another seller listed it'),
      earlierMileage: formatted.describe('the mileage of that earlier listing'),
      earlierSeenAt: z.string().describe('ISO instant of that earlier listing'),
      text: z.string().describe("'Kilometerstand niedriger als bei einem früheren Inserat dieses Fahrzeugs am …'"),
    })
    .nullable()
    .describe(
      'Kilometerstand-Prüfung über frühere Inserate desselben Fahrzeugs (gleiche FIN, oder gleicher Verkäufer und Angebotsnummer); null: passt zu ihnen. Solche Inserate sind der Moderation gemeldet.',
    ),
}).meta({ id: 'VehicleDetail' });

export const PageMetadataSchema = z.object({ currentPage: z.number(), pageSize: z.number(), totalItems: z.number(), totalPages: z.number() });

export const SearchListingsResponseSchema = z.object({
  listings: z.array(
    ListingSchema.extend({ distanceKm: z.number().nullable().describe("km from the search's place (city with coordinates); null without one") }),
  ),
  metadata: PageMetadataSchema,
  displayStrings: z.object({ makeModel: z.string().nullable(), offerType: z.string().nullable(), place: z.string().nullable(), totalCount: z.string() }),
  seller: SellerSchema.nullable(),
  ad_targeting: z.record(z.string(), z.string()),
  relaxations: z
    .array(
      z.object({
        label: z.string().describe("'ohne Automatik', 'Preis bis € 17.500'"),
        count: z.number().describe('cars the changed search finds'),
        query: z.string().describe('the changed search as backend query parameters'),
      }),
    )
    .optional()
    .describe('Only when the search finds nothing: up to three changes that bring cars back, most cars first'),
});

const countMap = z.record(z.string(), z.number());
export const CountersResponseSchema = z.object({
  totalCount: z.number(),
  counters: z
    .object({
      make: countMap,
      model: countMap,
      fuel: countMap,
      construction: countMap,
      offer: countMap,
      gearbox: countMap,
      bodycolor: countMap,
      doors: countMap,
      seats: countMap,
      uph: countMap,
      emclass: countMap,
      bundesland: countMap,
      eq: countMap,
      particularities: countMap,
      custtype: countMap,
      pic: countMap,
      ustate: countMap,
    })
    .describe('je Filter die Trefferzahl pro Wert, jeweils ohne den eigenen Filter gezählt'),
});

export const TotalCountSchema = z.object({ totalCount: z.number() });
export const NavigationSchema = z.object({
  prev: z.number().nullable(),
  next: z.number().nullable(),
  total: z.number().describe('höchstens 400'),
  matching: z.number().describe('alle Treffer der Suche'),
});

export const DealerRecordSchema = z.object({
  CompanyName: z.string().nullable(),
  LogoUrl: z.string().nullable(),
  MigratedLogoUrl: z.string().nullable(),
  Zip: z.string().nullable(),
  City: z.string().nullable(),
  Street: z.string().nullable(),
  Id: z.number(),
  CompanyUrl: z.string().nullable(),
  UrlName: z.string().nullable(),
  AverageRatings: z.number(),
  RatingsCount: z.number(),
  RatingsEnabled: z.boolean(),
  AnswerTimes: AnswerTimesSchema,
  PhoneNumbers: z.object({
    office: z.string().nullable(),
    private: z.string().nullable(),
    tracker: z.string().nullable(),
    mobile: z.string().nullable(),
    fax: z.string().nullable(),
  }),
});
export const DealersResponseSchema = z.object({
  dealers: z.array(DealerRecordSchema),
  metadata: z.object({ current_page: z.number(), page_size: z.number(), total_items: z.number(), total_pages: z.number() }),
});

export const FinanceComparisonSchema = z.object({
  guid: z.number(),
  totalAmount: formatted,
  deposit: formatted,
  duration: formatted,
  creditAmount: formatted,
  effectiveInterest: formatted,
  debitInterest: formatted,
  monthlyRate: formatted,
  processingFee: formatted,
});

export const RatingSchema = z.object({ average: z.number(), count: z.number(), make: z.string(), model: z.string().nullable() });

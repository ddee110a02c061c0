/**
 * The public shapes of listings (SPEC §3 Listing, Vehicle detail, Seller). API responses and page
 * loaders both use these; field names are the spec's.
 */
import type { MileageWarningKind } from './mileage-check.ts';
import type { PriceRating } from '../pricing/price-rating.ts';
import type { OwnershipCosts } from '../costs/ownership-costs.ts';
import type { AnswerFigures } from '../dealers/answer-times.ts';
import type { BatteryHealth } from './battery-health.ts';

export type SellerTypeCode = 'D' | 'P' | 'C';
export type TierCode = 'T10' | 'T20' | 'T30' | 'T40';

export interface FormattedNumber {
  raw: number;
  formatted: string;
}
export interface NamedValue {
  raw: number | string;
  formatted: string;
  safeValue: string;
}

export interface ListingImage {
  small: string;
  medium: string;
  big: string;
  /** JPEG fallbacks */ smallJpeg: string;
  mediumJpeg: string;
  bigJpeg: string;
}

export interface SellerContact {
  phoneType: 'Tracker' | 'Office' | 'Private' | 'Fax' | 'Mobile' | 'Whatsapp';
  formattedNumber: string;
  callTo: string;
  display: boolean;
}

export interface DealerRatings {
  ratingsCount: number;
  ratingsStars: number;
  ratingsEnabled: boolean;
  ratingsReviewUrl: string | null;
}

export interface Seller {
  id: number;
  type: SellerTypeCode;
  tier: TierCode;
  companyName: string | null;
  address: { street: string | null; zip: string | null; city: string | null };
  coordinates: { lat: number; lon: number } | null;
  contacts: SellerContact[];
  homepage: string | null;
  contactName: string | null;
  isPrivateSeller: boolean;
  logo: string | null;
  dealerRatings: DealerRatings;
  /** how fast the seller answers enquiries (issue 37 point 4); shown from 5 enquiries on */
  answerTimes: AnswerFigures;
  callTracking: boolean;
  /** Firmenbuchnummer and UID-Nummer of a business (issue 27); null where the partner sent none */
  companyRegister: string | null;
  vatId: string | null;
  /** when the seller joined the marketplace (ISO-8601): a new seller is one of the scam signals */
  memberSince: string;
  /** Number of active cars of this seller (SPEC: seller car count `tc`). */
  tc?: number;
}

export interface ListingSummaryBlock {
  id: number;
  title: string;
  price: { raw: number };
  mileage: { raw: number };
  firstRegistrationDate: string | null;
  sellerType: SellerTypeCode;
  seller: { id: number };
  tier: TierCode;
  make: { formatted: string };
  'price.formatted': string;
}

export interface FinancingInfo {
  monthlyRate: FormattedNumber;
  text: string;
}

/** One car in a result list, watch list or compare view. */
export interface Listing {
  id: number;
  oldId: number | null;
  images: ListingImage[];
  title: string;
  detailURL: string;
  fuel: { raw: string; formatted: string };
  thumbnail: string | null;
  location: string;
  envkv: string | null;
  sellerType: SellerTypeCode;
  firstRegistrationDate: string | null; // 'MM/YYYY'
  powerInKW: number;
  powerInPS: number;
  price: FormattedNumber;
  mileage: FormattedNumber;
  make: NamedValue;
  model: NamedValue;
  seller: Seller;
  tier: TierCode;
  offerType: { raw: string; formatted: string };
  financingInfo: FinancingInfo | null;
  summary: ListingSummaryBlock;
  consumption: string[];
  numberOfDoors: number | null;
  numberOfSeats: number | null;
  numberOfPreviousOwners: number | null;
  vatDeductible: boolean;
  hadAccident: boolean;
  createdAt: string;
  /** first appearance (a car listed again keeps it) and the Vienna days since ('Seit 12 Tagen online', issue 27 §7) */
  firstSeenAt: string;
  daysOnline: number;
  /** when the seller last confirmed the car is for sale (issue 37 point 3); null: never */
  confirmedAt: string | null;
  adTargeting: { equi: string; acc: string; stccm: string };
  gtmData: Record<string, string | number>;
  financeIntegrations: { widgets: FinanceWidget[] };
  isSold: boolean;
  /** the price before the latest change when it fell within the last 30 days ('Preis gesenkt'), else null */
  priceReduction: { previousPrice: FormattedNumber; since: string } | null;
  /** the price rating (issue 17 §1): grade and market value, or why there is none */
  priceRating: PriceRating;
}

export interface FinanceWidget {
  productType: 'finance' | 'insurance';
  stage: { rate: FormattedNumber; linkUrl: string };
}

export interface EquipmentItem {
  id: number;
  name: string;
}
export interface EquipmentCategoryGroup {
  category: string;
  equipment: EquipmentItem[];
}

export interface ElectricFacts {
  continuousPowerInKW: number | null;
  batteryCapacityKWh: number | null;
  maxDcChargingKW: number | null;
  maxAcChargingKW: number | null;
  heatPump: boolean | null;
  /** the battery certificate (issue 37 point 5); null: none sent */
  batteryHealth: BatteryHealth | null;
}

/** Everything the car detail page shows. */
export interface VehicleDetail extends Listing {
  offerReference: string | null;
  mileageKm: number;
  bodyColor: string | null;
  bodyType: { id: number; name: string };
  transmissionType: string | null;
  /** transmission id (1 Schaltgetriebe, 2 Automatik, 3 Halbautomatik): the comparables' gearbox group */
  gearboxId: number | null;
  numberOfGears: number | null;
  driveTrain: string | null;
  originalMarket: string | null;
  engineDisplacement: number | null;
  emptyWeight: number | null;
  interiorDecoration: string | null;
  co2: number | null;
  euEmissionStandard: string | null;
  consumptionCombined: number | null;
  wltp: {
    co2EmissionsCombined: number | null;
    co2EmissionsCombinedWeighted: number | null;
    consumptionCombined: number | null;
    consumptionCombinedWeighted: number | null;
    consumptionElectricCombined: number | null;
    consumptionElectricCombinedWeighted: number | null;
  };
  electricRange: number | null;
  electricRangeCity: number | null;
  /** false: an import not yet registered in Austria (the NoVA is due on registration) */
  registeredInAustria: boolean;
  /** hybrids: power of the combustion engine */
  combustionPowerInKW: number | null;
  /** electric cars' facts (null for other cars) */
  electric: ElectricFacts | null;
  /** motor tax, energy, NoVA and Pickerl (issue 26), at `ownershipCosts.kmPerYear` */
  ownershipCosts: OwnershipCosts;
  equipments: EquipmentItem[];
  equipmentsByCategory: EquipmentCategoryGroup[];
  description: string | null;
  highlights: { warranty: boolean; vatDeductible: boolean; fullService: boolean };
  /** every price the car had, oldest first, the current one last ('Preisverlauf'; one entry = never changed) */
  priceHistory: { price: FormattedNumber; since: string }[];
  /**
   * The mileage check across relistings (issue 37 point 2): the car came back with a lower mileage than
   * an earlier listing of it, or one that grew implausibly little since; null when it fits them.
   */
  mileageWarning: {
    kind: MileageWarningKind;
    earlierMileage: FormattedNumber;
    /** ISO instant of the earlier listing's mileage */
    earlierSeenAt: string;
    /** 'Kilometerstand niedriger als bei einem früheren Inserat dieses Fahrzeugs am …' */
    text: string;
  } | null;
}

/** A detail as pages show it: without what only API clients read, and without the photo URLs (pages send them in short: listing-photos.ts). */
export type VehicleDetailFacts = Omit<VehicleDetail, 'images' | 'equipments' | 'summary' | 'gtmData' | 'adTargeting'>;

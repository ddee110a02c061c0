import type { Seller } from '#src/domain/listing/listing-types.ts';
import { dealerInitials, dealerLogoColor } from '#src/images/dealer-logo.ts';
import { sellerLocation, starRating, type StarRating } from '#app/components/listing/seller-display.ts';

/** What the dealer pages show of a dealer: name, place, logo (or its initials), rating, car count. */
export interface DealerSummary {
  id: number;
  companyName: string;
  street: string | null;
  zipCity: string | null;
  /** full address for the map link and screen readers */
  location: string | null;
  logo: string | null;
  /** shown instead of a logo: initials on the colour the generated logo would have */
  placeholder: { initials: string; color: string };
  /** only when ratings are enabled and there are some (SPEC §2 seller section) */
  rating: StarRating | null;
  carCount: number;
}

interface DealerFields {
  id: number;
  companyName: string | null;
  street: string | null;
  zip: string | null;
  city: string | null;
  logo: string | null;
  ratingsEnabled: boolean;
  ratingsCount: number;
  ratingsStars: number;
  ratingsReviewUrl: string | null;
}

export function dealerSummary(d: DealerFields, carCount: number): DealerSummary {
  const companyName = d.companyName ?? 'Händler';
  const zipCity = [d.zip, d.city].filter(Boolean).join(' ') || null;
  return {
    id: d.id,
    companyName,
    street: d.street,
    zipCity,
    location: sellerLocation({ address: { street: d.street, zip: d.zip, city: d.city } }),
    logo: d.logo,
    placeholder: { initials: dealerInitials(companyName), color: dealerLogoColor(d.id) },
    rating: d.ratingsEnabled && d.ratingsCount > 0 ? starRating(d.ratingsStars, d.ratingsCount, d.ratingsReviewUrl) : null,
    carCount,
  };
}

export function sellerDealerFields(s: Seller): DealerFields {
  return {
    id: s.id,
    companyName: s.companyName,
    street: s.address.street,
    zip: s.address.zip,
    city: s.address.city,
    logo: s.logo,
    ratingsEnabled: s.dealerRatings.ratingsEnabled,
    ratingsCount: s.dealerRatings.ratingsCount,
    ratingsStars: s.dealerRatings.ratingsStars,
    ratingsReviewUrl: s.dealerRatings.ratingsReviewUrl,
  };
}

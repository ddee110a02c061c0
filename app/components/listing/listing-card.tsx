import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { WatchButton } from '#app/components/watch-list/watch-button.tsx';
import { formatDistance } from '#src/domain/format/distance-format.ts';
import { daysOnlineText } from '#src/domain/listing/days-online.ts';
import { confirmedText } from '#src/domain/listing/listing-confirmation.ts';
import { PriceRatingBadge } from './price-rating-badge.tsx';
import { PriceReduction } from './price-reduction.tsx';
import listingCardCss from '#app/styles/listing-card.css?url';
import type { Listing, ListingImage, Seller, SellerTypeCode, TierCode } from '#src/domain/listing/listing-types.ts';
import { answerTimeTexts, type AnswerFigures } from '#src/domain/dealers/answer-times.ts';

export const SELLER_TYPE_LABELS: Record<SellerTypeCode, string> = { D: 'Händler', P: 'Privat', C: 'Vermittler' };

/** SPEC §3 tiers: T20 is highlighted, T30 and T40 are top offers. */
function tierClass(tier: TierCode): string {
  if (tier === 'T30' || tier === 'T40') return ' listing-card--top';
  if (tier === 'T20') return ' listing-card--highlight';
  return '';
}

/** The photo sizes a card's picture uses (240 and 640 px wide). */
export type CardImage = Pick<ListingImage, 'small' | 'medium' | 'smallJpeg' | 'mediumJpeg'>;

/**
 * What a card shows of a listing, no more: it travels in every result page's hydration data (20 cards),
 * so raw numbers, the rating's reasoning and unused photo sizes stay out. A full `Listing` fits.
 */
export type CardListing = Pick<
  Listing,
  | 'id'
  | 'title'
  | 'detailURL'
  | 'tier'
  | 'powerInKW'
  | 'powerInPS'
  | 'firstRegistrationDate'
  | 'envkv'
  | 'location'
  | 'sellerType'
  | 'priceReduction'
  | 'daysOnline'
  | 'confirmedAt'
> & {
  price: Pick<Listing['price'], 'formatted'>;
  mileage: Pick<Listing['mileage'], 'formatted'>;
  fuel: Pick<Listing['fuel'], 'formatted'>;
  offerType: Pick<Listing['offerType'], 'formatted'>;
  financingInfo: Pick<NonNullable<Listing['financingInfo']>, 'text'> | null;
  priceRating: Pick<Listing['priceRating'], 'grade' | 'label'>;
  images: CardImage[];
  /** number of photos when `images` holds only the first (result pages send no more) */
  imageCount?: number;
  seller: Pick<Seller, 'isPrivateSeller' | 'companyName'>;
  /**
   * the seller's answer time as one short line (issue 37 point 4); null under 5 enquiries. Absent where
   * a page hands the card a whole Listing: the dealer's own car list, whose panel shows the figures.
   */
  answerTime?: string | null;
};

/** A listing cut down to what its card shows, so result pages do not ship every photo URL and seller detail. */
export function cardListing(listing: Listing): CardListing {
  const photo = listing.images[0];
  return {
    id: listing.id,
    title: listing.title,
    detailURL: listing.detailURL,
    tier: listing.tier,
    price: { formatted: listing.price.formatted },
    mileage: { formatted: listing.mileage.formatted },
    powerInKW: listing.powerInKW,
    powerInPS: listing.powerInPS,
    fuel: { formatted: listing.fuel.formatted },
    firstRegistrationDate: listing.firstRegistrationDate,
    offerType: { formatted: listing.offerType.formatted },
    financingInfo: listing.financingInfo ? { text: listing.financingInfo.text } : null,
    envkv: listing.envkv,
    location: listing.location,
    sellerType: listing.sellerType,
    priceReduction: listing.priceReduction,
    priceRating: { grade: listing.priceRating.grade, label: listing.priceRating.label },
    daysOnline: listing.daysOnline,
    confirmedAt: listing.confirmedAt,
    images: photo ? [{ small: photo.small, medium: photo.medium, smallJpeg: photo.smallJpeg, mediumJpeg: photo.mediumJpeg }] : [],
    imageCount: listing.images.length,
    seller: { isPrivateSeller: listing.seller.isPrivateSeller, companyName: listing.seller.companyName },
    // Answer times are a dealer's promise (issue 37 point 4); a private seller's few enquiries say little.
    answerTime: listing.seller.isPrivateSeller ? null : answerTimeLine(listing.seller.answerTimes),
  };
}

/** The card's one line: the usual answer time, or the share answered within a day when most went unanswered. */
function answerTimeLine(figures: AnswerFigures): string | null {
  const texts = answerTimeTexts(figures);
  return texts && (texts.time ?? texts.share);
}

export interface ListingCardProps {
  listing: CardListing;
  /** link to the detail page; result lists add index and search (SPEC §2 route table) */
  href?: string;
  headingLevel?: 2 | 3;
  /** load the photo eagerly (the first cards of a list are in the first screen) */
  eager?: boolean;
  /** extra controls next to the Merken button (compare checkbox on the watch list) */
  actions?: ReactNode;
  /** the distance from the search's place after the location (`CardDistance`) */
  distance?: ReactNode;
}

/** How many cards at the top of a list load their photo eagerly (the first screen). */
export const EAGER_CARD_PHOTOS = 2;

/** km from the search's place, after a card's location. */
export function CardDistance({ km }: { km: number }) {
  return (
    <span className="listing-card__distance">
      {' '}
      · {formatDistance(km)}
      <span className="visually-hidden"> entfernt</span>
    </span>
  );
}

/**
 * One car in a result list, dealer car list or watch list: photo, title, price, key data, location,
 * seller type and the tier highlight. The photo box has a fixed 4:3 ratio so nothing shifts as it
 * loads. The Merken button is the watch-list feature's toggle.
 */
export function ListingCard({ listing, href = listing.detailURL, headingLevel = 2, eager = false, actions, distance }: ListingCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const photo = listing.images[0];
  const photoCount = listing.imageCount ?? listing.images.length;
  const titleId = `listing-${listing.id}-title`;
  const top = listing.tier === 'T30' || listing.tier === 'T40';
  const facts = [
    listing.firstRegistrationDate ? `EZ ${listing.firstRegistrationDate}` : listing.offerType.formatted,
    listing.mileage.formatted,
    `${listing.powerInKW} kW (${listing.powerInPS} PS)`,
    listing.fuel.formatted,
    // Days on market (issue 27 §7): buyers negotiate with it.
    daysOnlineText(listing.daysOnline),
  ];
  const seller = listing.seller.isPrivateSeller ? null : listing.seller.companyName;
  const confirmed = confirmedText(listing.confirmedAt);
  return (
    <>
      {/* React hoists this into <head> once however many cards a page has, so every page showing cards gets their styles. */}
      <link rel="stylesheet" href={listingCardCss} precedence="default" />
      <article className={`listing-card${tierClass(listing.tier)}`} aria-labelledby={titleId} data-listing-id={listing.id}>
        <Link to={href} className="listing-card__media" tabIndex={-1} aria-hidden="true">
          {photo ? (
            <picture>
              <source type="image/webp" srcSet={`${photo.small} 240w, ${photo.medium} 640w`} sizes="(min-width: 600px) 240px, 100vw" />
              <img
                src={photo.smallJpeg}
                srcSet={`${photo.smallJpeg} 240w, ${photo.mediumJpeg} 640w`}
                sizes="(min-width: 600px) 240px, 100vw"
                width={240}
                height={180}
                alt=""
                loading={eager ? 'eager' : 'lazy'}
                decoding="async"
              />
            </picture>
          ) : (
            <span className="listing-card__no-photo">Kein Bild</span>
          )}
          {photoCount > 1 ? <span className="listing-card__photo-count">{photoCount} Bilder</span> : null}
        </Link>
        <div className="listing-card__body">
          <div className="listing-card__head">
            {top ? <span className="listing-card__badge">Top-Angebot</span> : null}
            <Heading id={titleId} className="listing-card__title">
              <Link to={href}>{listing.title}</Link>
            </Heading>
          </div>
          <div className="listing-card__prices">
            <p className="listing-card__price">{listing.price.formatted}</p>
            {/* 'Keine Preisbewertung' stays on the detail page: on every new car or Oldtimer card it would only be noise. */}
            {listing.priceRating.grade === null ? null : <PriceRatingBadge grade={listing.priceRating.grade} label={listing.priceRating.label} />}
            {listing.priceReduction ? <PriceReduction reduction={listing.priceReduction} /> : null}
            {listing.financingInfo ? <p className="listing-card__finance">{listing.financingInfo.text}</p> : null}
          </div>
          <ul className="listing-card__facts" aria-label="Fahrzeugdaten">
            {facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
          {listing.envkv ? <p className="listing-card__envkv">{listing.envkv}</p> : null}
          <div className="listing-card__footer">
            <p className="listing-card__seller">
              <span className="listing-card__location">
                {listing.location}
                {distance}
              </span>
              <span className={`listing-card__seller-type listing-card__seller-type--${listing.sellerType}`}>
                {SELLER_TYPE_LABELS[listing.sellerType]}
                {seller ? ` · ${seller}` : ''}
              </span>
              {listing.answerTime ? <span className="listing-card__answer-time">{listing.answerTime}</span> : null}
              {/* No dead ads (issue 37 point 3): when the seller last said the car is still for sale. */}
              {confirmed ? <span className="listing-card__confirmed">{confirmed}</span> : null}
            </p>
            <div className="listing-card__actions">
              {actions}
              <WatchButton listingId={listing.id} title={listing.title} className="listing-card__watch" />
            </div>
          </div>
        </div>
      </article>
    </>
  );
}

import { Link } from 'react-router';
import { trackEvent } from '#app/analytics/track-event.ts';
import type { Seller } from '#src/domain/listing/listing-types.ts';
import { ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';
import { RevealNumberButton, useCallState } from './call-number.tsx';
import { focusFirstField } from './focus-first-field.ts';
import { dealerCarsPath, dealerVCard, homepageUrl, mapLink, phoneLines, sellerBoxParts, type PhoneLine } from '#app/components/listing/seller-display.ts';
import type { Platform } from '#src/domain/device/user-agent.ts';
import { StarRatingView } from './star-rating.tsx';
import { SELLER_ROLE_SECTION_ID } from './seller-role-box.tsx';

export interface SellerBoxProps {
  seller: Seller;
  /** the visitor's platform, from the request's user agent: decides how the address opens */
  platform: Platform;
  pageUrl: string;
  /** id of the contact form the 'E-Mail senden' action jumps to */
  contactFormId: string;
}

function PhoneList({ lines }: { lines: PhoneLine[] }) {
  return (
    <ul className="seller-box__phones" aria-label="Telefonnummern">
      {lines.map((line) => (
        <li key={`${line.label}${line.number}`}>
          <span className="seller-box__phone-label">{line.label}</span> {line.href ? <a href={line.href}>{line.number}</a> : <span>{line.number}</span>}
          {line.whatsapp ? <span className="seller-box__phone-note"> (Whatsapp)</span> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * After 'Nummer anzeigen' the box lists the numbers a visitor without JavaScript sees (office,
 * mobile, Whatsapp as text; issue 27), and says where a call-tracking number leads. A single
 * number the button already shows is not repeated.
 */
function RevealedPhones({ seller }: { seller: Seller }) {
  const state = useCallState();
  if (state.phase !== 'known') return null;
  const lines = phoneLines(seller.contacts);
  return (
    <>
      {state.tracked ? <p className="seller-box__tracking-note">Diese Nummer leitet direkt zum Händler weiter</p> : null}
      {lines.length > (state.tracked ? 0 : 1) ? <PhoneList lines={lines} /> : null}
    </>
  );
}

/**
 * The seller section (SPEC §2): what shows depends on seller type and tier (see seller-display.ts),
 * then the call button, the e-mail action and the seller actions.
 */
export function SellerBox({ seller, platform, pageUrl, contactFormId }: SellerBoxProps) {
  const parts = sellerBoxParts(seller);
  const map = mapLink(platform, seller);
  const carCount = seller.tc ?? null;
  return (
    <section className="seller-box" aria-labelledby="seller-box-heading">
      <h2 id="seller-box-heading" className="seller-box__heading">
        {parts.privateLabel ? 'Privater Anbieter' : seller.type === 'C' ? 'Vermittler' : 'Händler'}
      </h2>
      <p className="seller-box__role">
        <a href={`#${SELLER_ROLE_SECTION_ID}`}>Was heißt das für Gewährleistung und Garantie?</a>
      </p>
      {parts.logo ? (
        <img className="seller-box__logo" src={parts.logo} alt={`Logo ${parts.companyName ?? ''}`.trim()} width={160} height={60} loading="lazy" />
      ) : null}
      {parts.companyName ? <p className="seller-box__name">{parts.companyName}</p> : null}
      {parts.ratings ? (
        <p className="seller-box__ratings">
          <StarRatingView rating={parts.ratings} />
        </p>
      ) : null}
      {parts.contactName ? <p className="seller-box__contact">Ansprechpartner: {parts.contactName}</p> : null}
      {parts.location ? <address className="seller-box__location">{parts.location}</address> : null}
      {parts.allVehiclesLink ? (
        <p className="seller-box__all">
          <Link to={dealerCarsPath(seller.id)} onClick={() => trackEvent('dealer_vehicles_open', { sellerId: seller.id })}>
            {carCount ? `Alle ${carCount} Fahrzeuge dieses Händlers` : 'Alle Fahrzeuge dieses Händlers'}
          </Link>
        </p>
      ) : null}
      <div className="seller-box__call">
        <RevealNumberButton />
        <RevealedPhones seller={seller} />
        <noscript>
          <PhoneList lines={phoneLines(seller.contacts)} />
        </noscript>
      </div>
      {/* Paper cannot click 'Nummer anzeigen': a printed listing carries the numbers. */}
      <div className="print-only">
        <PhoneList lines={phoneLines(seller.contacts)} />
      </div>
      <a className="button button--primary seller-box__email" href={`#${contactFormId}`} onClick={() => focusFirstField(contactFormId)}>
        E-Mail senden
      </a>
      <ul className="seller-box__actions">
        {seller.homepage ? (
          <li>
            <a href={homepageUrl(seller.homepage)} target="_blank" rel="noopener noreferrer">
              Homepage
            </a>
          </li>
        ) : null}
        {map && !seller.isPrivateSeller ? (
          <li>
            <a
              href={map.href}
              {...(map.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              onClick={() => trackEvent('address_select', { sellerId: seller.id })}
            >
              Adresse anzeigen
            </a>
          </li>
        ) : null}
        {!seller.isPrivateSeller && !parts.allVehiclesLink ? (
          <li>
            <Link to={dealerCarsPath(seller.id)} onClick={() => trackEvent('dealer_vehicles_open', { sellerId: seller.id })}>
              Alle Fahrzeuge
            </Link>
          </li>
        ) : null}
        {!seller.isPrivateSeller ? (
          <li>
            <a href={`data:text/vcard;charset=utf-8,${encodeURIComponent(dealerVCard(seller, pageUrl))}`} download={`haendler-${seller.id}.vcf`}>
              Kontakt speichern (vCard)
            </a>
          </li>
        ) : null}
        <li>
          <Link to={ROUTE_PATHS.safetyAdvice}>Sicherheitshinweise</Link>
        </li>
      </ul>
    </section>
  );
}

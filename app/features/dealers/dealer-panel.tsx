import type { Seller } from '#src/domain/listing/listing-types.ts';
import { answerTimeTexts } from '#src/domain/dealers/answer-times.ts';
import { homepageUrl, mapLink, phoneLines } from '#app/components/listing/seller-display.ts';
import type { Platform } from '#src/domain/device/user-agent.ts';
import { trackEvent } from '#app/analytics/track-event.ts';
import { DealerLogo } from './dealer-logo.tsx';
import { DEALER_REVIEWS_ID } from './dealer-profile-sections.tsx';
import { DealerRating } from './dealer-rating.tsx';
import type { DealerSummary } from './dealer-view.ts';

/**
 * The dealer's card beside its car list (sticky on desktop): logo, name, rating, address and the
 * contact actions – phone numbers (Whatsapp and Fax are not call links), homepage, map.
 */
export function DealerPanel({ dealer, seller, platform }: { dealer: DealerSummary; seller: Seller; platform: Platform }) {
  const phones = phoneLines(seller.contacts);
  const answerTimes = answerTimeTexts(seller.answerTimes);
  const map = mapLink(platform, seller);
  return (
    <section className="dealer-panel" aria-labelledby="dealer-panel-name">
      <div className="dealer-panel__head">
        <DealerLogo dealer={dealer} size={72} eager />
        <div>
          <h2 id="dealer-panel-name" className="dealer-panel__name">
            {dealer.companyName}
          </h2>
          {dealer.rating ? (
            <a href={`#${DEALER_REVIEWS_ID}`} className="dealer-panel__rating-link">
              <DealerRating rating={dealer.rating} />
              <span className="visually-hidden"> – Bewertungen lesen</span>
            </a>
          ) : null}
          {answerTimes ? (
            <p className="dealer-panel__answer-times">
              {answerTimes.time ? (
                <>
                  {answerTimes.time}
                  <br />
                </>
              ) : null}
              {answerTimes.share}
            </p>
          ) : null}
        </div>
      </div>
      {dealer.location ? (
        <address className="dealer-panel__address">
          {dealer.street ? (
            <>
              {dealer.street}
              <br />
            </>
          ) : null}
          {dealer.zipCity}
        </address>
      ) : null}
      {phones.length > 0 ? (
        <ul className="dealer-panel__phones" aria-label="Telefonnummern">
          {phones.map((line) => (
            <li key={`${line.label}${line.number}`}>
              <span className="dealer-panel__phone-label">{line.label}</span>{' '}
              {line.href ? (
                <a href={line.href} onClick={() => trackEvent('call_select', { sellerId: seller.id, origin: 'dealer_cars' })}>
                  {line.number}
                </a>
              ) : (
                <span>{line.number}</span>
              )}
              {line.whatsapp ? <span className="dealer-panel__note"> (Whatsapp)</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      <ul className="dealer-panel__actions">
        {map ? (
          <li>
            <a
              className="button"
              href={map.href}
              {...(map.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              onClick={() => trackEvent('address_select', { sellerId: seller.id, origin: 'dealer_cars' })}
            >
              Adresse anzeigen{map.newTab ? <span className="visually-hidden"> (öffnet in neuem Tab)</span> : null}
            </a>
          </li>
        ) : null}
        {seller.homepage ? (
          <li>
            <a className="button" href={homepageUrl(seller.homepage)} target="_blank" rel="noopener noreferrer nofollow">
              Homepage<span className="visually-hidden"> (öffnet in neuem Tab)</span>
            </a>
          </li>
        ) : null}
      </ul>
    </section>
  );
}

/**
 * What makes a dealer trustworthy on its page (issue 27 point 9): readable ratings (stars, count,
 * how they are distributed, the individual ratings the partner sent), opening hours, the company's
 * details, and the contact form (passed in by the route, which composes the contact feature).
 */
import type { ReactNode } from 'react';
import { distributionShares, type DealerProfile } from '#src/domain/dealers/dealer-profile.ts';
import { formatNumber } from '#src/domain/format/number-format.ts';
import { homepageUrl } from '#app/components/listing/seller-display.ts';
import { DealerRating } from './dealer-rating.tsx';
import type { DealerSummary } from './dealer-view.ts';

export const DEALER_REVIEWS_ID = 'bewertungen';
export const DEALER_CONTACT_ID = 'kontakt';

function Stars({ stars }: { stars: number }) {
  return (
    <span className="dealer-rating__stars" role="img" aria-label={`${stars} von 5 Sternen`}>
      <span className="dealer-rating__fill" style={{ width: `${stars * 20}%` }} />
    </span>
  );
}

const dateFormat = new Intl.DateTimeFormat('de-AT', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The company's register entries as the partner sent them (Firmenbuch, UID). */
export interface CompanyRegistration {
  homepage: string | null;
  companyRegister: string | null;
  vatId: string | null;
}

export function DealerProfileSections({
  dealer,
  profile,
  company,
  contactForm,
}: {
  dealer: DealerSummary;
  profile: DealerProfile;
  company: CompanyRegistration;
  contactForm: ReactNode;
}) {
  const { homepage } = company;
  const shares = profile.distribution ? distributionShares(profile.distribution) : null;
  return (
    <div className="dealer-profile">
      {dealer.rating ? (
        <section id={DEALER_REVIEWS_ID} className="dealer-profile__section" aria-labelledby="dealer-reviews-title">
          <h2 id="dealer-reviews-title">Bewertungen</h2>
          <p className="dealer-profile__average">
            <strong>{formatNumber(dealer.rating.stars, dealer.rating.stars % 1 === 0 ? 0 : 1)}</strong> von 5 <DealerRating rating={dealer.rating} />
          </p>
          {profile.distribution && shares ? (
            <ul className="dealer-profile__distribution" aria-label="Verteilung der Sterne">
              {[5, 4, 3, 2, 1].map((stars) => (
                <li key={stars}>
                  <span className="dealer-profile__bar-label">
                    {stars} {stars === 1 ? 'Stern' : 'Sterne'}
                  </span>
                  <span className="dealer-profile__bar" aria-hidden="true">
                    <span style={{ width: `${shares[stars - 1] ?? 0}%` }} />
                  </span>
                  <span className="dealer-profile__bar-count">{formatNumber(profile.distribution?.[stars - 1] ?? 0)}</span>
                </li>
              ))}
            </ul>
          ) : null}
          {profile.reviews.length > 0 ? (
            <ul className="dealer-profile__reviews">
              {profile.reviews.map((review, i) => (
                <li key={i} className="dealer-profile__review">
                  <p className="dealer-profile__review-head">
                    <Stars stars={review.stars} />
                    {review.author ? <span> {review.author}</span> : null}
                    {review.date ? (
                      <span className="dealer-profile__review-date">
                        {review.author ? ' · ' : ' '}
                        {dateFormat.format(new Date(`${review.date}T00:00:00Z`))}
                      </span>
                    ) : null}
                  </p>
                  <p>{review.text}</p>
                </li>
              ))}
            </ul>
          ) : null}
          {dealer.rating.reviewUrl ? (
            <p>
              <a href={dealer.rating.reviewUrl} target="_blank" rel="noopener noreferrer nofollow">
                Alle Bewertungen beim Bewertungsportal<span className="visually-hidden"> (öffnet in neuem Tab)</span>
              </a>
            </p>
          ) : null}
        </section>
      ) : null}
      <div className="dealer-profile__facts">
        {profile.openingHours.length > 0 ? (
          <section className="dealer-profile__section" aria-labelledby="dealer-hours-title">
            <h2 id="dealer-hours-title">Öffnungszeiten</h2>
            <ul className="dealer-profile__hours">
              {profile.openingHours.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
        ) : null}
        <section className="dealer-profile__section" aria-labelledby="dealer-company-title">
          <h2 id="dealer-company-title">Firmendaten</h2>
          <dl className="dealer-profile__company">
            <dt>Firma</dt>
            <dd>{dealer.companyName}</dd>
            {dealer.location ? (
              <>
                <dt>Anschrift</dt>
                <dd>
                  {dealer.street ? <>{dealer.street}, </> : null}
                  {dealer.zipCity}
                </dd>
              </>
            ) : null}
            {company.companyRegister ? (
              <>
                <dt>Firmenbuch</dt>
                <dd>{company.companyRegister}</dd>
              </>
            ) : null}
            {company.vatId ? (
              <>
                <dt>UID</dt>
                <dd>{company.vatId}</dd>
              </>
            ) : null}
            {homepage ? (
              <>
                <dt>Homepage</dt>
                <dd>
                  <a href={homepageUrl(homepage)} target="_blank" rel="noopener noreferrer nofollow">
                    {homepage}
                    <span className="visually-hidden"> (öffnet in neuem Tab)</span>
                  </a>
                </dd>
              </>
            ) : null}
          </dl>
        </section>
      </div>
      <section id={DEALER_CONTACT_ID} className="dealer-profile__section contact" aria-labelledby="dealer-contact-title">
        <h2 id="dealer-contact-title">Händler kontaktieren</h2>
        {contactForm}
      </section>
    </div>
  );
}

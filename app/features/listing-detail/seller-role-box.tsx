import type { Seller } from '#src/domain/listing/listing-types.ts';
import { CONSUMER_RIGHTS_SOURCE, SELLER_ROLE_TEXTS, sellerRoleOf } from '#src/domain/listing/seller-role.ts';
import { sellerLocation } from '#app/components/listing/seller-display.ts';

export const SELLER_ROLE_SECTION_ID = 'wer-verkauft';

/**
 * 'Wer verkauft?' at the contact form (issue 27 point 6): dealer, private sale or agent, what that
 * means for Gewährleistung and Garantie, and the details a business must give (company, address,
 * Firmenbuch, UID) where the partner sent them.
 */
export function SellerRoleBox({ seller }: { seller: Seller }) {
  const role = sellerRoleOf(seller.type);
  const text = SELLER_ROLE_TEXTS[role];
  const address = sellerLocation(seller);
  const business = role !== 'private' && seller.companyName;
  return (
    <section id={SELLER_ROLE_SECTION_ID} className="seller-role" aria-labelledby="seller-role-heading">
      <h3 id="seller-role-heading">
        Wer verkauft? <span className="seller-role__label">{text.label}</span>
      </h3>
      <p>
        <strong>Gewährleistung:</strong> {text.warranty}
      </p>
      <p>
        <strong>Garantie:</strong> {text.guarantee}
      </p>
      {business ? (
        <dl className="seller-role__legal">
          <div>
            <dt>Unternehmen</dt>
            <dd>
              {seller.companyName}
              {address ? `, ${address}` : ''}
            </dd>
          </div>
          {seller.companyRegister ? (
            <div>
              <dt>Firmenbuch</dt>
              <dd>{seller.companyRegister}</dd>
            </div>
          ) : null}
          {seller.vatId ? (
            <div>
              <dt>UID</dt>
              <dd>{seller.vatId}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <p className="seller-role__source">
        Quelle:{' '}
        <a href={CONSUMER_RIGHTS_SOURCE.url} target="_blank" rel="noopener noreferrer">
          {CONSUMER_RIGHTS_SOURCE.label}
          <span className="visually-hidden"> (öffnet in neuem Tab)</span>
        </a>
        . Keine Rechtsberatung.
      </p>
    </section>
  );
}

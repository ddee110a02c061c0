import { useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useNavigation } from 'react-router';
import { PageHeading } from '#app/components/layout/page-heading.tsx';
import { ModalDialog } from '#app/components/ui/modal-dialog.tsx';
import { ListingPhoto } from '#app/components/listing/listing-photo.tsx';
import { PriceRatingBadge } from '#app/components/listing/price-rating-badge.tsx';
import { deviationText } from '#src/domain/pricing/price-deviation-text.ts';
import type { PriceRating } from '#src/domain/pricing/price-rating.ts';
import { FROM_COMPARE } from '#src/domain/listing/detail-back-link.ts';
import { detailPathFrom, searchString, watchListPathFromCompare, withIdList } from '#src/domain/watch-list/compare-url.ts';
import { ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';
import { withCompoundBreaks } from '#src/domain/format/compound-breaks.ts';
import { CompareGallery } from './compare-gallery.tsx';
import { bestPrice, COMPARE_LABEL, COMPARE_REMOVE_MIN, compareRows, equipmentUnion, sameForAll, type CompareCar } from './compare-model.ts';
import { ShareCompareButton } from './share-compare-button.tsx';

const BEST_VALUE = 'Bester Wert';

export interface ComparePageProps {
  /** the compared cars in URL order, as the loader found them */
  cars: CompareCar[];
  carIds: number[];
  selectedIds: number[];
  /** the e-mail popup's form for one car; the route composes in the contact feature's form */
  contactForm: (car: CompareCar) => ReactNode;
}

function BestMark() {
  return <span className="compare-best">{BEST_VALUE}</span>;
}

/** The grade as the badge a buyer knows from the result list, with how far the price lies from the market value. */
function PriceRatingCell({ rating }: { rating: PriceRating }) {
  if (rating.grade === null) return <>{rating.label}</>;
  return (
    <span className="compare-rating">
      <PriceRatingBadge grade={rating.grade} label={rating.label} />
      <span className="compare-rating__deviation">{deviationText(rating.deviation)}</span>
    </span>
  );
}

function SellerInfo({ seller }: { seller: CompareCar['seller'] }) {
  if (seller.isPrivateSeller) {
    return (
      <p className="compare-seller">
        <strong>Privater Anbieter</strong>
        {seller.contactName ? (
          <>
            <br />
            {seller.contactName}
          </>
        ) : null}
        {seller.zipCity ? (
          <>
            <br />
            {seller.zipCity}
          </>
        ) : null}
      </p>
    );
  }
  return (
    <p className="compare-seller">
      {seller.companyName ? <strong>{seller.companyName}</strong> : null}
      {seller.street ? (
        <>
          <br />
          {seller.street}
        </>
      ) : null}
      {seller.zipCity ? (
        <>
          <br />
          {seller.zipCity}
        </>
      ) : null}
    </p>
  );
}

function ComparePlaceholder({ columns }: { columns: number }) {
  return (
    <div className="compare-placeholder" aria-hidden="true">
      {Array.from({ length: Math.max(columns, 2) }, (_, i) => (
        <div key={i} className="compare-placeholder__column">
          <div className="skeleton-block compare-placeholder__image" />
          <div className="skeleton-line" />
          <div className="skeleton-line skeleton-line--short" />
        </div>
      ))}
    </div>
  );
}

/**
 * The compare page (SPEC §2 Compare page, §4): a table with one column per car, the spec's rows,
 * the equipment union, dealer details with an e-mail popup, and the best value of each comparable
 * row marked. Everything comes from the URL (carIds), so a shared link shows the same table.
 */
export function ComparePage({ cars: loaded, carIds, selectedIds, contactForm }: ComparePageProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const [galleryFor, setGalleryFor] = useState<CompareCar | null>(null);
  const [contactFor, setContactFor] = useState<CompareCar | null>(null);

  // After a removal the loader is not asked again: the table shows the loaded cars still in the URL.
  const cars = useMemo(() => carIds.flatMap((id) => loaded.filter((c) => c.id === id)), [carIds, loaded]);
  const rows = useMemo(() => compareRows(cars), [cars]);
  const equipment = useMemo(() => equipmentUnion(cars), [cars]);
  const cheapest = useMemo(() => bestPrice(cars), [cars]);
  const loading = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const removeDisabled = cars.length <= COMPARE_REMOVE_MIN;
  const search = new URLSearchParams(location.search);

  const remove = (id: number) => {
    const next = withIdList(
      withIdList(
        search,
        'carIds',
        carIds.filter((x) => x !== id),
      ),
      'selectedIds',
      selectedIds.filter((x) => x !== id),
    );
    // SPEC §4: a new history entry, so Back brings the car back.
    void navigate({ search: searchString(next) }, { preventScrollReset: true });
  };

  const openGallery = (car: CompareCar) => {
    // SPEC §2: the full-screen gallery is a desktop feature.
    if (window.matchMedia('(min-width: 768px)').matches) setGalleryFor(car);
  };

  return (
    <div className="page compare">
      <PageHeading className="compare__heading" backLink={{ to: watchListPathFromCompare(selectedIds), label: 'Zurück zur Merkliste' }}>
        {cars.length} {COMPARE_LABEL}
      </PageHeading>
      {cars.length > 0 ? <ShareCompareButton /> : null}
      {cars.length > 1 && !loading ? (
        <p className="compare__options">
          {/* a plain checkbox: the CSS hides the rows marked data-same, so it also works without JavaScript */}
          <input id="compare-differences" type="checkbox" className="compare__differences" />
          <label htmlFor="compare-differences">Nur Unterschiede anzeigen</label>
        </p>
      ) : null}

      {loading ? (
        <ComparePlaceholder columns={cars.length} />
      ) : cars.length === 0 ? (
        <div className="compare__empty">
          <p>Es sind keine Fahrzeuge zum Vergleichen ausgewählt.</p>
          <Link className="button button--primary" to={ROUTE_PATHS.watchList}>
            Zur Merkliste
          </Link>
        </div>
      ) : (
        <div className="compare__scroll" role="region" aria-label="Vergleichstabelle" tabIndex={0}>
          <table className="compare-table">
            <caption className="visually-hidden">Vergleich von {cars.length} Fahrzeugen</caption>
            <thead>
              <tr>
                <td className="compare-table__corner" />
                {cars.map((car, i) => (
                  <th key={car.id} scope="col" className="compare-table__car" data-compare-car={car.id}>
                    <div className="compare-car__media">
                      {car.images[0] ? (
                        <>
                          <ListingPhoto image={car.images[0]} alt="" sizes="(min-width: 768px) 280px, 205px" largest="medium" eager={i < 3} />
                          <button type="button" className="compare-car__zoom hidden-on-mobile" onClick={() => openGallery(car)}>
                            <span className="visually-hidden">Fotos von {car.title} in Vollbild anzeigen</span>
                          </button>
                        </>
                      ) : (
                        <span className="compare-car__no-photo">Kein Bild vorhanden</span>
                      )}
                    </div>
                    <span className="compare-car__name">{car.makeModel}</span>
                    <span className="compare-car__title">{car.title}</span>
                    <span className={`compare-car__price${cheapest.has(i) ? ' is-best' : ''}`}>
                      {car.price.formatted}
                      {cheapest.has(i) ? <BestMark /> : null}
                    </span>
                    {car.isSold ? <span className="compare-car__sold">Nicht mehr verfügbar</span> : null}
                    <span className="compare-car__actions">
                      <button
                        type="button"
                        className="button compare-car__remove"
                        disabled={removeDisabled}
                        onClick={() => remove(car.id)}
                        title={removeDisabled ? 'Mindestens drei Fahrzeuge bleiben im Vergleich' : undefined}
                      >
                        Entfernen<span className="visually-hidden">: {car.title}</span>
                      </button>
                      <a className="compare-car__detail" href={detailPathFrom(car.detailURL, FROM_COMPARE, selectedIds)} target="_blank" rel="noopener">
                        Zur Detailansicht<span className="visually-hidden"> von {car.title} (neuer Tab)</span>
                      </a>
                    </span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="compare-table__rows">
              {rows.map((row) => (
                <tr key={row.key} data-row={row.key} data-same={sameForAll(row.cells) || undefined}>
                  {/* every rating leads to how it is made */}
                  <th scope="row">{row.key === 'price-rating' ? <Link to={ROUTE_PATHS.priceMethodology}>{row.label}</Link> : withCompoundBreaks(row.label)}</th>
                  {row.cells.map((cell, i) => (
                    <td key={cars[i]?.id ?? i} className={row.best.has(i) ? 'is-best' : undefined}>
                      {row.key === 'price-rating' && cars[i] ? <PriceRatingCell rating={cars[i].priceRating} /> : cell}
                      {row.best.has(i) ? <BestMark /> : null}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            {equipment.length > 0 ? (
              <tbody className="compare-table__rows compare-table__equipment">
                <tr className="compare-table__section" data-same={equipment.every((item) => sameForAll(item.has)) || undefined}>
                  <th scope="colgroup" colSpan={cars.length + 1}>
                    Ausstattung
                  </th>
                </tr>
                {equipment.map((item) => (
                  <tr key={item.id} data-equipment={item.id} data-same={sameForAll(item.has) || undefined}>
                    <th scope="row">{withCompoundBreaks(item.name)}</th>
                    {item.has.map((has, i) => (
                      <td key={cars[i]?.id ?? i} className="compare-table__check">
                        {has ? (
                          <>
                            <span aria-hidden="true">✓</span>
                            <span className="visually-hidden">vorhanden</span>
                          </>
                        ) : (
                          <span className="visually-hidden">nicht vorhanden</span>
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            ) : null}
            <tbody className="compare-table__dealer">
              <tr className="compare-table__section">
                <th scope="colgroup" colSpan={cars.length + 1}>
                  Anbieter
                </th>
              </tr>
              <tr data-row="dealer">
                <th scope="row">Kontakt</th>
                {cars.map((car) => (
                  <td key={car.id}>
                    <SellerInfo seller={car.seller} />
                    <button type="button" className="button button--secondary compare-car__email" onClick={() => setContactFor(car)} disabled={car.isSold}>
                      E-Mail senden<span className="visually-hidden"> zu {car.title}</span>
                    </button>
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
      )}

      {galleryFor ? <CompareGallery key={galleryFor.id} open onClose={() => setGalleryFor(null)} title={galleryFor.title} images={galleryFor.images} /> : null}
      <ModalDialog
        open={contactFor !== null}
        onClose={() => setContactFor(null)}
        title={contactFor ? `Anfrage zu ${contactFor.title}` : 'Anfrage'}
        variant="wide"
      >
        {contactFor ? contactForm(contactFor) : null}
      </ModalDialog>
    </div>
  );
}

import { daysOnlineText } from '#src/domain/listing/days-online.ts';
import { confirmedText } from '#src/domain/listing/listing-confirmation.ts';
import { photoUrls } from '#src/domain/listing/listing-photos.ts';
import { formatDistance } from '#src/domain/format/distance-format.ts';
import { PriceReduction } from '#app/components/listing/price-reduction.tsx';
import { PriceHistoryTable } from './price-history-table.tsx';
import { PriceRatingBadge } from '#app/components/listing/price-rating-badge.tsx';
import { PRICE_RATING_SECTION_ID, PriceRatingScale } from './price-rating-scale.tsx';
import { useMemo, type ReactNode } from 'react';
import { PageHeading } from '#app/components/layout/page-heading.tsx';
import { Sticky } from '#app/components/layout/sticky.tsx';
import { Breadcrumbs } from '#app/components/layout/breadcrumbs.tsx';
import { PriceAlertForm } from '#app/components/price-alert/price-alert-form.tsx';
import { WatchButton } from '#app/components/watch-list/watch-button.tsx';
import type { VehicleDetailView } from './detail-page.server.ts';
import { CallNowButton, CallNumberProvider } from './call-number.tsx';
import { DetailNavigator } from './detail-navigator.tsx';
import { FinanceBox, FinanceWidgetLink } from './finance-box.tsx';
import { focusFirstField } from './focus-first-field.ts';
import { Gallery } from './gallery.tsx';
import { powerText } from './basic-info.ts';
import { detailPhotosPath } from '#src/domain/listing/title-slug.ts';
import { SellerBox } from './seller-box.tsx';
import { SafeBuyingBox } from './safe-buying-box.tsx';
import { SellerRoleBox } from './seller-role-box.tsx';
import { starRating } from '#app/components/listing/seller-display.ts';
import type { Platform } from '#src/domain/device/user-agent.ts';
import { PrintButton, ShareMenu } from './share-menu.tsx';
import { StarRatingView } from './star-rating.tsx';
import { BasicInfo, Description, Equipment, Highlights, PriceEstimationBanner } from './vehicle-data.tsx';
import { useLocation } from 'react-router';
import { KM_PER_YEAR_PARAM } from '#src/domain/costs/energy-cost.ts';
import { OwnershipCostsSection } from './ownership-costs-section.tsx';
import { MileageWarningNote } from './mileage-warning-note.tsx';
import { BatteryHealthNote } from './battery-health-note.tsx';

export const CONTACT_SECTION_ID = 'kontakt';
export const ERROR_REPORT_SECTION_ID = 'fehler-melden';

export interface DetailViewProps {
  view: VehicleDetailView;
  /** absolute URL of this page (share links, vCard note) */
  pageUrl: string;
  platform: Platform;
  mobile: boolean;
  valuationUrl: string;
  /**
   * The contact and error-report forms belong to the contact feature; the route composes them in
   * (features never import each other). Their no-JavaScript posts go to this page's address plus
   * CONTACT_SECTION_ID / ERROR_REPORT_SECTION_ID, so the answer page opens right at the form.
   */
  contactForm: ReactNode;
  errorReportForm: ReactNode;
  /** open the error-report panel (the answer of its no-JavaScript post is shown there) */
  errorReportOpen: boolean;
}

/** 'Fehler melden' opens the report panel (a details element, so it also opens without JavaScript). */
function ErrorReportSection({ form, open }: { form: ReactNode; open: boolean }) {
  return (
    <details id={ERROR_REPORT_SECTION_ID} className="detail-section error-report" open={open || undefined}>
      <summary>
        <h2>Fehler melden</h2>
      </summary>
      <p>Stimmt etwas mit dieser Anzeige nicht? Teilen Sie es uns mit.</p>
      {form}
    </details>
  );
}

/** The whole car detail page below the site header (SPEC §2 'Car detail page'). */
export function DetailView({ view, pageUrl, platform, mobile, valuationUrl, contactForm, errorReportForm, errorReportOpen }: DetailViewProps) {
  const { detail } = view;
  const images = useMemo(() => photoUrls(detail.photos), [detail.photos]);
  const facts = [
    detail.firstRegistrationDate ? `EZ ${detail.firstRegistrationDate}` : detail.offerType.formatted,
    detail.mileage.formatted,
    powerText(detail.powerInPS, detail.powerInKW),
    detail.fuel.formatted,
    daysOnlineText(detail.daysOnline),
  ].filter((f): f is string => Boolean(f));
  // Below the price, like the battery note: a phone's first screen keeps the price above the sticky bar.
  const confirmed = confirmedText(detail.confirmedAt);
  const widgets = detail.financeIntegrations.widgets;
  // The cost form keeps the page's other parameters (position in the search, back link).
  const location = useLocation();
  const keep = [...new URLSearchParams(location.search)].filter(([name]) => name !== KM_PER_YEAR_PARAM);

  return (
    <CallNumberProvider listingId={detail.id} seller={detail.seller}>
      <article className="detail" data-listing-id={detail.id}>
        <div className="detail__top">
          <Breadcrumbs items={view.breadcrumbs.map((b) => ({ label: b.name, href: b.path }))} />
          <DetailNavigator navigator={view.navigator} closeHref={view.closeHref} />
        </div>
        <header className="detail__header">
          <PageHeading backLink={view.backLink ? { to: view.backLink.href, label: view.backLink.label } : null} className="detail__heading">
            {detail.title}
          </PageHeading>
          {/* Each fact stays whole on a narrow screen ('150 PS (110 kW)' never splits); lines break between them. */}
          <p className="detail__facts">
            {facts.map((fact, i) => (
              <span key={fact}>
                {i > 0 ? ' · ' : ''}
                <span className="detail__fact">{fact}</span>
              </span>
            ))}
          </p>
          <MileageWarningNote warning={detail.mileageWarning} />
          {view.distance ? (
            <p className="detail__distance">
              {formatDistance(view.distance.km)} von {view.distance.from} entfernt
            </p>
          ) : null}
          <div className="detail__price-block">
            <p className="detail__price">
              <span className="visually-hidden">Preis: </span>
              {detail.price.formatted}
            </p>
            {detail.priceRating.grade === null ? null : (
              <a href={`#${PRICE_RATING_SECTION_ID}`} className="price-badge-link">
                <PriceRatingBadge grade={detail.priceRating.grade} label={detail.priceRating.label} />
              </a>
            )}
            {detail.priceReduction ? <PriceReduction reduction={detail.priceReduction} /> : null}
            {detail.financingInfo ? (
              <a className="detail__finance-teaser" href="#finanzierung">
                {detail.financingInfo.text}
              </a>
            ) : null}
          </div>
          {confirmed ? <p className="detail__confirmed">{confirmed}</p> : null}
          <BatteryHealthNote detail={detail} />
          {view.rating ? (
            <p className="detail__rating">
              <span>
                Modellbewertung {detail.make.formatted} {detail.model.formatted}:{' '}
              </span>
              <StarRatingView rating={starRating(view.rating.average, view.rating.count)} />
            </p>
          ) : null}
        </header>
        <div className="detail__layout two-columns two-columns--side-last">
          <div className="detail__main two-columns__main">
            <Gallery
              images={images}
              title={detail.title}
              photosHref={detailPhotosPath(detail.title, detail.id)}
              lightboxFooter={widgets.length > 0 ? widgets.map((w) => <FinanceWidgetLink key={w.productType} widget={w} />) : null}
            />
            <div className="detail__tools">
              <Highlights highlights={detail.highlights} />
              <WatchButton listingId={detail.id} className="detail__watch" />
              <ShareMenu url={pageUrl} title={detail.title} mobile={mobile} />
              <PrintButton listingId={detail.id} />
              <a className="button detail__report-link" href={`#${ERROR_REPORT_SECTION_ID}`} onClick={() => focusFirstField(ERROR_REPORT_SECTION_ID)}>
                Fehler melden
              </a>
            </div>
            <BasicInfo detail={detail} />
            <PriceRatingScale rating={detail.priceRating} price={detail.price.formatted} comparablesHref={view.comparablesHref} />
            <PriceHistoryTable history={detail.priceHistory} ratingChanges={view.ratingChanges} />
            <OwnershipCostsSection costs={detail.ownershipCosts} financeRate={view.finance?.monthlyRate ?? null} keep={keep} action={location.pathname} />
            <PriceAlertForm listingIds={[detail.id]} intro="Wir schreiben Ihnen, wenn dieses Fahrzeug günstiger oder verkauft wird – ohne Anmeldung." />
            <Equipment groups={detail.equipmentsByCategory} />
            <Description text={detail.description} />
            <section id={CONTACT_SECTION_ID} className="detail-section contact" aria-labelledby="contact-heading">
              <h2 id="contact-heading">Anbieter kontaktieren</h2>
              <SafeBuyingBox signals={view.scamSignals} reportSectionId={ERROR_REPORT_SECTION_ID} />
              <SellerRoleBox seller={detail.seller} />
              {contactForm}
            </section>
            <FinanceBox example={view.finance} widgets={widgets} />
            <PriceEstimationBanner valuationUrl={valuationUrl} />
            <ErrorReportSection form={errorReportForm} open={errorReportOpen} />
          </div>
          <aside className="detail__side two-columns__side" aria-label="Anbieter">
            <Sticky on="desktop" className="detail__seller-sticky">
              <SellerBox seller={detail.seller} platform={platform} pageUrl={pageUrl} contactFormId={CONTACT_SECTION_ID} />
            </Sticky>
          </aside>
        </div>
        <Sticky on="mobile" edge="bottom" className="contact-bar">
          <CallNowButton seller={detail.seller} />
          <a className="button contact-bar__email" href={`#${CONTACT_SECTION_ID}`} onClick={() => focusFirstField(CONTACT_SECTION_ID)}>
            E-Mail
          </a>
        </Sticky>
      </article>
    </CallNumberProvider>
  );
}

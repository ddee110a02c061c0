import { trackEvent } from '#app/analytics/track-event.ts';
import type { AnnuityExample } from '#src/domain/finance/annuity-example.ts';
import { formatNumber, formatPercent, formatPrice } from '#src/domain/format/number-format.ts';
import type { FinanceWidget } from '#src/domain/listing/listing-types.ts';
import { withClickTime } from './finance-link.ts';

const WIDGET_LABELS: Record<FinanceWidget['productType'], { title: string; action: string }> = {
  finance: { title: 'Finanzierung', action: 'Finanzierung berechnen' },
  insurance: { title: 'Versicherung', action: 'Versicherung berechnen' },
};

/**
 * A partner widget link (finance or insurance). The finance partner wants the click time in the
 * last underscore part of its link (SPEC §2), so the link is rewritten at the moment of the click.
 */
export function FinanceWidgetLink({ widget }: { widget: FinanceWidget }) {
  const labels = WIDGET_LABELS[widget.productType];
  return (
    <a
      className={`finance-widget finance-widget--${widget.productType}`}
      href={widget.stage.linkUrl}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        if (widget.productType === 'finance') event.currentTarget.href = withClickTime(widget.stage.linkUrl, Date.now());
        trackEvent('banner_view', { productType: widget.productType });
      }}
    >
      <span className="finance-widget__title">{labels.title}</span> <span className="finance-widget__rate">ab {widget.stage.rate.formatted} mtl.</span>{' '}
      <span className="finance-widget__action">{labels.action}</span>
    </a>
  );
}

/**
 * The finance box (SPEC §2): 'ab {rate} mtl.' and the full representative example (total amount,
 * deposit, duration, credit amount, effective and debit interest, monthly rate), then the partner
 * widgets (finance and the insurance widget with product type, rate and link).
 */
export function FinanceBox({ example, widgets }: { example: AnnuityExample | null; widgets: readonly FinanceWidget[] }) {
  if (!example && widgets.length === 0) return null;
  return (
    <section id="finanzierung" className="detail-section finance-box" aria-labelledby="finance-box-heading">
      <h2 id="finance-box-heading">Finanzierung und Versicherung</h2>
      {example ? (
        <>
          <p className="finance-box__rate">ab {formatPrice(example.monthlyRate)} mtl.</p>
          <dl className="finance-box__example">
            <div>
              <dt>Gesamtbetrag</dt>
              <dd>{formatPrice(example.totalAmount)}</dd>
            </div>
            <div>
              <dt>Anzahlung</dt>
              <dd>{formatPrice(example.deposit)}</dd>
            </div>
            <div>
              <dt>Laufzeit</dt>
              <dd>{formatNumber(example.months)} Monate</dd>
            </div>
            <div>
              <dt>Kreditbetrag</dt>
              <dd>{formatPrice(example.creditAmount)}</dd>
            </div>
            <div>
              <dt>Effektiver Jahreszins</dt>
              <dd>{formatPercent(example.effectiveInterest)}</dd>
            </div>
            <div>
              <dt>Sollzinssatz (fix)</dt>
              <dd>{formatPercent(example.debitInterest)}</dd>
            </div>
            <div>
              <dt>Monatliche Rate</dt>
              <dd>{formatPrice(example.monthlyRate)}</dd>
            </div>
          </dl>
          <p className="finance-box__note">
            Repräsentatives Beispiel inkl. Bearbeitungsgebühr von {formatPrice(example.processingFee)}. Unverbindlich, Bonität vorausgesetzt.
          </p>
        </>
      ) : null}
      {widgets.length > 0 ? (
        <ul className="finance-box__widgets">
          {widgets.map((w) => (
            <li key={w.productType}>
              <FinanceWidgetLink widget={w} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

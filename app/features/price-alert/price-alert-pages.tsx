/** The pages behind the price-alert mails' links (issue 27 point 5): confirmed, and unsubscribe with a button. */
import { Form, Link } from 'react-router';
import { ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';
import { PRICE_ALERT_MESSAGES } from '#src/price-alert/price-alert-rules.ts';
import { PageHeading } from '../../components/layout/page-heading.tsx';
import type { SubscriptionOutcome } from '#src/domain/subscription/double-opt-in.ts';

export function PriceAlertOutcomePage({ outcome }: { outcome: SubscriptionOutcome | undefined }) {
  const title = outcome?.kind === 'saved' || outcome?.kind === 'failed' ? outcome.title : 'Preisalarm per E-Mail';
  const text = outcome?.kind === 'invalid' ? outcome.message : (outcome?.text ?? null);
  return (
    <div className="page">
      <div className="price-alert-page">
        <PageHeading>{title}</PageHeading>
        {text ? (
          <p role={outcome?.kind === 'saved' ? 'status' : 'alert'}>{text}</p>
        ) : (
          <p>Einen Preisalarm legen Sie auf Ihrer Merkliste oder bei einem Fahrzeug an.</p>
        )}
        <p>
          <Link to={ROUTE_PATHS.watchList}>Zur Merkliste</Link>
        </p>
      </div>
    </div>
  );
}

export function PriceAlertConfirmedPage({ confirmed, cars }: { confirmed: boolean; cars: number }) {
  return (
    <div className="page">
      <div className="price-alert-page">
        <PageHeading>{confirmed ? PRICE_ALERT_MESSAGES.confirmed : PRICE_ALERT_MESSAGES.confirmFailed}</PageHeading>
        {confirmed ? (
          <p role="status">
            {cars === 1 ? 'Für 1 Fahrzeug' : `Für ${cars} Fahrzeuge`}: {PRICE_ALERT_MESSAGES.confirmedText}
          </p>
        ) : (
          <p>Bitte legen Sie den Preisalarm auf Ihrer Merkliste erneut an.</p>
        )}
        <p>
          <Link to={ROUTE_PATHS.watchList}>Zur Merkliste</Link>
        </p>
      </div>
    </div>
  );
}

export function PriceAlertUnsubscribePage({
  target,
  done,
}: {
  target: { title: string; detailPath: string } | null;
  done: 'deleted' | 'already-deleted' | null;
}) {
  if (done !== null || target === null) {
    return (
      <div className="page">
        <div className="price-alert-page">
          <PageHeading>{done === 'deleted' ? 'Preisalarm abbestellt' : PRICE_ALERT_MESSAGES.alreadyUnsubscribed}</PageHeading>
          {done === 'deleted' ? <p role="status">{PRICE_ALERT_MESSAGES.unsubscribed}</p> : null}
          <p>
            <Link to={ROUTE_PATHS.watchList}>Zur Merkliste</Link>
          </p>
        </div>
      </div>
    );
  }
  return (
    <div className="page">
      <div className="price-alert-page">
        <PageHeading>Preisalarm abbestellen</PageHeading>
        <p>
          Keine E-Mails mehr zu <Link to={target.detailPath}>{target.title}</Link>?
        </p>
        <Form method="post">
          <button type="submit" className="button button--primary">
            Preisalarm abbestellen
          </button>
        </Form>
      </div>
    </div>
  );
}

/** The pages behind the price-alert mails' links (issue 27 point 5): confirmed, and unsubscribe with a button. */
import { Form, Link } from 'react-router';
import { ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';
import { PRICE_ALERT_MESSAGES } from '#src/price-alert/price-alert-rules.ts';
import { LinkPage } from '../../components/layout/link-page.tsx';
import type { SubscriptionOutcome } from '#src/domain/subscription/double-opt-in.ts';
import type { PriceAlertTarget } from '#src/price-alert/price-alert.server.ts';

export function PriceAlertOutcomePage({ outcome }: { outcome: SubscriptionOutcome | undefined }) {
  const title = outcome?.kind === 'saved' || outcome?.kind === 'failed' ? outcome.title : 'Preisalarm per E-Mail';
  const text = outcome?.kind === 'invalid' ? outcome.message : (outcome?.text ?? null);
  return (
    <LinkPage heading={title} boxClassName="price-alert-page">
      {text ? (
        <p role={outcome?.kind === 'saved' ? 'status' : 'alert'}>{text}</p>
      ) : (
        <p>Einen Preisalarm legen Sie auf Ihrer Merkliste oder bei einem Fahrzeug an.</p>
      )}
      <p>
        <Link to={ROUTE_PATHS.watchList}>Zur Merkliste</Link>
      </p>
    </LinkPage>
  );
}

const carCount = (cars: number) => (cars === 1 ? '1 Fahrzeug' : `${cars} Fahrzeuge`);

/**
 * The confirmation mail's link opens this: confirming takes the button (a POST), so a mail scanner
 * that opens every link confirms nothing (issue 37 point 7). Works without JavaScript.
 */
export function PriceAlertConfirmPage({ cars }: { cars: number }) {
  return (
    <LinkPage heading="Preisalarm bestätigen" boxClassName="price-alert-page">
      <p>{`Sie erhalten eine E-Mail, wenn ${cars === 1 ? 'das Fahrzeug' : `eines der ${cars} Fahrzeuge`} günstiger oder verkauft wird.`}</p>
      <Form method="post">
        <button type="submit" className="button button--primary">
          {`Preisalarm für ${carCount(cars)} bestätigen`}
        </button>
      </Form>
    </LinkPage>
  );
}

export function PriceAlertConfirmedPage({ confirmed, cars }: { confirmed: boolean; cars: number }) {
  return (
    <LinkPage heading={confirmed ? PRICE_ALERT_MESSAGES.confirmed : PRICE_ALERT_MESSAGES.confirmFailed} boxClassName="price-alert-page">
      {confirmed ? (
        <p role="status">
          Für {carCount(cars)}: {PRICE_ALERT_MESSAGES.confirmedText}
        </p>
      ) : (
        <p>Bitte legen Sie den Preisalarm auf Ihrer Merkliste erneut an.</p>
      )}
      <p>
        <Link to={ROUTE_PATHS.watchList}>Zur Merkliste</Link>
      </p>
    </LinkPage>
  );
}

export function PriceAlertUnsubscribePage({ target, done }: { target: readonly PriceAlertTarget[] | null; done: 'deleted' | 'already-deleted' | null }) {
  if (done !== null || target === null) {
    return (
      <LinkPage heading={done === 'deleted' ? 'Preisalarm abbestellt' : PRICE_ALERT_MESSAGES.alreadyUnsubscribed} boxClassName="price-alert-page">
        {done === 'deleted' ? <p role="status">{PRICE_ALERT_MESSAGES.unsubscribed}</p> : null}
        <p>
          <Link to={ROUTE_PATHS.watchList}>Zur Merkliste</Link>
        </p>
      </LinkPage>
    );
  }
  return (
    <LinkPage heading="Preisalarm abbestellen" boxClassName="price-alert-page">
      {target.length === 1 ? (
        <p>
          Keine E-Mails mehr zu <Link to={target[0]?.detailPath ?? ROUTE_PATHS.watchList}>{target[0]?.title}</Link>?
        </p>
      ) : (
        <>
          <p>Keine E-Mails mehr zu diesen Fahrzeugen?</p>
          <ul>
            {target.map((car) => (
              <li key={car.detailPath}>
                <Link to={car.detailPath}>{car.title}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <Form method="post">
        <button type="submit" className="button button--primary">
          Preisalarm abbestellen
        </button>
      </Form>
    </LinkPage>
  );
}

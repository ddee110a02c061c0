/** The pages behind the 'Wertalarm' form and mails (issue 28 §2): the answer without JavaScript, confirmed, and unsubscribe with a button. */
import { Form, Link } from 'react-router';
import { ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';
import type { SubscriptionOutcome } from '#src/domain/subscription/double-opt-in.ts';
import { VALUE_ALERT_MESSAGES, VALUE_ALERT_TITLE } from '#src/value-alert/value-alert-rules.ts';
import { LinkPage } from '../../components/layout/link-page.tsx';

interface ValuedCar {
  title: string;
  valuationPath: string;
}

export function ValueAlertOutcomePage({ outcome }: { outcome: SubscriptionOutcome | undefined }) {
  const title = outcome?.kind === 'saved' || outcome?.kind === 'failed' ? outcome.title : VALUE_ALERT_TITLE;
  const text = outcome?.kind === 'invalid' ? outcome.message : (outcome?.text ?? null);
  return (
    <LinkPage boxClassName="price-alert-page" heading={title}>
      {text ? <p role={outcome?.kind === 'saved' ? 'status' : 'alert'}>{text}</p> : <p>Einen Wertalarm legen Sie unter einer Fahrzeugbewertung an.</p>}
      <p>
        <Link to={ROUTE_PATHS.valuation}>Zur Fahrzeugbewertung</Link>
      </p>
    </LinkPage>
  );
}

/**
 * The confirmation mail's link opens this: confirming takes the button (a POST), so a mail scanner
 * that opens every link confirms nothing (issue 37 point 7). Works without JavaScript.
 */
export function ValueAlertConfirmPage({ car }: { car: ValuedCar }) {
  return (
    <LinkPage boxClassName="price-alert-page" heading="Wertalarm bestätigen">
      <p>
        Sie erhalten eine E-Mail, wenn sich der Wert Ihres <Link to={car.valuationPath}>{car.title}</Link> um mehr als 5 % ändert.
      </p>
      <Form method="post">
        <button type="submit" className="button button--primary">
          Wertalarm bestätigen
        </button>
      </Form>
    </LinkPage>
  );
}

export function ValueAlertConfirmedPage({ car }: { car: ValuedCar | null }) {
  return (
    <LinkPage boxClassName="price-alert-page" heading={car ? VALUE_ALERT_MESSAGES.confirmed : VALUE_ALERT_MESSAGES.confirmFailed}>
      {car ? (
        <p role="status">
          {car.title}: {VALUE_ALERT_MESSAGES.confirmedText}
        </p>
      ) : (
        <p>Bitte legen Sie den Wertalarm unter Ihrer Bewertung erneut an.</p>
      )}
      <p>
        <Link to={car?.valuationPath ?? ROUTE_PATHS.valuation}>{car ? 'Zur Bewertung' : 'Zur Fahrzeugbewertung'}</Link>
      </p>
    </LinkPage>
  );
}

export function ValueAlertUnsubscribePage({ car, done }: { car: ValuedCar | null; done: 'deleted' | 'already-deleted' | null }) {
  if (done !== null || car === null) {
    return (
      <LinkPage boxClassName="price-alert-page" heading={done === 'deleted' ? 'Wertalarm abbestellt' : VALUE_ALERT_MESSAGES.alreadyUnsubscribed}>
        {done === 'deleted' ? <p role="status">{VALUE_ALERT_MESSAGES.unsubscribed}</p> : null}
        <p>
          <Link to={ROUTE_PATHS.valuation}>Zur Fahrzeugbewertung</Link>
        </p>
      </LinkPage>
    );
  }
  return (
    <LinkPage boxClassName="price-alert-page" heading="Wertalarm abbestellen">
      <p>
        Keine E-Mails mehr zum Wert Ihres <Link to={car.valuationPath}>{car.title}</Link>?
      </p>
      <Form method="post">
        <button type="submit" className="button button--primary">
          Wertalarm abbestellen
        </button>
      </Form>
    </LinkPage>
  );
}

import { useId } from 'react';
import { useFetcher } from 'react-router';
import { ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';
import { SUBSCRIPTION_MAIL_MAX, type SubscriptionOutcome } from '#src/domain/subscription/double-opt-in.ts';
import { VALUE_ALERT_MESSAGES, VALUE_ALERT_TITLE } from '#src/value-alert/value-alert-rules.ts';
import { SubscriptionResult } from '#app/components/subscription/subscription-result.tsx';
import { HoneypotField } from '#app/components/ui/honeypot-field.tsx';

export interface ValueAlertActionData {
  alert: SubscriptionOutcome;
}

/**
 * 'Wertalarm' (issue 28 §2) under a valuation: an optional address; it posts the valuation's inputs
 * to /fahrzeugbewertung/wertalarm/ (double opt-in); with JavaScript in the background, without it
 * as a page that shows the answer. Styled as the price alert's box (price-alert.css).
 */
export function ValueAlertForm({ inputs }: { inputs: string }) {
  const fetcher = useFetcher<ValueAlertActionData>();
  const id = useId();
  const outcome = fetcher.data?.alert ?? null;
  const invalid = outcome?.kind === 'invalid' ? outcome.message : null;
  return (
    <section className="price-alert value-alert" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="price-alert__title">
        {VALUE_ALERT_TITLE}
      </h2>
      {outcome?.kind === 'saved' ? (
        <SubscriptionResult outcome={outcome} block="price-alert" />
      ) : (
        <fetcher.Form method="post" action={ROUTE_PATHS.valueAlert} className="price-alert__form" noValidate>
          <p className="price-alert__intro">{VALUE_ALERT_MESSAGES.intro}</p>
          <input type="hidden" name="inputs" value={inputs} />
          <HoneypotField idPrefix={id} />
          <label className="price-alert__label" htmlFor={`${id}-mail`}>
            E-Mail-Adresse für den Wertalarm
          </label>
          <input
            id={`${id}-mail`}
            className="field__control"
            type="email"
            name="mail"
            autoComplete="email"
            maxLength={SUBSCRIPTION_MAIL_MAX}
            defaultValue={outcome?.kind === 'invalid' ? outcome.mail : undefined}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={invalid ? `${id}-error` : undefined}
          />
          {invalid ? (
            <p id={`${id}-error`} className="field__error">
              {invalid}
            </p>
          ) : null}
          <button type="submit" className="button button--primary" disabled={fetcher.state !== 'idle'}>
            Wertalarm aktivieren
          </button>
        </fetcher.Form>
      )}
      {outcome?.kind === 'failed' ? <SubscriptionResult outcome={outcome} block="price-alert" /> : null}
    </section>
  );
}

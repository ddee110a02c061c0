import { useId } from 'react';
import { useFetcher } from 'react-router';
import { ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';
import { SUBSCRIPTION_MAIL_MAX, type SubscriptionOutcome } from '#src/domain/subscription/double-opt-in.ts';
import { SubscriptionResult } from '../subscription/subscription-result.tsx';
import { PRICE_ALERT_FREQUENCIES, PRICE_ALERT_FREQUENCY_LABELS, PRICE_ALERT_TITLE } from '#src/price-alert/price-alert-rules.ts';
import { HoneypotField } from '#app/components/ui/honeypot-field.tsx';

export interface PriceAlertActionData {
  alert: SubscriptionOutcome;
}

/**
 * 'Preisalarm per E-Mail' (issue 27 point 5) for saved cars: an address and how often. It posts to
 * /preisalarm/ (the service behind it sends the confirmation mail); with JavaScript in the
 * background, without it as a page that shows the answer.
 */
export function PriceAlertForm({ listingIds, intro }: { listingIds: readonly number[]; intro: string }) {
  const fetcher = useFetcher<PriceAlertActionData>();
  const id = useId();
  const outcome = fetcher.data?.alert ?? null;
  const invalid = outcome?.kind === 'invalid' ? outcome.message : null;
  return (
    <section className="price-alert" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="price-alert__title">
        {PRICE_ALERT_TITLE}
      </h2>
      {outcome?.kind === 'saved' ? (
        <SubscriptionResult outcome={outcome} block="price-alert" />
      ) : (
        <fetcher.Form method="post" action={ROUTE_PATHS.priceAlert} className="price-alert__form" noValidate>
          <p className="price-alert__intro">{intro}</p>
          <input type="hidden" name="listingIds" value={listingIds.join(',')} />
          <HoneypotField idPrefix={id} />
          <label className="price-alert__label" htmlFor={`${id}-mail`}>
            E-Mail-Adresse
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
          <fieldset className="price-alert__frequency">
            <legend>Wie oft?</legend>
            {PRICE_ALERT_FREQUENCIES.map((f, i) => (
              <label key={f} className="price-alert__option">
                <input type="radio" name="frequency" value={f} defaultChecked={i === 0} /> {PRICE_ALERT_FREQUENCY_LABELS[f]}
              </label>
            ))}
          </fieldset>
          <button type="submit" className="button button--primary" disabled={fetcher.state !== 'idle'}>
            Preisalarm aktivieren
          </button>
        </fetcher.Form>
      )}
      {outcome?.kind === 'failed' ? <SubscriptionResult outcome={outcome} block="price-alert" /> : null}
    </section>
  );
}

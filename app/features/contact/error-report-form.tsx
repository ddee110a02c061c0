import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CONTACT_MESSAGES } from '#src/domain/contact/contact-enquiry-rules.ts';
import { ERROR_REPORT_REASONS } from '#src/domain/contact/error-report-rules.ts';
import { EMPTY_ERROR_REPORT_VALUES, ERROR_REPORT_FIELDS, type ErrorReportField, type ErrorReportValues } from './error-report-payload.ts';
import { firstInvalidField, type FieldErrors } from './field-errors.ts';
import { FormFeedback } from './form-feedback.tsx';
import { FormField } from './form-field.tsx';
import { HoneypotField } from '#app/components/ui/honeypot-field.tsx';
import type { ErrorReportActionData, SubmitOutcome } from './form-outcome.ts';
import { sendErrorReport } from './form-requests.ts';
// type only: the module itself is loaded lazily (import() below), not with this file
import type * as ErrorReportValidation from './error-report-validation.ts';

export const ERROR_REPORT_SUCCESS = 'Vielen Dank! Ihre Meldung wurde gesendet.';

/** The check (and zod with it) loads when the visitor first uses the form, not with the page. */
let validation: Promise<typeof ErrorReportValidation> | null = null;
const loadValidation = () => (validation ??= import('./error-report-validation.ts'));

export interface ErrorReportFormProps {
  listingId: number;
  /** where the form posts without JavaScript (the detail page's action) */
  action?: string;
  serverState?: ErrorReportActionData | null;
}

/**
 * 'Fehler melden' (SPEC §5, §8): one of the reasons C, I, A, F, D, M, P, a comment and an e-mail,
 * posted to /api/fraud. Submitting resets the state to idle before the answer arrives.
 */
export function ErrorReportForm({ listingId, action, serverState }: ErrorReportFormProps) {
  const idPrefix = useId();
  const [values, setValues] = useState<ErrorReportValues>(serverState?.values ?? EMPTY_ERROR_REPORT_VALUES);
  const [errors, setErrors] = useState<FieldErrors<ErrorReportField>>(serverState?.errors ?? {});
  const [outcome, setOutcome] = useState<SubmitOutcome | null>(serverState?.outcome ?? null);
  const [sending, setSending] = useState(false);
  const refs = useRef<Partial<Record<ErrorReportField, HTMLElement | null>>>({});
  const honeypot = useRef<HTMLInputElement>(null);
  /** a submit waiting for the check to load: a second click must not send twice */
  const checking = useRef(false);

  useEffect(() => {
    const first = serverState ? firstInvalidField(serverState.errors, ERROR_REPORT_FIELDS) : null;
    if (first) refs.current[first]?.focus();
  }, [serverState]);

  const update = (field: ErrorReportField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors[field] === undefined) return;
    void loadValidation().then(({ validateErrorReport }) => {
      const result = validateErrorReport(next, listingId);
      setErrors((e) => ({ ...e, [field]: result.ok ? undefined : result.errors[field] }));
    });
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || checking.current) return;
    setOutcome(null);
    checking.current = true;
    const { validateErrorReport } = await loadValidation().finally(() => (checking.current = false));
    const result = validateErrorReport(values, listingId);
    if (!result.ok) {
      setErrors(result.errors);
      const first = firstInvalidField(result.errors, ERROR_REPORT_FIELDS);
      if (first) refs.current[first]?.focus();
      return;
    }
    setErrors({});
    setSending(true);
    const answer = await sendErrorReport(result.payload, honeypot.current?.value ?? '');
    setSending(false);
    setOutcome(answer);
    if (answer.status === 'success') setValues(EMPTY_ERROR_REPORT_VALUES);
  }

  const reasonError = errors.reasonId;
  const reasonMessageId = `${idPrefix}-reason-message`;
  return (
    <form className="error-report-form" method="post" action={action} onSubmit={submit} onFocus={() => void loadValidation()} noValidate aria-busy={sending}>
      <input type="hidden" name="intent" value="error-report" />
      <fieldset className={`form-radios${reasonError ? ' form-radios--invalid' : ''}`} aria-describedby={reasonError ? reasonMessageId : undefined}>
        <legend>
          Grund der Meldung <span aria-hidden="true">*</span>
        </legend>
        {ERROR_REPORT_REASONS.map((reason, i) => (
          <div className="form-check" key={reason.id}>
            <input
              id={`${idPrefix}-reason-${reason.id}`}
              type="radio"
              name="reasonId"
              value={reason.id}
              checked={values.reasonId === reason.id}
              onChange={() => update('reasonId', reason.id)}
              aria-invalid={reasonError ? true : undefined}
              ref={
                i === 0
                  ? (el) => {
                      refs.current.reasonId = el;
                    }
                  : undefined
              }
            />
            <label htmlFor={`${idPrefix}-reason-${reason.id}`}>{reason.label}</label>
          </div>
        ))}
        {reasonError ? (
          <p id={reasonMessageId} className="form-field__error">
            {reasonError}
          </p>
        ) : null}
      </fieldset>
      <FormField
        id={`${idPrefix}-comment`}
        name="comment"
        label="Kommentar"
        multiline
        required
        maxLength={3000}
        value={values.comment}
        onChange={(v) => update('comment', v)}
        onBlur={() => undefined}
        error={errors.comment}
        touched={errors.comment !== undefined}
        inputRef={(el) => {
          refs.current.comment = el;
        }}
      />
      <FormField
        id={`${idPrefix}-email`}
        name="email"
        label="E-Mail-Adresse"
        type="email"
        required
        maxLength={120}
        autoComplete="email"
        value={values.email}
        onChange={(v) => update('email', v)}
        onBlur={() => undefined}
        error={errors.email}
        touched={errors.email !== undefined}
        inputRef={(el) => {
          refs.current.email = el;
        }}
      />
      <HoneypotField idPrefix={idPrefix} inputRef={honeypot} />
      <button type="submit" className="button button--primary" disabled={sending}>
        {sending ? 'Wird gesendet …' : 'Fehler melden'}
      </button>
      <FormFeedback outcome={outcome} successText={ERROR_REPORT_SUCCESS} errorDetail={CONTACT_MESSAGES.retry} onDismiss={() => setOutcome(null)} />
    </form>
  );
}

import { CONTACT_MESSAGES } from '#src/domain/contact/contact-enquiry-rules.ts';
import type { SubmitOutcome } from './form-outcome.ts';

/**
 * The result box of a form (SPEC §4, §8): success text, or 'Ein Fehler ist aufgetreten!' with the
 * detail. It can be dismissed; a new submit clears it.
 */
export function FormFeedback({
  outcome,
  successText,
  errorDetail,
  onDismiss,
}: {
  outcome: SubmitOutcome | null;
  successText: string;
  errorDetail: string;
  onDismiss(): void;
}) {
  if (!outcome) return <div className="form-feedback" role="status" aria-live="polite" />;
  const success = outcome.status === 'success';
  return (
    <div className={`form-feedback form-feedback--${success ? 'success' : 'error'}`} role={success ? 'status' : 'alert'}>
      {success ? (
        <p className="form-feedback__title">{successText}</p>
      ) : (
        <>
          <p className="form-feedback__title">{CONTACT_MESSAGES.errorTitle}</p>
          <p>{errorDetail}</p>
        </>
      )}
      <button type="button" className="form-feedback__dismiss" onClick={onDismiss} aria-label="Meldung schließen">
        ×
      </button>
    </div>
  );
}

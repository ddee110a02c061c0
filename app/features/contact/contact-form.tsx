import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useRouteLoaderData } from 'react-router';
import { CONTACT_LIMITS, CONTACT_MESSAGES } from '#src/domain/contact/contact-enquiry-rules.ts';
import type { SellerTypeCode } from '#src/domain/listing/listing-types.ts';
import { storedAutomatchChoice } from './automatch-choice.ts';
import { CONTACT_FIELDS, contactPayload, EMPTY_CONTACT_VALUES, type ContactField, type ContactFormValues } from './contact-payload.ts';
import { firstInvalidField, type FieldErrors } from './field-errors.ts';
import { FormFeedback } from './form-feedback.tsx';
import { FormField } from './form-field.tsx';
import { HoneypotField } from '#app/components/ui/honeypot-field.tsx';
import { useLocalStorageValue } from '#app/components/ui/local-storage-value.ts';
import type { ContactActionData, SubmitOutcome } from './form-outcome.ts';
import { sendEnquiry } from './form-requests.ts';
// type only: the module itself is loaded lazily (import() below), not with this file
import type * as ContactValidation from './contact-validation.ts';

/** SPEC §6 automatch text: up to 3 dealers with similar cars get in touch within 24 hours. */
export const AUTOMATCH_TEXT = 'Ja, bis zu 3 Händler mit ähnlichen Fahrzeugen dürfen mich innerhalb von 24 Stunden kontaktieren.';

/** The check (and zod with it) loads when the visitor first uses the form, not with the page. */
let validation: Promise<typeof ContactValidation> | null = null;
const loadValidation = () => (validation ??= import('./contact-validation.ts'));

export interface ContactFormProps {
  /** the car asked about; null for a general enquiry to the dealer `dealerId` (the dealer page) */
  listingId: number | null;
  dealerId?: number;
  sellerType: SellerTypeCode;
  /**
   * Where the form posts without JavaScript: the detail page, whose action validates with the same
   * schema and calls the same service as the API. Omit it in popups, which exist only with JavaScript.
   */
  action?: string;
  /** the no-JavaScript answer of that action: values, messages and outcome to show again */
  serverState?: ContactActionData | null;
  source?: string;
  /** lead id the no-JavaScript post carries (with JavaScript every submit gets a fresh one) */
  leadId?: string;
  /** the message the form starts with (the visitor may change it); empty without */
  suggestedComment?: string;
  /** called after a successful send (a popup may close itself) */
  onSent?(): void;
  /** fields the page adds before the contact fields, posted with them without JavaScript (the dealer page's car choice) */
  leadingFields?: ReactNode;
}

type Touched = Partial<Record<ContactField, boolean>>;

/** Focuses a field of the form by its name (the fields' names are the contact fields). */
function focusField(form: HTMLFormElement | null, name: ContactField): void {
  const control = form?.elements.namedItem(name);
  if (control instanceof HTMLElement) control.focus();
}

const errorDetail = (outcome: SubmitOutcome | null) =>
  outcome?.status === 'error' && outcome.httpStatus === 412 ? CONTACT_MESSAGES.sold : CONTACT_MESSAGES.retry;

function siteBrand(data: unknown): string {
  return (data as { config?: { siteName?: string } } | undefined)?.config?.siteName ?? 'Gebrauchtwagen.at';
}

/**
 * The contact form of SPEC §5 (name, e-mail, optional phone, comment, automatch for private
 * sellers, copy to me). With JavaScript it validates in the browser and posts the SPEC §3 payload
 * to /api/vendor-contact-email; without, it posts to `action`. Values survive every error.
 */
export function ContactForm({
  listingId,
  dealerId,
  sellerType,
  action,
  serverState,
  source,
  leadId,
  suggestedComment = '',
  onSent,
  leadingFields,
}: ContactFormProps) {
  const idPrefix = useId();
  const brand = siteBrand(useRouteLoaderData('root'));
  const [entered, setEntered] = useState<ContactFormValues>(serverState?.values ?? { ...EMPTY_CONTACT_VALUES, comment: suggestedComment });
  const [errors, setErrors] = useState<FieldErrors<ContactField>>(serverState?.errors ?? {});
  const [touched, setTouched] = useState<Touched>(() => Object.fromEntries(Object.keys(serverState?.errors ?? {}).map((k) => [k, true])));
  const [outcome, setOutcome] = useState<SubmitOutcome | null>(serverState?.outcome ?? null);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  /** a submit waiting for the check to load: a second click must not send twice */
  const checking = useRef(false);
  const privateSeller = sellerType === 'P';

  // The box starts with the stored choice (null on the server and while hydrating), unless a posted form
  // came back with its own; once changed here, this form's choice counts.
  const storedAutomatch = useLocalStorageValue(storedAutomatchChoice);
  const [automatchChoice, setAutomatchChoice] = useState<boolean | null>(null);
  const automatch = automatchChoice ?? (privateSeller && !serverState ? storedAutomatch : null) ?? entered.automatch;
  const values: ContactFormValues = { ...entered, automatch };

  // SPEC §4: the choice is also kept when the form closes (a popup unmounts it) after it was changed.
  const storeChangedChoice = useEffectEvent(() => {
    if (automatchChoice !== null) storedAutomatchChoice.write(automatchChoice);
  });
  useEffect(() => {
    if (!privateSeller) return;
    return () => storeChangedChoice();
  }, [privateSeller]);

  // A server answer with messages (the form was posted before the scripts ran): focus the first invalid field.
  useEffect(() => {
    const first = serverState ? firstInvalidField(serverState.errors, CONTACT_FIELDS) : null;
    if (first) focusField(formRef.current, first);
  }, [serverState]);

  const set = (field: keyof ContactFormValues, value: string | boolean) => {
    setEntered((v) => ({ ...v, [field]: value }));
  };

  const revalidate = (next: ContactFormValues, fields: Touched) => {
    void loadValidation().then(({ validateContact }) => {
      const result = validateContact(next, sellerType);
      const all = result.ok ? {} : result.errors;
      setErrors(Object.fromEntries(CONTACT_FIELDS.filter((f) => fields[f] && all[f]).map((f) => [f, all[f]])));
    });
  };

  const blur = (field: ContactField) => {
    const next = { ...touched, [field]: true };
    setTouched(next);
    revalidate(values, next);
  };

  const change = (field: ContactField, value: string) => {
    const next = { ...values, [field]: value };
    set(field, value);
    // Once a message shows, it follows the typing, so it disappears as soon as the value is right.
    if (errors[field] !== undefined) revalidate(next, touched);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || checking.current) return;
    setOutcome(null);
    checking.current = true;
    const { validateContact } = await loadValidation().finally(() => (checking.current = false));
    const result = validateContact(values, sellerType);
    if (!result.ok) {
      setErrors(result.errors);
      setTouched(Object.fromEntries(CONTACT_FIELDS.map((f) => [f, true])));
      const first = firstInvalidField(result.errors, CONTACT_FIELDS);
      if (first) focusField(formRef.current, first);
      return;
    }
    setErrors({});
    if (privateSeller) storedAutomatchChoice.write(values.automatch);
    setSending(true);
    const payload = contactPayload(result.form, {
      listingId,
      ...(dealerId === undefined ? {} : { dealerId }),
      brand,
      leadId: crypto.randomUUID(),
      userAgent: navigator.userAgent,
      screenWidth: window.screen.width,
      source,
    });
    const answer = await sendEnquiry(payload, honeypot.current?.value ?? '');
    setSending(false);
    setOutcome(answer);
    if (answer.status === 'success') {
      // The next enquiry needs a new message; name and contact details stay for it.
      setEntered((v) => ({ ...v, comment: '' }));
      setTouched({});
      onSent?.();
    }
  }

  const field = (name: ContactField) => ({
    id: `${idPrefix}-${name}`,
    name,
    value: values[name],
    onChange: (v: string) => change(name, v),
    onBlur: () => blur(name),
    error: errors[name],
    touched: touched[name] === true,
  });

  return (
    <form
      ref={formRef}
      className="contact-form"
      method="post"
      action={action}
      onSubmit={submit}
      onFocus={() => void loadValidation()}
      noValidate
      aria-busy={sending}
    >
      <input type="hidden" name="intent" value="contact" />
      {leadId ? <input type="hidden" name="leadId" value={leadId} /> : null}
      {leadingFields}
      <FormField {...field('name')} label="Name" required maxLength={CONTACT_LIMITS.nameFieldMaxLength} autoComplete="name" />
      <FormField {...field('emailaddress')} label="E-Mail-Adresse" type="email" required maxLength={CONTACT_LIMITS.emailMax} autoComplete="email" />
      <FormField {...field('phone')} label="Telefonnummer" type="tel" maxLength={CONTACT_LIMITS.phoneMax} autoComplete="tel" />
      <FormField
        {...field('comment')}
        label="Nachricht"
        multiline
        required
        maxLength={CONTACT_LIMITS.commentMax}
        hint={CONTACT_MESSAGES.commentHint}
        warnWhenEmpty
      />
      <HoneypotField idPrefix={idPrefix} inputRef={honeypot} />
      {privateSeller ? (
        <div className="form-check">
          <input
            id={`${idPrefix}-automatch`}
            name="automatch"
            type="checkbox"
            checked={values.automatch}
            onChange={(e) => setAutomatchChoice(e.target.checked)}
          />
          <label htmlFor={`${idPrefix}-automatch`}>{AUTOMATCH_TEXT}</label>
        </div>
      ) : null}
      <div className="form-check">
        <input id={`${idPrefix}-sendcopy`} name="sendcopy" type="checkbox" checked={values.sendcopy} onChange={(e) => set('sendcopy', e.target.checked)} />
        <label htmlFor={`${idPrefix}-sendcopy`}>Kopie an mich senden</label>
      </div>
      <button type="submit" className="button button--primary contact-form__submit" disabled={sending}>
        {sending ? 'Wird gesendet …' : 'Anfrage senden'}
      </button>
      <FormFeedback outcome={outcome} successText={CONTACT_MESSAGES.success} errorDetail={errorDetail(outcome)} onDismiss={() => setOutcome(null)} />
    </form>
  );
}

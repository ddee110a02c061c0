/**
 * Checks the contact form with the shared schema of src/domain/contact (the API checks the same).
 * A module of its own so the form can load it, and zod with it, when the visitor starts typing
 * rather than with the page (docs/quality-gates.md, JavaScript budget).
 */
import { contactFormSchema, type ContactForm } from '#src/domain/contact/contact-enquiry-schema.ts';
import type { SellerTypeCode } from '#src/domain/listing/listing-types.ts';
import { CONTACT_FIELDS, type ContactField, type ContactFormValues } from './contact-payload.ts';
import { fieldErrorsOf, type FieldErrors } from './field-errors.ts';

export type ContactValidation = { ok: true; form: ContactForm } | { ok: false; errors: FieldErrors<ContactField> };

/** The shared schema of src/domain/contact; automatch only counts for private sellers (SPEC §6). */
export function validateContact(values: ContactFormValues, sellerType: SellerTypeCode): ContactValidation {
  const parsed = contactFormSchema.safeParse({ ...values, automatch: sellerType === 'P' && values.automatch });
  return parsed.success ? { ok: true, form: parsed.data } : { ok: false, errors: fieldErrorsOf(parsed.error, CONTACT_FIELDS) };
}

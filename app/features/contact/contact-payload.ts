/**
 * The enquiry a contact form sends (SPEC §3 Contact enquiry): the form values plus source
 * 'DetailPage-GW', the car id as classifiedGuid, a fresh leadId per submit and leadMetadata.
 */
import { deviceCategory } from '#src/domain/contact/contact-enquiry-rules.ts';
import type { ContactEnquiryPayload, ContactForm } from '#src/domain/contact/contact-enquiry-schema.ts';

export const CONTACT_SOURCE = 'DetailPage-GW';

export const CONTACT_FIELDS = ['name', 'emailaddress', 'phone', 'comment'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** What the visitor typed, as text and ticks: kept through every error so nothing is lost. */
export interface ContactFormValues {
  name: string;
  emailaddress: string;
  phone: string;
  comment: string;
  automatch: boolean;
  sendcopy: boolean;
}

export const EMPTY_CONTACT_VALUES: ContactFormValues = { name: '', emailaddress: '', phone: '', comment: '', automatch: false, sendcopy: false };

/** Reads a posted form (no-JavaScript submission, or the browser's FormData). */
export function contactValuesFromFormData(form: FormData): ContactFormValues {
  const text = (key: string) => {
    const v = form.get(key);
    return typeof v === 'string' ? v : '';
  };
  return {
    name: text('name'),
    emailaddress: text('emailaddress'),
    phone: text('phone'),
    comment: text('comment'),
    automatch: form.get('automatch') === 'on' || form.get('automatch') === 'true',
    sendcopy: form.get('sendcopy') === 'on' || form.get('sendcopy') === 'true',
  };
}

export interface EnquiryContext {
  /** the car asked about; null for a general enquiry to the dealer `dealerId` (issue 27 §9) */
  listingId: number | null;
  dealerId?: number;
  leadId: string;
  brand: string;
  userAgent: string;
  screenWidth: number;
  source?: string;
}

export function contactPayload(form: ContactForm, ctx: EnquiryContext): ContactEnquiryPayload {
  return {
    ...form,
    source: ctx.source ?? CONTACT_SOURCE,
    ...(ctx.listingId === null ? { dealerId: ctx.dealerId } : { classifiedGuid: ctx.listingId }),
    leadId: ctx.leadId,
    leadMetadata: {
      leadId: ctx.leadId,
      platform: 'web',
      brand: ctx.brand,
      culture: 'de-AT',
      deviceCategory: deviceCategory(ctx.userAgent, ctx.screenWidth),
      isOptedInToAutoMatch: form.automatch,
    },
  };
}

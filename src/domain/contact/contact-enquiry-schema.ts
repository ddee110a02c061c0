import { z } from '../validation/browser-safe-zod.ts';
import { recordIdValue } from '../validation/record-id-schema.ts';
import { CONTACT_LIMITS, CONTACT_MESSAGES, DEVICE_CATEGORIES } from './contact-enquiry-rules.ts';

const maxChars = (n: number) => `Bitte max. ${n} Zeichen eingeben`;
const minChars = (n: number) => `Bitte min. ${n} Zeichen eingeben`;

/** Up to 25 digits, letters, spaces and + - / ( ). */
const PHONE_PATTERN = /^[0-9A-Za-z +\-/()]{0,25}$/;

/** The visitor's part of an enquiry: the same schema validates the form in the browser and the API body. */
export const contactFormSchema = z.object({
  name: z
    .string({ error: CONTACT_MESSAGES.name })
    .trim()
    .min(1, CONTACT_MESSAGES.name)
    .refine((v) => !/[<>]/.test(v), CONTACT_MESSAGES.nameChars)
    .refine((v) => v.length >= CONTACT_LIMITS.nameMin, minChars(CONTACT_LIMITS.nameMin))
    .refine((v) => v.length <= CONTACT_LIMITS.nameMax, maxChars(CONTACT_LIMITS.nameMax)),
  emailaddress: z
    .string({ error: CONTACT_MESSAGES.email })
    .trim()
    .min(1, CONTACT_MESSAGES.email)
    .max(CONTACT_LIMITS.emailMax, maxChars(CONTACT_LIMITS.emailMax))
    .pipe(z.email(CONTACT_MESSAGES.email)),
  phone: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.phoneMax, maxChars(CONTACT_LIMITS.phoneMax))
    .refine((v) => v === '' || (v.length >= CONTACT_LIMITS.phoneMin && PHONE_PATTERN.test(v)), CONTACT_MESSAGES.phone)
    .optional()
    .default(''),
  comment: z
    .string({ error: CONTACT_MESSAGES.comment })
    .trim()
    .min(1, CONTACT_MESSAGES.comment)
    .refine((v) => v.length >= CONTACT_LIMITS.commentMin, minChars(CONTACT_LIMITS.commentMin))
    .refine((v) => v.length <= CONTACT_LIMITS.commentMax, maxChars(CONTACT_LIMITS.commentMax)),
  automatch: z.boolean().optional().default(false),
  sendcopy: z.boolean().optional().default(false),
});
export type ContactForm = z.infer<typeof contactFormSchema>;

/**
 * The API payload of POST /api/vendor-contact-email (SPEC §3 Contact enquiry): about a car
 * (classifiedGuid), or a general enquiry to a dealer from the dealer page (dealerId, issue 27 §9).
 */
export const contactEnquiryPayloadSchema = contactFormSchema
  .extend({
    source: z.literal('DetailPage-GW').or(z.string().min(1).max(40)),
    classifiedGuid: recordIdValue('Fahrzeug-Id erwartet').optional(),
    dealerId: recordIdValue('Händler-Id erwartet')
      .optional()
      .describe('Statt classifiedGuid: eine allgemeine Anfrage an diesen Händler, zu keinem bestimmten Fahrzeug'),
    leadId: z.uuid(),
    leadMetadata: z
      .object({
        leadId: z.uuid().optional(),
        platform: z.literal('web').optional(),
        brand: z.string().max(60).optional(),
        culture: z.literal('de-AT').optional(),
        deviceCategory: z.enum(DEVICE_CATEGORIES).optional(),
        isOptedInToAutoMatch: z.boolean().optional(),
      })
      .optional(),
  })
  .refine((p) => (p.classifiedGuid === undefined) !== (p.dealerId === undefined), { path: ['classifiedGuid'], message: 'Fahrzeug-Id erwartet' });
export type ContactEnquiryPayload = z.infer<typeof contactEnquiryPayloadSchema>;

import { describe, expect, it } from 'vitest';
import { contactEnquiryPayloadSchema } from '#src/domain/contact/contact-enquiry-schema.ts';
import { contactPayload, contactValuesFromFormData } from './contact-payload.ts';
import { validateContact } from './contact-validation.ts';

const good = {
  name: 'Maria Gruber',
  emailaddress: 'maria@example.at',
  phone: '+43 664 1234567',
  comment: 'Ist das Fahrzeug noch verfügbar? Ich würde es gern ansehen.',
  automatch: true,
  sendcopy: true,
};

describe('contact form values', () => {
  it('reads posted checkboxes and text', () => {
    const fd = new FormData();
    for (const [k, v] of Object.entries({ name: 'A', emailaddress: 'b', phone: '', comment: 'c', sendcopy: 'on' })) fd.set(k, v);
    expect(contactValuesFromFormData(fd)).toEqual({ name: 'A', emailaddress: 'b', phone: '', comment: 'c', automatch: false, sendcopy: true });
  });
  it('reports the messages of SPEC §5 per field', () => {
    const result = validateContact({ name: 'Al<', emailaddress: 'x', phone: '12', comment: 'zu kurz', automatch: false, sendcopy: false }, 'D');
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Bitte vermeiden Sie <>',
        emailaddress: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
        phone: 'Bitte geben Sie eine gültige Telefonnummer ein',
        comment: 'Bitte min. 30 Zeichen eingeben',
      },
    });
    expect(validateContact({ ...good, name: '', comment: '' }, 'D')).toMatchObject({
      ok: false,
      errors: { name: 'Bitte geben Sie Ihren Namen ein.', comment: 'Bitte eine Nachricht eingeben.' },
    });
    expect(validateContact({ ...good, name: 'Max Mustermann-Oberhuber von Wien' }, 'D')).toMatchObject({
      ok: false,
      errors: { name: 'Bitte max. 30 Zeichen eingeben' },
    });
  });
  it('keeps automatch only for private sellers', () => {
    expect(validateContact(good, 'D')).toMatchObject({ ok: true, form: { automatch: false } });
    expect(validateContact(good, 'P')).toMatchObject({ ok: true, form: { automatch: true } });
  });
});

describe('contactPayload (SPEC §3)', () => {
  it('adds source, classifiedGuid, leadId and leadMetadata and passes the API schema', () => {
    const result = validateContact(good, 'P');
    if (!result.ok) throw new Error('expected valid');
    const leadId = '5f0c6a3e-8d7b-4c1a-9a53-3c2f1f0b7e11';
    const payload = contactPayload(result.form, {
      listingId: 42,
      leadId,
      brand: 'Gebrauchtwagen.at',
      userAgent: 'Mozilla/5.0 (iPad; CPU OS 17_0)',
      screenWidth: 1024,
    });
    expect(payload).toMatchObject({
      source: 'DetailPage-GW',
      classifiedGuid: 42,
      leadId,
      leadMetadata: { leadId, platform: 'web', brand: 'Gebrauchtwagen.at', culture: 'de-AT', deviceCategory: 'tablet', isOptedInToAutoMatch: true },
    });
    expect(contactEnquiryPayloadSchema.safeParse(payload).success).toBe(true);
  });
});

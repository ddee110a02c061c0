import { describe, expect, it } from 'vitest';
import { CONTACT_CONCERNS, contactMailto } from './contact-concerns.ts';

describe('contactMailto', () => {
  it('has four concerns', () => {
    expect(CONTACT_CONCERNS.map((c) => c.label)).toEqual([
      'Hilfe bei technischen Problemen',
      'Fragen zum Produkt',
      'Rechnungsfragen (für Händler)',
      'Sonstige Anfragen',
    ]);
  });

  it('builds a draft with subject and body, encoded for mail clients', () => {
    const href = contactMailto('support@example.at', CONTACT_CONCERNS[2]);
    expect(href.startsWith('mailto:support@example.at?subject=Rechnungsfrage&body=')).toBe(true);
    expect(href).not.toContain(' ');
    expect(decodeURIComponent(href.split('body=')[1] ?? '')).toContain('Rechnungsnummer:');
  });

  it('opens a plain draft when nothing is chosen', () => {
    expect(contactMailto('support@example.at', undefined)).toBe('mailto:support@example.at');
  });
});

import { describe, expect, it } from 'vitest';
import { errorReportPayloadSchema } from '#src/domain/contact/error-report-schema.ts';
import { validateErrorReport } from './error-report-validation.ts';

describe('validateErrorReport (SPEC §5, §3)', () => {
  it('asks for a reason, a comment and a valid e-mail', () => {
    expect(validateErrorReport({ reasonId: '', comment: ' ', email: 'nope' }, 5)).toEqual({
      ok: false,
      errors: { reasonId: 'Bitte wählen', comment: 'Dieses Feld wird benötigt.', email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' },
    });
  });
  it('builds the fraud payload with article id 1111 and the listing', () => {
    const result = validateErrorReport({ reasonId: 'F', comment: 'Preis unrealistisch', email: 'a@b.at' }, 5);
    expect(result).toEqual({
      ok: true,
      payload: { reasonId: 'F', comment: 'Preis unrealistisch', email: 'a@b.at', articleId: 1111, listingGuid: 5, firstName: 'Anonym', lastName: 'Anonym' },
    });
    if (result.ok) expect(errorReportPayloadSchema.safeParse(result.payload).success).toBe(true);
  });
});

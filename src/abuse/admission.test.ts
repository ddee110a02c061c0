import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formSubmissionMeta, parseSubmission, submissionStatus } from './admission.ts';
import { HONEYPOT_FIELD } from './honeypot.ts';

const schema = z.object({ mail: z.email('E-Mail-Adresse ungültig'), count: z.coerce.number().int() });

describe('parseSubmission', () => {
  it('hands back the parsed data', () => {
    expect(parseSubmission(schema, { mail: 'a@b.at', count: '3' }, 'x')).toEqual({ kind: 'parsed', data: { mail: 'a@b.at', count: 3 } });
  });

  it('reports the first issue by its top-level field', () => {
    expect(parseSubmission(schema, { mail: 'nope', count: 'x' }, 'x')).toEqual({ kind: 'invalid', field: 'mail', message: 'E-Mail-Adresse ungültig' });
  });

  it("names the whole body 'body' when the input is not an object", () => {
    expect(parseSubmission(schema, 'text', 'x')).toMatchObject({ kind: 'invalid', field: 'body' });
  });
});

describe('submissionStatus', () => {
  it('answers each kind with the status the API documents', () => {
    expect((['sent', 'reported', 'saved', 'assigned'] as const).map((kind) => submissionStatus({ kind }))).toEqual([200, 200, 200, 200]);
    expect(submissionStatus({ kind: 'invalid' })).toBe(400);
    expect(submissionStatus({ kind: 'not-found' })).toBe(404);
    expect(submissionStatus({ kind: 'no-number' })).toBe(404);
    expect(submissionStatus({ kind: 'sold' })).toBe(412);
    expect(submissionStatus({ kind: 'limited' })).toBe(429);
    // SPEC §4 fallback: the seller's own number is an answer, not a server error
    expect(submissionStatus({ kind: 'own-number' })).toBe(200);
  });
});

describe('formSubmissionMeta', () => {
  it('takes the user agent from the request and the honeypot from the form', () => {
    const form = new FormData();
    form.set(HONEYPOT_FIELD, 'http://spam.example');
    const request = new Request('http://127.0.0.1/x', { method: 'POST', headers: { 'user-agent': 'UA' } });
    expect(formSubmissionMeta(request, form, '10.0.0.1')).toEqual({ ip: '10.0.0.1', userAgent: 'UA', honeypot: 'http://spam.example' });
    expect(formSubmissionMeta(request, new FormData(), null).honeypot).toBeUndefined();
  });
});

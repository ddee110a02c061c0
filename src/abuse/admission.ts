/**
 * The pure half of the one submission pipeline every public POST goes through (enquiry, error report,
 * search agent, call-tracking number), whether it came via the JSON API or a page action:
 * validation with the service's zod schema and the shared answer kinds with their HTTP statuses.
 * The screening half (honeypot, rate limits) is `AbuseGuard.admit` in abuse-guard.server.ts.
 */
import type { z } from 'zod';
import { HONEYPOT_FIELD } from './honeypot.ts';

/** The first thing wrong with a submission, named by its top-level field ('body' when it is not one). */
export interface Invalid {
  kind: 'invalid';
  field: string;
  message: string;
}
export interface Limited {
  kind: 'limited';
  retryAfterSeconds: number;
}

export type Parsed<T> = { kind: 'parsed'; data: T } | Invalid;

/** Parses a submission; on failure reports zod's first issue (the forms show one message per field). */
export function parseSubmission<T>(schema: z.ZodType<T>, input: unknown, fallbackMessage: string): Parsed<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { kind: 'parsed', data: parsed.data };
  const issue = parsed.error.issues[0];
  return { kind: 'invalid', field: String(issue?.path[0] ?? 'body'), message: issue?.message ?? fallbackMessage };
}

/**
 * Every answer kind a submission service gives, and its HTTP status: the one table both the JSON API
 * and the page actions (no-JavaScript forms) answer with.
 */
export const SUBMISSION_STATUS = {
  /** enquiry stored (or a bot told so) */
  sent: 200,
  /** error report stored */
  reported: 200,
  /** search agent saved, confirmation mail queued */
  saved: 200,
  /** call-tracking number handed out */
  assigned: 200,
  /** a search agent paused, resumed, switched or deleted on 'Meine Suchagenten' */
  updated: 200,
  invalid: 400,
  /** unknown car or seller */
  'not-found': 404,
  /** SPEC §8: the car is sold or expired */
  sold: 412,
  limited: 429,
  /** SPEC §4 fallback: the seller's own number (tracking off, budget spent or pool busy) */
  'own-number': 200,
  /** the seller has no number a visitor can call */
  'no-number': 404,
} as const;

export type SubmissionKind = keyof typeof SUBMISSION_STATUS;

export function submissionStatus(result: { kind: SubmissionKind }): (typeof SUBMISSION_STATUS)[SubmissionKind] {
  return SUBMISSION_STATUS[result.kind];
}

/** Who sent a public form or POST; the HTTP layer (API router or route action) fills it in. */
export interface SubmissionMeta {
  ip: string | null;
  userAgent: string | null;
  /** the value of the honeypot field, if the form had one */
  honeypot?: unknown;
}

/** Who posted a page's form (the no-JavaScript path); the client address comes from the HTTP layer. */
export function formSubmissionMeta(request: Request, form: FormData, clientIp: string | null): SubmissionMeta {
  return { ip: clientIp, userAgent: request.headers.get('user-agent'), honeypot: form.get(HONEYPOT_FIELD) ?? undefined };
}

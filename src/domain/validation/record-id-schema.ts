/**
 * The zod forms of the one record-id rule (record-id.ts) for API parameters, JSON bodies and forms.
 * Kept apart so browser code that only reads ids from addresses does not load zod.
 */
import { z } from './browser-safe-zod.ts';
import { MAX_RECORD_ID, parseRecordId } from './record-id.ts';

/** Ids in a path or query string (text): '12' → 12; anything else fails with `message`. */
export const recordIdText = (message: string) =>
  z
    .string()
    .refine((value) => parseRecordId(value) !== null, message)
    .transform((value) => Number(value));

/** Ids in a JSON body or form: a number or its text (the spec's clients send both). */
export const recordIdValue = (message: string) =>
  z.union([z.number(), z.string().trim()]).transform((value, ctx) => {
    const id = typeof value === 'number' ? (Number.isInteger(value) && value >= 1 && value <= MAX_RECORD_ID ? value : null) : parseRecordId(value);
    if (id === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return id;
  });

/** A comma-separated id list in a query string, strictly: every part must be an id (`message` otherwise). */
export const recordIdListText = (message: string) =>
  z
    .string()
    .refine((value) => value.split(',').every((part) => parseRecordId(part) !== null), message)
    .transform((value) => [...new Set(value.split(',').map(Number))]);

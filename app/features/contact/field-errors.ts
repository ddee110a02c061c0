import type { z } from 'zod';

/** The first message per field of a failed zod parse, in the order the schema reported them. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export function fieldErrorsOf<F extends string>(error: z.ZodError, fields: readonly F[]): FieldErrors<F> {
  const out: FieldErrors<F> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (fields as readonly string[]).includes(field) && out[field as F] === undefined) {
      out[field as F] = issue.message;
    }
  }
  return out;
}

/** The first field of the form (in form order) that has an error: it gets the focus (SPEC §4). */
export function firstInvalidField<F extends string>(errors: FieldErrors<F>, order: readonly F[]): F | null {
  return order.find((f) => errors[f] !== undefined) ?? null;
}

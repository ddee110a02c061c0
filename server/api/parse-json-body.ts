import type { Context } from 'hono';
import { nestsDeeperThan } from '#src/domain/validation/json-depth.ts';

export type ParsedJson = { ok: true; value: unknown } | { ok: false; problem: 'syntax' | 'too-deep' };

/**
 * The request body as JSON, its nesting measured before it is parsed (src/domain/validation/json-depth.ts),
 * so no recursive walk after it can overflow the stack. Every JSON body of the API is read here;
 * the size cap is each router's body limit in front of it.
 */
export async function parseJsonBody(c: Context): Promise<ParsedJson> {
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    return { ok: false, problem: 'syntax' };
  }
  if (nestsDeeperThan(text)) return { ok: false, problem: 'too-deep' };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, problem: 'syntax' };
  }
}

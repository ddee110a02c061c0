/**
 * One way to declare a JSON API operation: its zod schemas validate path, query and body (a
 * malformed value answers 400 `{ error: { message, code, field } }` naming the parameter) and
 * document it in the OpenAPI registry at the same time.
 */
import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type z } from 'zod';
import { UNKNOWN_MAKE_MESSAGE, UNKNOWN_MODEL_MESSAGE } from '#src/domain/taxonomy/unknown-value-messages.ts';
import { JSON_TOO_DEEP_MESSAGE } from '#src/domain/validation/json-depth.ts';
import { fieldWithNul, NUL_MESSAGE } from '#src/domain/validation/text-input.ts';
import { recordIdText } from '#src/domain/validation/record-id-schema.ts';
import { normaliseQuery } from '#src/domain/search/search-params.ts';
import type { SlugResolution } from '#src/taxonomy/taxonomy.server.ts';
import { registerApiOperation, type ApiOperation } from './openapi.ts';
import { parseJsonBody } from './parse-json-body.ts';

export type ErrorCode = 'BAD_REQUEST' | 'UNKNOWN_PARAMETER' | 'NOT_FOUND' | 'GONE' | (string & {});

export function apiError(c: Context, status: ContentfulStatusCode, code: ErrorCode, message: string, field?: string) {
  return c.json({ error: { message, code, ...(field ? { field } : {}) } }, status);
}

/** The 400 answer to input that fails a check, naming the field: zod's first issue or a domain check's finding. */
export function badRequest(c: Context, problem: { field: string; message: string }) {
  return apiError(c, 400, 'BAD_REQUEST', problem.message, problem.field);
}

/** The 404 answer to a safemake/safemodel parameter that names no make or model (taxonomy.resolveSlugs). */
export function unknownSlugError(c: Context, resolution: Exclude<SlugResolution, { status: 'ok' }>) {
  return resolution.status === 'unknown-make'
    ? apiError(c, 404, 'NOT_FOUND', UNKNOWN_MAKE_MESSAGE, 'safemake')
    : apiError(c, 404, 'NOT_FOUND', UNKNOWN_MODEL_MESSAGE, 'safemodel');
}

/** A positive integer id in a path or query string. */
export const idParam = (label: string) => recordIdText(`${label} erwartet`);

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteSpec<Q extends z.ZodObject | undefined, P extends z.ZodObject | undefined, B extends z.ZodType | undefined> extends Omit<
  ApiOperation,
  'query' | 'params' | 'body'
> {
  query?: Q;
  params?: P;
  body?: B;
}

export interface RouteInput<Q, P, B> {
  query: Q;
  params: P;
  body: B;
}

function firstIssue(error: z.ZodError, fallback: string): { field: string; message: string } {
  const issue = error.issues[0];
  return { field: issue?.path.length ? issue.path.map(String).join('.') : fallback, message: issue?.message ?? 'Ungültiger Wert' };
}

/** Mounts `handler` on `router` for the operation and registers it for /api/openapi.json. */
export function apiRoute<
  Q extends z.ZodObject | undefined = undefined,
  P extends z.ZodObject | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(router: Hono, spec: RouteSpec<Q, P, B>, handler: (c: Context, input: RouteInput<Out<Q>, Out<P>, Out<B>>) => Response | Promise<Response>): void {
  registerApiOperation(spec as ApiOperation);
  const honoPath = spec.path.replace(/\{(\w+)\}/g, ':$1');
  router.on(spec.method.toUpperCase(), honoPath, async (c) => {
    let params: unknown;
    let query: unknown;
    let body: unknown;
    if (spec.params) {
      const parsed = spec.params.safeParse(c.req.param());
      if (!parsed.success) return badRequest(c, firstIssue(parsed.error, 'path'));
      params = parsed.data;
    }
    if (spec.query) {
      const raw = normaliseQuery(c.req.queries());
      // A parameter the operation does not know would be ignored and the answer silently wrong
      // (e.g. the page's `make=` on the search API): it is named instead (docs/api.md).
      const unknown = Object.keys(raw).find((key) => !(key in spec.query!.shape));
      if (unknown !== undefined) return apiError(c, 400, 'UNKNOWN_PARAMETER', `Unbekannter Parameter '${unknown}'`, unknown);
      const parsed = spec.query.safeParse(raw);
      if (!parsed.success) return badRequest(c, firstIssue(parsed.error, 'query'));
      query = parsed.data;
    }
    if (spec.body) {
      const read = await parseJsonBody(c);
      if (!read.ok) return badRequest(c, { field: 'body', message: read.problem === 'too-deep' ? JSON_TOO_DEEP_MESSAGE : 'Kein gültiges JSON' });
      const raw = read.value;
      const withNul = fieldWithNul(raw);
      if (withNul !== null) return badRequest(c, { field: withNul, message: NUL_MESSAGE });
      const parsed = spec.body.safeParse(raw);
      if (!parsed.success) return badRequest(c, firstIssue(parsed.error, 'body'));
      body = parsed.data;
    }
    return handler(c, { query, params, body } as RouteInput<Out<Q>, Out<P>, Out<B>>);
  });
}

/**
 * The OpenAPI 3.1 description of /api, generated from the zod schemas the handlers validate with.
 * Every router registers its operations here (`registerApiOperation`, or implicitly through
 * `apiRoute` in api-route.ts); GET /api/openapi.json renders the document.
 */
import { Hono } from 'hono';
import { z } from 'zod';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete' | 'patch';

export interface ApiResponseDoc {
  description: string;
  schema?: z.ZodType;
}

export interface ApiOperation {
  method: HttpMethod;
  /** OpenAPI path template below /api, e.g. '/v2/listings/{id}' */
  path: string;
  summary: string;
  description?: string;
  tags?: string[];
  /** object schema of the query string (each key one parameter) */
  query?: z.ZodObject;
  /** object schema of the path parameters */
  params?: z.ZodObject;
  body?: z.ZodType;
  /** keyed by status code; 400 with the error body is added for every operation with input */
  responses: Record<number, ApiResponseDoc>;
}

const operations = new Map<string, ApiOperation>();

/** Registers (or replaces) one operation; idempotent, so routers may be created more than once. */
export function registerApiOperation(operation: ApiOperation): void {
  operations.set(`${operation.method} ${operation.path}`, operation);
}

/** The JSON error body every 4xx answer carries. */
export const ApiErrorSchema = z.object({ error: z.object({ message: z.string(), code: z.string(), field: z.string().optional() }) }).meta({ id: 'ApiError' });

type JsonSchema = Record<string, unknown>;

/**
 * JSON Schema of a zod schema. Schemas with a `.meta({ id })` become shared components: their
 * definitions move to `components` and references point to '#/components/schemas/{id}'.
 */
function schemaOf(schema: z.ZodType, io: 'input' | 'output', components: Record<string, JsonSchema>): JsonSchema {
  const json = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  const defs = (json.$defs ?? {}) as Record<string, JsonSchema>;
  delete json.$defs;
  const relink = (value: JsonSchema) => JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema;
  for (const [id, def] of Object.entries(defs)) components[id] ??= relink(def);
  return relink(json);
}

function parameters(schema: z.ZodObject | undefined, where: 'query' | 'path', components: Record<string, JsonSchema>): JsonSchema[] {
  if (!schema) return [];
  const json = schemaOf(schema, 'input', components);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return { name, in: where, required: where === 'path' || required.has(name), ...(description ? { description } : {}), schema: rest };
  });
}

export function buildOpenApiDocument(info: { title: string; version: string }): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const components: Record<string, JsonSchema> = {};
  const sorted = [...operations.values()].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  for (const op of sorted) {
    const responses: Record<string, JsonSchema> = {};
    const withInput = op.query || op.params || op.body;
    const all: Record<number, ApiResponseDoc> = withInput
      ? { 400: { description: 'Ungültige Eingabe; `error.field` nennt den Parameter', schema: ApiErrorSchema }, ...op.responses }
      : op.responses;
    for (const [status, r] of Object.entries(all)) {
      responses[status] = {
        description: r.description,
        ...(r.schema ? { content: { 'application/json': { schema: schemaOf(r.schema, 'output', components) } } } : {}),
      };
    }
    (paths[op.path] ??= {})[op.method] = {
      operationId: `${op.method}${op.path.replace(/[{}]/g, '').replace(/[^a-zA-Z0-9]+(.)?/g, (_m, ch: string | undefined) => (ch ? ch.toUpperCase() : ''))}`,
      summary: op.summary,
      ...(op.description ? { description: op.description } : {}),
      ...(op.tags ? { tags: op.tags } : {}),
      parameters: [...parameters(op.params, 'path', components), ...parameters(op.query, 'query', components)],
      ...(op.body ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(op.body, 'input', components) } } } } : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: { ...info, description: 'Öffentliche JSON-API des Gebrauchtwagenmarkts. Alle Pfade relativ zu /api.' },
    servers: [{ url: '/api' }],
    paths,
    components: { schemas: components },
  };
}

/** GET /api/openapi.json */
export function createOpenApiRouter(info: { title: string; version: string }) {
  const api = new Hono();
  // Built on request: routers created after this one (other features) are included.
  api.get('/openapi.json', (c) => c.json(buildOpenApiDocument(info)));
  return api;
}

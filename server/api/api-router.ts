import { Hono } from 'hono';
import type { AppServices } from '#src/app-services.server.ts';
import { createSearchApi } from './search-api.ts';

/** Mounts every feature's API under /api. Each feature owns one router file. */
export function createApiRouter(services: AppServices) {
  const api = new Hono();
  api.route('/', createSearchApi(services));
  api.notFound((c) => c.json({ error: { message: 'Nicht gefunden', code: 'NOT_FOUND' } }, 404));
  return api;
}

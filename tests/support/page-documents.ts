import { afterAll, beforeAll, expect } from 'vitest';
import { createPageAppHarness, type PageAppHarness } from './page-app-harness.ts';

/** What a page gives React Router to hydrate with: its inline scripts. */
export const scriptsOf = (html: string) => [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '').join('\n');

/**
 * The pages of a seeded SQLite app (300 cars) for the calling file: `page(path)` answers a document's
 * HTML (failing the test on anything but 200), `request(path)` the raw response (e.g. a `.data` answer).
 */
export function usePageDocuments() {
  let harness: PageAppHarness | undefined;
  beforeAll(async () => {
    harness = await createPageAppHarness('sqlite', { listings: 300 });
  }, 180_000);
  afterAll(async () => {
    await harness?.close();
  });
  const request = (path: string) => {
    if (!harness) throw new Error('the page app is not running (usePageDocuments outside a test?)');
    return harness.request(path);
  };
  return {
    request,
    async page(path: string): Promise<string> {
      const response = await request(path);
      expect(response.status).toBe(200);
      return response.text();
    },
  };
}

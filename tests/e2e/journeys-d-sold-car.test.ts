/** Issue 19 point 15: a sold car's page keeps the buyer going with the car's title, photo and similar cars still for sale. */
import { describe, expect, inject, it } from 'vitest';
import { PHONE, openWatchedPage, useBrowser } from '../support/browser.ts';
import { pickCar } from '../support/listing-detail-fixtures.ts';
import { markSold, useTestDb } from '../support/watch-list-fixtures.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const db = useTestDb();

describe('a sold car', () => {
  it('answers 410 with its title, photo, up to four similar cars of the same model still for sale and the popular searches', async () => {
    // A model with enough cars in the test inventory that similar ones exist; from the middle of the id range,
    // which other files' fixtures (lowest ids, newest ids) leave alone, so selling it disturbs no other test.
    const car = pickCar(
      db(),
      "l.photo_count > 0 AND l.id > (SELECT MAX(id) / 2 FROM listings) AND (SELECT COUNT(*) FROM listings o WHERE o.model_id = l.model_id AND o.status = 'active') >= 6",
    );
    const { make_id: makeId, model_id: modelId } = db().prepare('SELECT make_id, model_id FROM listings WHERE id = ?').get(car.id) as {
      make_id: number;
      model_id: number;
    };
    markSold(db(), car.id);

    const { page, context, problems } = await openWatchedPage(browser(), PHONE);
    // The site follows the sale through its change feed within a second; until then a page kept by an
    // earlier visit (page cache) may still show the car for sale.
    await expect.poll(async () => (await page.goto(`${baseUrl}${car.path}`))?.status(), { timeout: 5000 }).toBe(410);
    await expect.poll(() => page.getByText('Das gesuchte Fahrzeug ist leider nicht mehr verfügbar!').count()).toBe(1);
    await expect.poll(() => page.locator('.not-found__car-title').textContent()).toBe(car.title);
    await expect.poll(() => page.getByRole('img', { name: car.title }).count()).toBe(1);

    const region = page.getByRole('region', { name: 'Ähnliche Fahrzeuge' });
    const similar = region.getByRole('article');
    const count = await similar.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(4);
    const links = await similar.locator('.listing-card__title a').evaluateAll((els) => els.map((a) => a.getAttribute('href') ?? ''));
    const ids = links.map((href) => Number(/\/(\d+)$/.exec(href)?.[1]));
    expect(ids).not.toContain(car.id);
    const rows = db()
      .prepare(`SELECT make_id, model_id, status FROM listings WHERE id IN (${ids.map(() => '?').join(',')})`)
      .all(...ids) as { make_id: number; model_id: number; status: string }[];
    expect(rows).toHaveLength(ids.length);
    for (const row of rows) expect(row).toEqual({ make_id: makeId, model_id: modelId, status: 'active' });

    await expect.poll(() => page.getByRole('heading', { name: 'Beliebte Suchen' }).count()).toBe(1);
    // A similar car is one click away.
    await similar.first().locator('.listing-card__title a').click();
    await page.waitForURL(new RegExp(`/${ids[0]}$`));
    // The browser reports the page's own 410 status as a failed load; nothing else may go wrong.
    expect(problems.filter((problem) => !problem.includes('status of 410'))).toEqual([]);
    await context.close();
  });

  it('keeps the plain not-found page (404, no similar cars) for an id that never existed', async () => {
    const { page, context } = await openWatchedPage(browser());
    const response = await page.goto(`${baseUrl}/fahrzeuge/-/2147483000`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Fahrzeug nicht gefunden');
    await expect.poll(() => page.getByRole('region', { name: 'Ähnliche Fahrzeuge' }).count()).toBe(0);
    await expect.poll(() => page.getByRole('heading', { name: 'Beliebte Suchen' }).count()).toBe(1);
    await context.close();
  });
});

/** Issue 17 §3: 'Preis gesenkt' with the earlier price struck through on cards, 'Preisverlauf' on the detail page. */
import { describe, expect, inject, it } from 'vitest';
import { formatPrice } from '#src/domain/format/number-format.ts';
import { detailPath } from '#src/domain/listing/title-slug.ts';
import { DESKTOP, PHONE, openWatchedPage, useBrowser } from '../support/browser.ts';
import { useTestDb } from '../support/watch-list-fixtures.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const db = useTestDb();

interface ReducedCar {
  id: number;
  title: string;
  price: number;
  previous: number;
  changes: number;
}

/** A car for sale whose latest price change was a reduction within the last 30 days. */
function reducedCar(): ReducedCar {
  const since = new Date(Date.now() - 29 * 86_400_000).toISOString();
  const row = db()
    .prepare(
      `SELECT l.id, l.title, l.price, h.price AS previous, (SELECT COUNT(*) FROM listing_price_history c WHERE c.listing_id = l.id) AS changes
         FROM listings l JOIN listing_price_history h ON h.listing_id = l.id
        WHERE l.status = 'active' AND l.expires_at > ? AND l.had_accident = 0 AND h.valid_to > ? AND h.price > l.price
          AND h.valid_to = (SELECT MAX(valid_to) FROM listing_price_history m WHERE m.listing_id = l.id)
        ORDER BY l.id LIMIT 1`,
    )
    .get(new Date().toISOString(), since) as ReducedCar | undefined;
  if (!row) throw new Error('the seed has no recently reduced car');
  return row;
}

describe('price history', () => {
  it("shows 'Preis gesenkt' with the struck-through earlier price on the card and every price on the detail page", async () => {
    const car = reducedCar();
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context, problems } = await openWatchedPage(browser(), viewport);
      await page.goto(`${baseUrl}/angebote/?pricefrom=${car.price}&priceto=${car.price}&sort=age&desc=1`);
      const card = page.locator(`article[data-listing-id="${car.id}"]`);
      const reduction = card.locator('.price-reduction');
      await expect.poll(() => reduction.locator('.price-reduction__badge').textContent()).toBe('Preis gesenkt');
      await expect.poll(() => reduction.locator('s').textContent()).toBe(formatPrice(car.previous));
      // Said in words for screen readers, which skip the strike-through.
      expect((await reduction.textContent())?.replace(/\s+/g, ' ')).toBe(`Preis gesenkt , vorher ${formatPrice(car.previous)}`);

      await page.goto(`${baseUrl}${detailPath(car.title, car.id)}`);
      const table = page.getByRole('region', { name: 'Preisverlauf' }).getByRole('table');
      const prices = await table.locator('tbody tr td:nth-child(2)').allTextContents();
      expect(prices).toHaveLength(car.changes + 1);
      expect(prices[0]).toBe(formatPrice(car.price));
      expect(prices[1]).toBe(formatPrice(car.previous));
      await expect.poll(() => page.locator('.detail__price-block .price-reduction s').textContent()).toBe(formatPrice(car.previous));
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('shows no history for a car whose price never changed', async () => {
    const row = db()
      .prepare(
        `SELECT id, title FROM listings l WHERE status = 'active' AND expires_at > ? AND NOT EXISTS (SELECT 1 FROM listing_price_history h WHERE h.listing_id = l.id) ORDER BY id LIMIT 1`,
      )
      .get(new Date().toISOString()) as { id: number; title: string };
    const { page, context } = await openWatchedPage(browser());
    await page.goto(`${baseUrl}${detailPath(row.title, row.id)}`);
    await page.locator('.detail__price').waitFor();
    await expect.poll(() => page.getByRole('heading', { name: 'Preisverlauf' }).count()).toBe(0);
    await expect.poll(() => page.locator('.price-reduction').count()).toBe(0);
    await context.close();
  });
});

/**
 * Issue 37 point 4, dealer answer times, at 375 and 1280 px: a seeded dealer with at least 5 enquiries
 * shows 'antwortet meist innerhalb von …' and the share answered within 24 h on its page; result cards
 * of dealers with figures carry the one short line, on one line; axe passes on both pages.
 */
import { describe, expect, inject, it } from 'vitest';
import { answerTimeTexts } from '#src/domain/dealers/answer-times.ts';
import { axeViolations } from '../support/axe.ts';
import { DESKTOP, openWatchedPage, PHONE, resizeTo, useBrowser, waitForHydration } from '../support/browser.ts';
import { chooseConsent } from '../support/consent.ts';
import { useTestDb } from '../support/watch-list-fixtures.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const db = useTestDb();

interface SellerFigures {
  id: number;
  answer_enquiries: number;
  answer_median_minutes: number | null;
  answer_within_day_percent: number | null;
}
const textsOf = (s: SellerFigures) =>
  answerTimeTexts({ enquiries: s.answer_enquiries, medianMinutes: s.answer_median_minutes, withinDayPercent: s.answer_within_day_percent });

const WIDTHS = [PHONE, DESKTOP] as const;

// Each page loads once, at 375 px, and is checked at 375 and then at 1280 px (resizeTo lays the same document
// out again): the texts, the one-line measure and axe at both widths for one load instead of two.
describe('dealer answer times at 375 and 1280 px', () => {
  it("shows the dealer's answer time and share on its page", async () => {
    const dealer = db()
      .prepare(
        `SELECT s.id, s.answer_enquiries, s.answer_median_minutes, s.answer_within_day_percent FROM sellers s
          WHERE s.type = 'D' AND s.answer_enquiries >= 5 AND s.answer_median_minutes IS NOT NULL
            AND EXISTS (SELECT 1 FROM listings l WHERE l.seller_id = s.id AND l.status = 'active' AND l.expires_at > ?) ORDER BY s.id LIMIT 1`,
      )
      .get(new Date().toISOString()) as SellerFigures;
    const expected = textsOf(dealer);
    expect(expected?.time).toMatch(/^antwortet meist innerhalb von \d+ (Std\.|Tagen)$/);
    const { page, context, problems } = await openWatchedPage(browser(), PHONE);
    await chooseConsent(context, baseUrl, 'denied');
    await page.goto(`${baseUrl}/handlerwagen/?cid=${dealer.id}`);
    await waitForHydration(page);
    const line = page.locator('.dealer-panel__answer-times');
    for (const viewport of WIDTHS) {
      await resizeTo(page, viewport);
      expect(await line.innerText(), `at ${viewport.width} px`).toBe(`${expected?.time}\n${expected?.share}`);
      expect(await axeViolations(page), `at ${viewport.width} px`).toEqual([]);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('puts the one short line on result cards of dealers with figures', async () => {
    const { page, context, problems } = await openWatchedPage(browser(), PHONE);
    await chooseConsent(context, baseUrl, 'denied');
    await page.goto(`${baseUrl}/angebote/?sort=price&order=asc`);
    await waitForHydration(page);
    const cards = page.locator('article.listing-card');
    const withLine = cards.filter({ has: page.locator('.listing-card__answer-time') });
    await expect.poll(() => withLine.count()).toBeGreaterThan(0);
    for (const viewport of WIDTHS) {
      await resizeTo(page, viewport);
      // Each line is its seller's figures, on a single line.
      for (let i = 0; i < (await withLine.count()); i++) {
        const card = withLine.nth(i);
        const href = (await card.locator('h2 a, h3 a').first().getAttribute('href')) ?? '';
        const listingId = Number(/\/(\d+)(?:\/|\?|$)/.exec(href)?.[1]);
        const seller = db()
          .prepare(
            'SELECT s.id, s.answer_enquiries, s.answer_median_minutes, s.answer_within_day_percent FROM listings l JOIN sellers s ON s.id = l.seller_id WHERE l.id = ?',
          )
          .get(listingId) as SellerFigures;
        const expected = textsOf(seller);
        const line = card.locator('.listing-card__answer-time');
        expect(await line.textContent()).toBe(expected?.time ?? expected?.share);
        const box = await line.boundingBox();
        const lineHeight = await line.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) || parseFloat(getComputedStyle(el).fontSize) * 1.6);
        expect(box?.height ?? 0, `at ${viewport.width} px`).toBeLessThanOrEqual(lineHeight + 1);
      }
      expect(await axeViolations(page), `at ${viewport.width} px`).toEqual([]);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});

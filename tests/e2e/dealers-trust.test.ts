/**
 * Issue 27 point 9, dealers you can trust, at 375 and 1280 px: the directory filters by a make in
 * stock and shows the distance from a place (nearest first); the dealer page shows its ratings
 * (stars, count, distribution, individual ratings), opening hours and company details, and its
 * contact form goes through the lead pipeline. axe on both views; screenshots to look at.
 */
import os from 'node:os';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { DESKTOP, openWatchedPage, PHONE, useBrowser, waitForHydration } from '../support/browser.ts';
import { chooseConsent } from '../support/consent.ts';
import { useTestDb } from '../support/watch-list-fixtures.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const db = useTestDb();
const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? os.tmpdir();

describe.each([PHONE, DESKTOP])('dealers you can trust at %o', (viewport) => {
  it('filters the directory by a make in stock and lists the nearest dealers first with their distance', async () => {
    const watched = await openWatchedPage(browser(), viewport);
    const { page, context, problems } = watched;
    await chooseConsent(context, baseUrl, 'denied');
    await page.goto(`${baseUrl}/anbieterverzeichnis/`);
    await waitForHydration(page);
    await page.getByLabel('Marke im Bestand').selectOption('skoda');
    await page.getByLabel('Entfernung ab (Ort oder PLZ)').fill('Linz');
    await page.getByRole('button', { name: 'Händler suchen' }).click();
    await page.waitForURL((url) => url.search === '?marke=skoda&standort=Linz');
    const distances = page.locator('.dealer-item__distance');
    await expect.poll(() => distances.count()).toBeGreaterThan(0);
    const km = (await distances.allTextContents()).map((t) => {
      expect(t).toMatch(/ von Linz entfernt$/);
      return /< 1 km/.test(t) ? 0 : Number(/≈ ([\d.]+) km/.exec(t)?.[1]?.replace(/\./g, ''));
    });
    expect(km).toEqual([...km].sort((a, b) => a - b));
    // Every listed dealer has Skoda cars for sale.
    const ids = await page
      .locator('.dealer-item h2 a')
      .evaluateAll((links) => links.map((a) => Number(new URL((a as HTMLAnchorElement).href).searchParams.get('cid'))));
    for (const id of ids) {
      const row = db()
        .prepare(
          "SELECT COUNT(*) AS n FROM listings l JOIN makes m ON m.id = l.make_id WHERE l.seller_id = ? AND m.safe_value = 'skoda' AND l.status = 'active'",
        )
        .get(id) as { n: number };
      expect(row.n, `dealer ${id}`).toBeGreaterThan(0);
    }
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`${baseUrl}/anbieterverzeichnis/?standort=Nirgendwo`);
    expect(await page.getByRole('alert').textContent()).toContain('Den Ort „Nirgendwo“ kennen wir nicht');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows ratings with their distribution and individual ratings, opening hours, company details and a contact form that sends a lead', async () => {
    const dealer = db()
      .prepare(
        `SELECT s.id, s.company_name, s.ratings_count FROM sellers s WHERE s.type = 'D' AND s.ratings_enabled = 1 AND s.ratings_count > 0
                  AND EXISTS (SELECT 1 FROM listings l WHERE l.seller_id = s.id AND l.status = 'active' AND l.expires_at > ?) ORDER BY s.id LIMIT 1 OFFSET ?`,
      )
      .get(new Date().toISOString(), viewport === PHONE ? 0 : 1) as { id: number; company_name: string; ratings_count: number };
    const { page, context, problems } = await openWatchedPage(browser(), viewport);
    await chooseConsent(context, baseUrl, 'denied');
    await page.goto(`${baseUrl}/handlerwagen/?cid=${dealer.id}`);
    await waitForHydration(page);
    // The stars in the dealer panel open the ratings.
    expect(await page.locator('.dealer-panel__rating-link').getAttribute('href')).toBe('#bewertungen');
    const reviews = page.locator('#bewertungen');
    expect(await reviews.getByRole('heading', { level: 2 }).textContent()).toBe('Bewertungen');
    const rows = reviews.locator('.dealer-profile__distribution li');
    expect(await rows.count()).toBe(5);
    const counts = (await reviews.locator('.dealer-profile__bar-count').allTextContents()).map((t) => Number(t.replace(/\./g, '')));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(dealer.ratings_count);
    expect(await reviews.locator('.dealer-profile__review').count()).toBeGreaterThan(0);
    expect(await page.getByRole('heading', { name: 'Öffnungszeiten' }).count()).toBe(1);
    const company = page.locator('.dealer-profile__company');
    expect(await company.textContent()).toContain(dealer.company_name);
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('.dealer-profile').screenshot({ path: `${SCREENSHOTS}/haendlerseite-profil-${viewport.width}.png` });
    await page.screenshot({ path: `${SCREENSHOTS}/haendlerseite-${viewport.width}.png` });

    // The contact form: an enquiry about the chosen car of this dealer (after the general enquiry, the first choice), through the lead pipeline.
    const contact = page.locator('#kontakt');
    const choice = contact.getByLabel('Ihre Anfrage betrifft');
    const carId = Number(await choice.locator('option').nth(1).getAttribute('value'));
    await choice.selectOption(String(carId));
    const mail = `haendler-${viewport.width}-${Date.now()}@example.at`;
    await contact.getByLabel('Name', { exact: false }).first().fill('Maria Gruber');
    await contact.getByLabel('E-Mail-Adresse', { exact: false }).first().fill(mail);
    await contact.getByRole('button', { name: 'Anfrage senden' }).click();
    await contact.getByText('Anfrage erfolgreich gesendet!').waitFor();
    const lead = db().prepare('SELECT listing_id, seller_id, source FROM leads WHERE email = ?').get(mail);
    expect(lead).toEqual({ listing_id: carId, seller_id: dealer.id, source: 'DealerPage-GW' });
    expect(problems).toEqual([]);
    await context.close();
  });
});

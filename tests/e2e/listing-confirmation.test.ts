/**
 * No dead ads (issue 37 point 3) in a real browser: result cards and the detail page say when the seller
 * last confirmed the car ('zuletzt bestätigt am …'); the private seller's mail link opens a page whose
 * buttons answer ('Ja' keeps the car, 'Nein' takes it offline), with JavaScript at 375 and 1280 px (axe)
 * and without it. Questions are stored as the job stores them (the hash of the link's secret).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { confirmedText } from '#src/domain/listing/listing-confirmation.ts';
import { storedToken } from '#src/repositories/stored-token.ts';
import { axeViolations } from '../support/axe.ts';
import { DESKTOP, openWatchedPage, PHONE, useBrowser, waitForHydration } from '../support/browser.ts';
import { chooseConsent } from '../support/consent.ts';
import { carPool, useTestDb } from '../support/watch-list-fixtures.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const db = useTestDb();

/** A question about the car, as the hourly job would have stored it; returns the link's path. */
function askAbout(carId: number): string {
  const token = randomUUID().replaceAll('-', '');
  db()
    .prepare('INSERT INTO listing_confirmation_requests (listing_id, token_hash, asked_at, answered_at, answer) VALUES (?, ?, ?, NULL, NULL)')
    .run(carId, storedToken(token), new Date().toISOString());
  return `/inserat-bestaetigen/${token}/`;
}

const confirmedAtOf = (id: number) => (db().prepare('SELECT confirmed_at FROM listings WHERE id = ?').get(id) as { confirmed_at: string | null }).confirmed_at;

describe.each([PHONE, DESKTOP])('listing confirmation at %o', (viewport) => {
  it("shows 'zuletzt bestätigt am …' on result cards and the detail page", async () => {
    const { page, context, problems } = await openWatchedPage(browser(), viewport);
    await chooseConsent(context, baseUrl, 'denied');
    await page.goto(`${baseUrl}/angebote/?sort=price&order=desc`);
    await waitForHydration(page);
    const card = page.locator('article.listing-card').first();
    const id = Number(await card.getAttribute('data-listing-id'));
    expect(await card.locator('.listing-card__confirmed').textContent()).toBe(confirmedText(confirmedAtOf(id)));
    await card.locator('h2 a').click();
    await page.waitForURL((url) => url.pathname.includes(`/${id}`));
    await expect.poll(() => page.locator('.detail__confirmed').innerText()).toBe(confirmedText(confirmedAtOf(id)));
    expect(problems).toEqual([]);
    await context.close();
  });

  it("keeps the car with 'Ja, noch zu verkaufen'", async () => {
    const car = carPool(db(), viewport === PHONE ? 3400 : 3420, 5)();
    db()
      .prepare('UPDATE listings SET confirmed_at = ? WHERE id = ?')
      .run(new Date(Date.now() - 31 * 86_400_000).toISOString(), car.id);
    const { page, context, problems } = await openWatchedPage(browser(), viewport);
    await chooseConsent(context, baseUrl, 'denied');
    await page.goto(`${baseUrl}${askAbout(car.id)}`);
    await waitForHydration(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Ist Ihr Fahrzeug noch zu verkaufen?');
    expect(await page.getByText(car.title).count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    const answeredFrom = new Date().toISOString();
    await page.getByRole('button', { name: 'Ja, noch zu verkaufen' }).click();
    await page.getByRole('heading', { name: 'Inserat bestätigt' }).waitFor();
    expect(await page.getByRole('status').textContent()).toContain('bleibt online');
    // Confirmed by the button: no earlier than the click (it was dated 31 days back).
    expect((confirmedAtOf(car.id) ?? '') >= answeredFrom).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('listing confirmation without JavaScript', () => {
  it("takes the car offline with 'Nein, bereits verkauft'", async () => {
    const car = carPool(db(), 3440, 5)();
    const context = await browser().newContext({ javaScriptEnabled: false, locale: 'de-AT', viewport: PHONE });
    await context.addCookies([{ name: 'gw_consent', value: 'denied', url: baseUrl }]);
    const page = await context.newPage();
    await page.goto(`${baseUrl}${askAbout(car.id)}`);
    await page.getByRole('button', { name: 'Nein, bereits verkauft' }).click();
    await page.getByRole('heading', { name: 'Inserat offline genommen' }).waitFor();
    expect(db().prepare('SELECT status FROM listings WHERE id = ?').get(car.id)).toEqual({ status: 'sold' });
    await expect.poll(async () => (await page.goto(`${baseUrl}${car.detailPath}`))?.status()).toBe(410);
    await context.close();
  });
});

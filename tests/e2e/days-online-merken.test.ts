/**
 * Issue 27 in Chromium at 375 and 1280 px: days on market on cards and the detail page, the
 * 'Neu seit' filter, 'Merken' without JavaScript (the watch list then shows the car, and JavaScript
 * merges it into the browser's list), and the dealer's contact form without JavaScript naming the
 * chosen car. axe on each new view; screenshots of the detail page's first screen, the seller-role
 * box and the dealer page go to SCREENSHOT_DIR.
 */
import os from 'node:os';
import type { Cookie, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { daysOnline, daysOnlineText } from '#src/domain/listing/days-online.ts';
import { axeViolations } from '../support/axe.ts';
import { DESKTOP, PHONE, useBrowser, waitForHydration } from '../support/browser.ts';
import { pickCar } from '../support/listing-detail-fixtures.ts';
import { useTestDb } from '../support/watch-list-fixtures.ts';
import { apiTotal, headlineCount, openSearchPage } from './search-helpers.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const db = useTestDb();
const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? os.tmpdir();

async function noScriptPage(viewport: { width: number; height: number }) {
  const context = await browser().newContext({ viewport, locale: 'de-AT', javaScriptEnabled: false });
  await context.addCookies([{ name: 'gw_consent', value: 'denied', url: baseUrl }]);
  return { context, page: await context.newPage() };
}

/**
 * axe on a page as a visitor without JavaScript sees it: axe itself needs scripts, so the page's own
 * scripts are kept from loading instead (the page never hydrates).
 */
async function axeWithoutScripts(url: string, cookies: Cookie[], viewport: { width: number; height: number }) {
  const context = await browser().newContext({ viewport, locale: 'de-AT' });
  await context.addCookies(cookies);
  await context.route(/\.(js|mjs)(\?|$)/, (route) => route.abort());
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  const violations = await axeViolations(page);
  await context.close();
  return violations;
}

const DAYS_TEXT = /^(Neu seit heute|Seit 1 Tag online|Seit \d+ Tagen online)$/;

describe.each([PHONE, DESKTOP])('days on market and Neu seit at %o', (viewport) => {
  it('shows the days since the first appearance on the cards and in the key facts of the detail page', async () => {
    // A car listed again keeps its first appearance: the text counts from it, not from the new row.
    const car = pickCar(db(), `s.type = 'D' AND l.first_seen_at < l.created_at`);
    const { first_seen_at: firstSeen } = db().prepare('SELECT first_seen_at FROM listings WHERE id = ?').get(car.id) as { first_seen_at: string };
    const expected = daysOnlineText(daysOnline(firstSeen, new Date()));
    expect(expected).toMatch(/^Seit \d+ Tagen online$/);
    const { page, context, problems } = await openSearchPage(browser(), viewport);
    await page.goto(`${baseUrl}${car.path}`);
    await expect.poll(() => page.locator('.detail__facts').textContent()).toContain(expected);
    await page.screenshot({ path: `${SCREENSHOTS}/detail-erster-bildschirm-${viewport.width}.png` });
    const role = page.locator('.seller-role').first();
    await role.scrollIntoViewIfNeeded();
    await role.screenshot({ path: `${SCREENSHOTS}/verkaeufer-rolle-${viewport.width}.png` });

    await page.goto(`${baseUrl}/angebote/?newsince=7`);
    const facts = page.locator('article .listing-card__facts li:last-child');
    await expect.poll(() => facts.count()).toBeGreaterThan(0);
    for (const text of await facts.allTextContents()) {
      expect(text).toMatch(DAYS_TEXT);
      const days = /^Neu seit heute$/.test(text) ? 0 : Number(/(\d+)/.exec(text)?.[1]);
      expect(days).toBeLessThanOrEqual(7);
    }
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("narrows the results with 'Neu seit', with and without JavaScript", async () => {
    const all = await apiTotal('');
    const week = await apiTotal('newsince=7');
    const today = await apiTotal('newsince=1');
    expect(week).toBeLessThan(all);
    expect(today).toBeLessThanOrEqual(week);

    const { page, context } = await noScriptPage(viewport);
    await page.goto(`${baseUrl}/angebote/?newsince=3`, { waitUntil: 'domcontentloaded' });
    expect(await headlineCount(page)).toBe(await apiTotal('newsince=3'));
    await expect.poll(() => page.getByText('Neu seit 3 Tagen').count()).toBeGreaterThan(0);
    await context.close();

    if (viewport === DESKTOP) {
      const watched = await openSearchPage(browser(), viewport);
      await watched.page.goto(`${baseUrl}/angebote/`);
      await watched.page.getByRole('group', { name: 'Neu seit' }).getByLabel('7 Tagen').check();
      await watched.page.waitForURL((url) => url.searchParams.get('newsince') === '7');
      await expect.poll(() => headlineCount(watched.page)).toBe(week);
      expect(await axeViolations(watched.page)).toEqual([]);
      expect(watched.problems).toEqual([]);
      await watched.context.close();
    }
  });
});

describe.each([PHONE, DESKTOP])('Merken and the dealer contact without JavaScript at %o', (viewport) => {
  it('saves a car from a card and from its detail page, comes back with a confirmation, and the watch list shows the cars', async () => {
    const { page, context } = await noScriptPage(viewport);
    await page.goto(`${baseUrl}/angebote/?newsince=7`, { waitUntil: 'domcontentloaded' });
    const button = page.locator('article [data-watch-listing-id]').nth(viewport === PHONE ? 1 : 2);
    const cardCar = Number(await button.getAttribute('data-watch-listing-id'));
    await button.click();
    await page.waitForURL((url) => url.hash === `#gemerkt-${cardCar}` && url.searchParams.get('newsince') === '7', { waitUntil: 'domcontentloaded' });
    await expect.poll(() => page.locator(`#gemerkt-${cardCar}`).isVisible()).toBe(true);
    expect(await page.locator(`#gemerkt-${cardCar}`).textContent()).toContain('Gemerkt.');

    const car = pickCar(db(), `s.type = 'D'`);
    await page.goto(`${baseUrl}${car.path}`, { waitUntil: 'domcontentloaded' });
    await page.locator(`main [data-watch-listing-id="${car.id}"]`).first().click();
    await page.waitForURL((url) => url.pathname === car.path && url.hash === `#gemerkt-${car.id}`, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => page.locator(`#gemerkt-${car.id}`).isVisible()).toBe(true);

    await page.goto(`${baseUrl}/merkliste/`, { waitUntil: 'domcontentloaded' });
    expect(await page.locator('h1').textContent()).toContain('(2)');
    for (const id of [cardCar, car.id]) await expect.poll(() => page.locator(`[data-watch-item="${id}"] article h2`).count()).toBe(1);
    const cookies = await context.cookies();
    await context.close();

    // With JavaScript the browser's list takes the cars over once; the page shows them as saved.
    const watched = await openSearchPage(browser(), viewport);
    await watched.context.addCookies(cookies.filter((c) => c.name.startsWith('gw_')));
    await watched.page.goto(`${baseUrl}/merkliste/`);
    await expect.poll(() => watched.page.locator(`[data-watch-item="${car.id}"] [data-watch-listing-id]`).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => watched.page.evaluate(() => JSON.parse(localStorage.getItem('gw:watch-list') ?? '{}').savedCars?.length)).toBe(2);
    expect((await watched.context.cookies()).some((c) => c.name === 'gw_watch_merge')).toBe(false);
    expect(await axeViolations(watched.page)).toEqual([]);
    // The confirmation view of a card (with scripts the CSS shows it too), checked by axe.
    await watched.page.goto(`${baseUrl}/angebote/?newsince=7#gemerkt-${cardCar}`);
    await expect.poll(() => watched.page.locator(`#gemerkt-${cardCar}`).isVisible()).toBe(true);
    expect(await axeViolations(watched.page)).toEqual([]);
    expect(watched.problems).toEqual([]);
    await watched.context.close();
    // Two browser contexts, six page loads and two axe runs: a journey, with a journey's time.
  }, 240_000);

  it('removes a car from the watch list without JavaScript, comes back to the list and offers it back', async () => {
    const [first, second] = [pickCar(db(), `s.type = 'D'`), pickCar(db(), `s.type = 'D'`)];
    const { page, context } = await noScriptPage(viewport);
    for (const car of [first, second]) {
      await page.goto(`${baseUrl}${car.path}`, { waitUntil: 'domcontentloaded' });
      await page.locator(`main [data-watch-listing-id="${car.id}"]`).first().click();
      await page.waitForURL((url) => url.hash === `#gemerkt-${car.id}`, { waitUntil: 'domcontentloaded' });
    }
    await page.goto(`${baseUrl}/merkliste/`, { waitUntil: 'domcontentloaded' });
    expect(await page.locator('h1').textContent()).toContain('(2)');

    await page.locator(`[data-server-remove-id="${first.id}"]`).click();
    await page.waitForURL((url) => url.pathname === '/merkliste/' && url.searchParams.get('entfernt') === String(first.id), { waitUntil: 'domcontentloaded' });
    expect(await page.locator('h1').textContent()).toContain('(1)');
    expect(await page.locator('[data-watch-item]').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-watch-item'))))).toEqual([second.id]);
    const notice = page.locator('.watch-list__removed');
    expect(await notice.textContent()).toContain('wurde aus Ihrer Merkliste entfernt.');
    expect(await axeWithoutScripts(page.url(), await context.cookies(), viewport)).toEqual([]);

    // 'Rückgängig' saves it again; removing the last car leaves the empty list.
    await notice.getByRole('button', { name: /Rückgängig/ }).click();
    await page.waitForURL((url) => url.pathname === '/merkliste/' && !url.searchParams.has('entfernt'), { waitUntil: 'domcontentloaded' });
    expect(await page.locator('h1').textContent()).toContain('(2)');
    for (const car of [first, second]) {
      await page.locator(`[data-server-remove-id="${car.id}"]`).click();
      await page.waitForURL((url) => url.searchParams.get('entfernt') === String(car.id), { waitUntil: 'domcontentloaded' });
    }
    expect(await page.getByText('Sie haben noch keine Fahrzeuge in Ihrer Merkliste!').count()).toBe(1);
    await context.close();
  });

  it('sends the dealer an enquiry about the car chosen in the form', async () => {
    const dealer = db()
      .prepare(
        `SELECT s.id FROM sellers s WHERE s.type = 'D' AND (SELECT COUNT(*) FROM listings l WHERE l.seller_id = s.id AND l.status = 'active' AND l.expires_at > ?) >= 3
                ORDER BY s.id DESC LIMIT 1 OFFSET ?`,
      )
      .get(new Date().toISOString(), viewport === PHONE ? 3 : 4) as { id: number };
    const { page, context } = await noScriptPage(viewport);
    await page.goto(`${baseUrl}/handlerwagen/?cid=${dealer.id}`, { waitUntil: 'domcontentloaded' });
    await page.screenshot({ path: `${SCREENSHOTS}/haendlerseite-ohne-js-${viewport.width}.png`, fullPage: true });
    const contact = page.locator('#kontakt');
    const choice = contact.getByLabel('Ihre Anfrage betrifft');
    const second = await choice.locator('option').nth(1).getAttribute('value');
    await choice.selectOption(second ?? '');
    const mail = `ohne-js-${viewport.width}-${Date.now()}@example.at`;
    await contact.getByLabel('Name', { exact: false }).first().fill('Johann Berger');
    await contact.getByLabel('E-Mail-Adresse', { exact: false }).first().fill(mail);
    await contact.getByRole('button', { name: 'Anfrage senden' }).click();
    await page.waitForLoadState('domcontentloaded');
    await expect.poll(() => page.locator('#kontakt').getByText('Anfrage erfolgreich gesendet!').count()).toBe(1);
    expect(await page.locator('#kontakt').getByLabel('Ihre Anfrage betrifft').inputValue()).toBe(second);
    const lead = db().prepare('SELECT listing_id, seller_id, source FROM leads WHERE email = ?').get(mail);
    expect(lead).toEqual({ listing_id: Number(second), seller_id: dealer.id, source: 'DealerPage-GW' });
    await context.close();

    const watched = await openSearchPage(browser(), viewport);
    await watched.page.goto(`${baseUrl}/handlerwagen/?cid=${dealer.id}`);
    await watched.page.screenshot({ path: `${SCREENSHOTS}/haendlerseite-${viewport.width}.png`, fullPage: true });
    expect(await axeViolations(watched.page)).toEqual([]);
    await watched.context.close();
  });

  it('sends the dealer a general enquiry about no car, without and with JavaScript, by e-mail through the outbox', async () => {
    const dealer = db()
      .prepare(
        `SELECT s.id, s.email, s.company_name FROM sellers s WHERE s.type = 'D' AND (SELECT COUNT(*) FROM listings l WHERE l.seller_id = s.id AND l.status = 'active' AND l.expires_at > ?) >= 1
                ORDER BY s.id DESC LIMIT 1 OFFSET ?`,
      )
      .get(new Date().toISOString(), viewport === PHONE ? 7 : 8) as { id: number; email: string; company_name: string };
    const enquire = async (page: Page, mail: string) => {
      const contact = page.locator('#kontakt');
      // The general enquiry is the form's first choice.
      expect(await contact.getByLabel('Ihre Anfrage betrifft').inputValue()).toBe('');
      expect(await contact.getByLabel('Ihre Anfrage betrifft').locator('option:checked').textContent()).toBe('Allgemeine Anfrage');
      await contact.getByLabel('Name', { exact: false }).first().fill('Johann Berger');
      await contact.getByLabel('E-Mail-Adresse', { exact: false }).first().fill(mail);
      await contact.getByRole('button', { name: 'Anfrage senden' }).click();
      await expect.poll(() => page.locator('#kontakt').getByText('Anfrage erfolgreich gesendet!').count()).toBe(1);
      expect(db().prepare('SELECT listing_id, seller_id, source FROM leads WHERE email = ?').get(mail)).toEqual({
        listing_id: null,
        seller_id: dealer.id,
        source: 'DealerPage-GW',
      });
      expect(db().prepare("SELECT recipient, reply_to, subject FROM outbox_messages WHERE kind = 'lead-seller' AND reply_to = ?").all(mail)).toEqual([
        { recipient: dealer.email, reply_to: mail, subject: `Neue Anfrage an ${dealer.company_name}` },
      ]);
    };

    const { page, context } = await noScriptPage(viewport);
    await page.goto(`${baseUrl}/handlerwagen/?cid=${dealer.id}`, { waitUntil: 'domcontentloaded' });
    await enquire(page, `allgemein-ohne-js-${viewport.width}-${Date.now()}@example.at`);
    await context.close();

    const watched = await openSearchPage(browser(), viewport);
    await watched.page.goto(`${baseUrl}/handlerwagen/?cid=${dealer.id}`);
    await waitForHydration(watched.page);
    await enquire(watched.page, `allgemein-${viewport.width}-${Date.now()}@example.at`);
    expect(await axeViolations(watched.page)).toEqual([]);
    expect(watched.problems).toEqual([]);
    await watched.context.close();
  });
});

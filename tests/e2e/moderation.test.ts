/**
 * Issue 25 point 5 in the browser: a reported car is blocked on the operator page; it leaves its
 * result page and its detail page answers 410. (PostgreSQL: tests/integration/moderation.test.ts,
 * the browser tests' servers run on SQLite.)
 */
import { describe, expect, inject, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { DESKTOP, PHONE, openWatchedPage, useBrowser } from '../support/browser.ts';
import { pickCar } from '../support/listing-detail-fixtures.ts';
import { TEST_OPERATOR } from '../support/operator-credentials.ts';
import { useTestDb } from '../support/watch-list-fixtures.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const db = useTestDb();
const PAGE = '/betrieb/moderation/';

describe('moderation page', () => {
  it('asks for credentials, then blocks a reported car: gone from its result page, its detail page answers 410', async () => {
    // From the id range between 60 and 70 % (other files take the lowest, newest and middle ids).
    const car = pickCar(db(), 'l.id > (SELECT MAX(id) * 6 / 10 FROM listings) AND l.id < (SELECT MAX(id) * 7 / 10 FROM listings)');
    const { price } = db().prepare('SELECT price FROM listings WHERE id = ?').get(car.id) as { price: number };
    const reportId = Number(
      db()
        .prepare("INSERT INTO fraud_reports (listing_id, reason_id, comment, email, status, created_at) VALUES (?, 'F', ?, 'melder@example.at', 'open', ?)")
        .run(car.id, 'Verkäufer verlangt Vorauszahlung per Western Union.', new Date().toISOString()).lastInsertRowid,
    );
    const resultPage = `${baseUrl}/angebote/?pricefrom=${price}&priceto=${price}`;
    const carLink = `a[href^="${car.path}"]`;

    // Without credentials the server asks for them (a browser shows its sign-in dialog; headless Chromium cancels it).
    const challenge = await fetch(`${baseUrl}${PAGE}`);
    expect(challenge.status).toBe(401);
    expect(challenge.headers.get('www-authenticate')).toMatch(/^Basic /);
    expect(await challenge.text()).toContain('Anmeldung erforderlich');

    const anonymous = await openWatchedPage(browser(), DESKTOP);
    await anonymous.page.goto(resultPage);
    await expect.poll(() => anonymous.page.locator(carLink).count()).toBeGreaterThan(0);

    const { page, context, problems } = await openWatchedPage(browser(), PHONE, { httpCredentials: TEST_OPERATOR });
    expect((await page.goto(`${baseUrl}${PAGE}`))?.status()).toBe(200);
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Meldung ${reportId}: Betrugsverdacht` }) });
    await expect.poll(() => item.getByRole('link', { name: car.title }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    // Reflow (journeys-reflow.test.ts cannot sign in): no sideways scrolling at 320 px.
    await page.setViewportSize({ width: 320, height: 700 });
    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
    await page.setViewportSize(PHONE);

    await item.getByLabel('Begründung für den Verkäufer').fill('Betrugsverdacht: Vorauszahlung verlangt.');
    await item.getByRole('button', { name: 'Inserat sperren' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain(`Inserat ${car.id} ist gesperrt`);
    await expect.poll(() => page.getByRole('heading', { name: `Meldung ${reportId}: Betrugsverdacht` }).count()).toBe(0);
    await page.setViewportSize(DESKTOP);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();

    // The site follows the block through its change feed within a second (a kept page may show the car until then).
    await expect.poll(async () => {
      await anonymous.page.goto(resultPage);
      return anonymous.page.locator(carLink).count();
    }, { timeout: 10_000, interval: 250 }).toBe(0);
    await expect.poll(async () => (await anonymous.page.goto(`${baseUrl}${car.path}`))?.status(), { timeout: 10_000, interval: 250 }).toBe(410);
    await expect.poll(() => anonymous.page.getByText('Das gesuchte Fahrzeug ist leider nicht mehr verfügbar!').count()).toBe(1);
    const mail = db().prepare("SELECT subject FROM outbox_messages WHERE kind = 'listing-blocked' AND subject LIKE ?").get(`%${car.title}`) as { subject: string } | undefined;
    expect(mail?.subject).toBe(`Ihr Inserat wurde gesperrt: ${car.title}`);
    await anonymous.context.close();
  });
});

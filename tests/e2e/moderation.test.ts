/**
 * Issue 25 point 5 in the browser, on both databases (SQLite at 375 px, PostgreSQL at 1280 px for the
 * anonymous visitor): a reported car is blocked on the operator page; it leaves its result page and
 * its detail page answers 410. Each run has its own server on its own database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DialectName } from '#src/db/connect.server.ts';
import { detailPath } from '#src/domain/listing/title-slug.ts';
import { hashOperatorPassword } from '#src/config/operator-password.server.ts';
import { axeViolations } from '../support/axe.ts';
import { DESKTOP, PHONE, openWatchedPage, useBrowser } from '../support/browser.ts';
import { startDialectServer, type DialectServer } from '../support/dialect-server.ts';
import { TEST_OPERATOR } from '../support/operator-credentials.ts';

const browser = useBrowser();
const PAGE = '/betrieb/moderation/';
const RUNS: readonly (readonly [DialectName, { width: number; height: number }])[] = [
  ['sqlite', DESKTOP],
  ['postgres', PHONE],
];

describe.each(RUNS)('moderation page (%s)', (dialect, visitorViewport) => {
  let site: DialectServer;
  beforeAll(async () => {
    site = await startDialectServer(dialect, { ADMIN_USER: TEST_OPERATOR.username, ADMIN_PASSWORD_HASH: await hashOperatorPassword(TEST_OPERATOR.password) });
  }, 180_000);
  afterAll(async () => {
    await site?.close();
  });

  it('asks for credentials, then blocks a reported car: gone from its result page, its detail page answers 410', async () => {
    const baseUrl = site.url;
    const row = await site.db
      .selectFrom('listings')
      .select(['id', 'title', 'price'])
      .where('status', '=', 'active')
      .where('expires_at', '>', new Date().toISOString())
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const car = { id: row.id, title: row.title, path: detailPath(row.title, row.id) };
    const report = await site.db
      .insertInto('fraud_reports')
      .values({
        listing_id: car.id,
        reason_id: 'F',
        comment: 'Verkäufer verlangt Vorauszahlung per Western Union.',
        email: 'melder@example.at',
        status: 'open',
        created_at: new Date().toISOString(),
        handled_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const reportId = report.id;
    const resultPage = `${baseUrl}/angebote/?pricefrom=${row.price}&priceto=${row.price}`;
    const carLink = `a[href^="${car.path}"]`;

    // Without credentials the server asks for them (a browser shows its sign-in dialog; headless Chromium cancels it).
    const challenge = await fetch(`${baseUrl}${PAGE}`);
    expect(challenge.status).toBe(401);
    expect(challenge.headers.get('www-authenticate')).toMatch(/^Basic /);
    expect(await challenge.text()).toContain('Anmeldung erforderlich');

    const anonymous = await openWatchedPage(browser(), visitorViewport);
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
    await expect
      .poll(
        async () => {
          await anonymous.page.goto(resultPage);
          return anonymous.page.locator(carLink).count();
        },
        { timeout: 10_000, interval: 250 },
      )
      .toBe(0);
    await expect.poll(async () => (await anonymous.page.goto(`${baseUrl}${car.path}`))?.status(), { timeout: 10_000, interval: 250 }).toBe(410);
    await expect.poll(() => anonymous.page.getByText('Das gesuchte Fahrzeug ist leider nicht mehr verfügbar!').count()).toBe(1);
    const mails = await site.db.selectFrom('outbox_messages').select('subject').where('kind', '=', 'listing-blocked').execute();
    expect(mails.map((m) => m.subject)).toEqual([`Ihr Inserat wurde gesperrt: ${car.title}`]);
    await anonymous.context.close();
  });
});

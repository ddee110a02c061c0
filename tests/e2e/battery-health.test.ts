/**
 * Issue 37 point 5 as a buyer sees it, on both databases (each run has its own server on its own
 * database): an electric car's detail page states its battery certificate (or that it has none, with
 * the safety page's section on why one matters), and 'Batteriezustand ab' in the filter form narrows
 * the result list, with and without JavaScript. axe on the detail page and the safety page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DialectName } from '#src/db/connect.server.ts';
import { BATTERY_HEALTH_MESSAGES, batteryHealthText } from '#src/domain/listing/battery-health.ts';
import { detailPath } from '#src/domain/listing/title-slug.ts';
import { axeViolations } from '../support/axe.ts';
import { DESKTOP, openWatchedPage, PHONE, useBrowser, waitForHydration, type WatchedPage } from '../support/browser.ts';
import { startDialectServer, type DialectServer } from '../support/dialect-server.ts';
import { headlineCount } from './search-helpers.ts';

const browser = useBrowser();
const DIALECTS: readonly DialectName[] = ['sqlite', 'postgres'];

describe.each(DIALECTS)('EV battery health (%s)', (dialect) => {
  let site: DialectServer;
  beforeAll(async () => {
    site = await startDialectServer(dialect);
  }, 180_000);
  afterAll(async () => {
    await site?.close();
  });

  const electricForSale = () =>
    site.db
      .selectFrom('listings')
      .select(['id', 'title', 'battery_soh', 'battery_soh_tested_on', 'battery_soh_provider'])
      .where('status', '=', 'active')
      .where('expires_at', '>', new Date().toISOString())
      .where('fuel', '=', 'E')
      .where('had_accident', '=', 0)
      .orderBy('id')
      .execute();

  /** A visitor who already answered the cookie question, so no banner covers the page. */
  async function openVisitorPage(viewport: { width: number; height: number }): Promise<WatchedPage> {
    const watched = await openWatchedPage(browser(), viewport);
    await watched.context.addCookies([{ name: 'gw_consent', value: 'denied', url: site.url }]);
    return watched;
  }

  it('states the certificate on the detail page, says when there is none, and leads to the safety page section', async () => {
    const evs = await electricForSale();
    const certified = evs.find((e) => e.battery_soh !== null);
    const plain = evs.find((e) => e.battery_soh === null);
    expect(certified && plain).toBeTruthy();
    const expected = batteryHealthText({
      stateOfHealthPercent: certified!.battery_soh!,
      testedOn: certified!.battery_soh_tested_on!,
      testProvider: certified!.battery_soh_provider!,
    });
    expect(expected).toMatch(/^Batteriezustand \(SoH\): \d+ % · geprüft am \d\d\.\d\d\.\d{4} · Prüfer: .+$/);

    const { page, context, problems } = await openVisitorPage(PHONE);
    await page.goto(`${site.url}${detailPath(certified!.title, certified!.id)}`);
    const note = page.locator('.detail__header .battery-health');
    await expect.poll(() => note.textContent()).toContain(expected);
    expect(await note.isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${site.url}${detailPath(plain!.title, plain!.id)}`);
    await expect.poll(() => note.textContent()).toContain(BATTERY_HEALTH_MESSAGES.noCertificate);
    await note.getByRole('link', { name: 'Warum ein Batteriezertifikat wichtig ist' }).click();
    await page.waitForURL((url) => url.pathname === '/sicher-kaufen/' && url.hash === '#batteriezertifikat');
    const heading = page.getByRole('heading', { name: 'Gebrauchte Elektroautos: das Batteriezertifikat' });
    await expect.poll(() => heading.isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("'Batteriezustand ab' in the filter form narrows the electric cars, with JavaScript and without", async () => {
    const evs = await electricForSale();
    const atLeast90 = evs.filter((e) => (e.battery_soh ?? 0) >= 90).length;
    expect(atLeast90).toBeGreaterThan(0);
    expect(atLeast90).toBeLessThan(evs.length);

    const { page, context, problems } = await openVisitorPage(DESKTOP);
    await page.goto(`${site.url}/angebote/?fuel=E`);
    expect(await headlineCount(page)).toBe(evs.length);
    await waitForHydration(page);
    await page.getByRole('group', { name: 'Elektroauto' }).first().getByLabel('Batteriezustand ab').selectOption('90');
    await expect.poll(() => new URL(page.url()).searchParams.get('sohfrom')).toBe('90');
    await expect.poll(() => headlineCount(page)).toBe(atLeast90);
    await expect.poll(() => page.getByText('Batteriezustand ab 90 %').count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await context.close();

    const noScript = await browser().newContext({ viewport: DESKTOP, locale: 'de-AT', javaScriptEnabled: false });
    await noScript.addCookies([{ name: 'gw_consent', value: 'denied', url: site.url }]);
    const plain = await noScript.newPage();
    await plain.goto(`${site.url}/angebote/?fuel=E`);
    const form = plain.getByRole('form', { name: 'Suchfilter' });
    await form.getByRole('group', { name: 'Elektroauto' }).getByLabel('Batteriezustand ab').selectOption('95');
    await form.locator('button[type="submit"]').click();
    await plain.waitForURL((url) => url.searchParams.get('sohfrom') === '95');
    expect(await headlineCount(plain)).toBe(evs.filter((e) => (e.battery_soh ?? 0) >= 95).length);
    await noScript.close();
  });
});

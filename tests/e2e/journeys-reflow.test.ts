/**
 * Issue 19 point 1 (WCAG 2.2 1.4.10 Reflow): every route of the route table fits the viewport from
 * 320 px up, with no sideways scrolling of the document. Wide content (the compare table) scrolls
 * inside its own region, which the criterion allows for data tables.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import routes from '../../app/routes.ts';
import type { WatchedPage } from '../support/browser.ts';
import { resizeTo, useBrowser } from '../support/browser.ts';
import { useTestDb } from '../support/watch-list-fixtures.ts';
import { baseUrl, openSearchPage } from './search-helpers.ts';

const browser = useBrowser();
const db = useTestDb();
const WIDTHS = [320, 375, 768, 1024, 1280] as const;
/** Not HTML documents: nothing to lay out. */
const NOT_PAGES = new Set(['sitemap.xml', 'robots.txt', 'fahrzeugbewertung/kaufvertrag.pdf', 'suchfilter.json']);
/** Behind HTTP Basic (a browser without credentials cancels the challenge): tests/e2e/moderation.test.ts checks it at 320 px. */
const SIGNED_IN_PAGES = new Set(['betrieb/moderation']);

async function firstHref(page: Page, url: string, selector: string): Promise<string> {
  await page.goto(`${baseUrl}${url}`);
  const href = await page.locator(selector).first().getAttribute('href');
  if (!href) throw new Error(`no ${selector} on ${url}`);
  return href;
}

/** A real 'Meine Suchagenten' address: a search agent saved through the API, its link read from the mail. */
async function searchAgentsPath(): Promise<string> {
  const mail = `e2e-reflow-${Date.now()}@example.at`;
  const res = await fetch(`${baseUrl}/api/search-subscription/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mail, searchString: '/angebote/vw/golf/?priceto=20000' }),
  });
  expect(res.status).toBe(200);
  const row = db().prepare('SELECT text_body FROM outbox_messages WHERE recipient = ?').get(mail) as { text_body: string } | undefined;
  const path = /(\/suchagenten\/[\w-]+)/.exec(row?.text_body ?? '')?.[1];
  if (!path) throw new Error('no management link in the confirmation mail');
  return path;
}

/** One real address per route path of app/routes.ts (ids and dealers found on the seeded site). */
async function urlsByRoute(page: Page): Promise<Record<string, string>> {
  const detail = await firstHref(page, '/angebote/', 'a[href^="/fahrzeuge/"]');
  const ids = await page
    .locator('a[href^="/fahrzeuge/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => /\/(\d+)(\?|$)/.exec(a.getAttribute('href') ?? '')?.[1]))].slice(0, 5));
  const dealerCars = await firstHref(page, '/anbieterverzeichnis/', 'a[href^="/handlerwagen/"]');
  const id = /\/(\d+)(\?|$)/.exec(detail)?.[1];
  return {
    '': '/',
    'angebote/*': '/angebote/vw/?fuel=D&gearbox=1&pricefrom=5000&priceto=40000&kmto=150000&fregfrom=2015&construction=2&bodycolor=1',
    'fahrzeuge/:title/:id': detail,
    'fahrzeuge/:id': `/fahrzeuge/${id}`,
    'fahrzeuge/:title/:id/fotos': `${detail.split('?')[0]}/fotos`,
    anbieterverzeichnis: '/anbieterverzeichnis/',
    handlerwagen: dealerCars,
    detailsuche: '/detailsuche/',
    merkliste: '/merkliste/',
    favoriten: '/favoriten/',
    vergleichen: `/vergleichen/?carIds=${ids.join(',')}`,
    gebrauchtwagen: '/gebrauchtwagen/',
    'auto-verkaufen': '/auto-verkaufen/',
    kontakt: '/kontakt/',
    'mobile-apps': '/mobile-apps/',
    'new-reg': '/new-reg/',
    inserieren: '/inserieren/',
    'cookie-einstellungen': '/cookie-einstellungen/',
    datenschutz: '/datenschutz/',
    impressum: '/impressum/',
    'kfz-kaufvertrag': '/kfz-kaufvertrag/',
    sicherheitshinweise: '/sicherheitshinweise/',
    'aktuelle-sicherheitshinweise': '/aktuelle-sicherheitshinweise/',
    suchagenten: '/suchagenten/',
    'suchagenten/:token': await searchAgentsPath(),
    'suchagenten/abmelden/:token': '/suchagenten/abmelden/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    'suchagenten/bestaetigen/:token': '/suchagenten/bestaetigen/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    'so-berechnen-wir-die-kosten': '/so-berechnen-wir-die-kosten/',
    fahrzeugbewertung: '/fahrzeugbewertung/?mmm=74|8401&freg=2017-06&km=140000&fuel=D&powerkw=85&gear=1&body=6',
    'sicher-kaufen': '/sicher-kaufen/',
    preisalarm: '/preisalarm/',
    'preisalarm/bestaetigen/:token': '/preisalarm/bestaetigen/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    'anfrage-beantwortet/:token': '/anfrage-beantwortet/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/',
    'inserat-bestaetigen/:token': '/inserat-bestaetigen/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/',
    'preisalarm/abbestellen/:token': '/preisalarm/abbestellen/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    'fahrzeugbewertung/wertalarm': '/fahrzeugbewertung/wertalarm/',
    'fahrzeugbewertung/wertalarm/bestaetigen/:token': '/fahrzeugbewertung/wertalarm/bestaetigen/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    'fahrzeugbewertung/wertalarm/abbestellen/:token': '/fahrzeugbewertung/wertalarm/abbestellen/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    'so-bewerten-wir-preise': '/so-bewerten-wir-preise/',
    '404': '/404/',
    '*': '/gibt-es-nicht/',
  };
}

describe('reflow: every route at 320, 375, 768, 1024 and 1280 px', () => {
  let watched: WatchedPage;
  let urls: Record<string, string>;
  beforeAll(async () => {
    watched = await openSearchPage(browser(), { width: 1280, height: 900 });
    urls = await urlsByRoute(watched.page);
  });
  afterAll(() => watched.context.close());

  it('has an address for every page route of the route table', () => {
    const paths = routes.map((r) => r.path ?? '').filter((p) => !NOT_PAGES.has(p) && !SIGNED_IN_PAGES.has(p));
    expect(paths.filter((p) => !(p in urls))).toEqual([]);
  });

  // Each page loads once at 320 px and is measured at every width in turn (resizeTo: the same document laid
  // out again, after its own resize and media-query listeners ran); a load per width and route took five times
  // the page loads for the same measurements.
  it(`no page scrolls sideways at ${WIDTHS.join(', ')} px`, async () => {
    const { page } = watched;
    const overflowing: Record<number, string[]> = Object.fromEntries(WIDTHS.map((width) => [width, []]));
    for (const url of Object.values(urls)) {
      await page.setViewportSize({ width: WIDTHS[0], height: 800 });
      await page.goto(`${baseUrl}${url}`);
      for (const width of WIDTHS) {
        await resizeTo(page, { width, height: 800 });
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
        expect(innerWidth).toBe(width);
        if (scrollWidth > innerWidth) overflowing[width]?.push(`${url}: ${scrollWidth} > ${innerWidth}`);
      }
    }
    expect(overflowing).toEqual(Object.fromEntries(WIDTHS.map((width) => [width, []])));
  });

  it('keeps the menu button inside a 320 px screen, and the menu opens', async () => {
    const { page } = watched;
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(`${baseUrl}/impressum/`);
    const toggle = page.getByRole('button', { name: 'Menü' });
    const box = await toggle.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? Infinity) + (box?.width ?? 0)).toBeLessThanOrEqual(320);
    await toggle.click();
    const link = page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Händlersuche', exact: true });
    await expect.poll(() => link.isVisible()).toBe(true);
  });
});

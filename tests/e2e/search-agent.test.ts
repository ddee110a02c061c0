import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser, waitForHydration } from '../support/browser.ts';
import { useTestDb } from '../support/watch-list-fixtures.ts';
import { baseUrl, openSearchPage } from './search-helpers.ts';
import { axeOn } from '../support/axe.ts';

const browser = useBrowser();
const db = useTestDb();

const uniqueMail = (tag: string) => `e2e-${tag}-${Date.now()}@example.at`;

describe('saved-search banner (SPEC §2)', () => {
  it('shows a success banner for type 0 that closes on its button', async () => {
    const { page, context } = await openSearchPage(browser());
    await page.goto(`${baseUrl}/angebote/vw/?notification=94-0`);
    const banner = page.locator('.notification-banner');
    await expect.poll(() => banner.getAttribute('data-tone')).toBe('success');
    await expect.poll(() => banner.getByText('Ihr Suchagent wurde erfolgreich gelöscht!').count()).toBe(1);
    await waitForHydration(page);
    await banner.getByRole('button', { name: 'Hinweis schließen' }).click();
    await expect.poll(() => banner.count()).toBe(0);
    await context.close();
  });

  it('shows a warning for another type and hides it after 10 seconds', async () => {
    const { page, context } = await openSearchPage(browser());
    await page.clock.install();
    await page.goto(`${baseUrl}/angebote/?notification=94-1`);
    const banner = page.locator('.notification-banner');
    await expect.poll(() => banner.getAttribute('data-tone')).toBe('warning');
    await expect.poll(() => banner.getByText('Sie haben sich bereits von dieser Suche abgemeldet.').count()).toBe(1);
    await waitForHydration(page);
    // The page's clock also runs in real time from hydration on, so the 'not yet' check stays well clear of the
    // 10 s: a loaded machine may take seconds between hydration and this line.
    await page.clock.fastForward(5000);
    await expect.poll(() => banner.count()).toBe(1);
    await page.clock.fastForward(5500);
    await expect.poll(() => banner.count()).toBe(0);
    // The one-off notification does not travel into pager links.
    await expect.poll(() => page.locator('a[title="nächste Seite"]').getAttribute('href')).toBe('/angebote/?page=2');
    await context.close();
  });
});

describe('search agent subscription (SPEC §2, §4, §5)', () => {
  it('checks the address, then saves the search', async () => {
    const { page, context, problems } = await openSearchPage(browser());
    await page.goto(`${baseUrl}/angebote/vw/?fuel=D`);
    await waitForHydration(page);
    const agent = page.locator('#search-agent');
    await expect.poll(() => agent.getByRole('heading').textContent()).toBe('Täglich neue Fahrzeuge zu dieser Suche per E-Mail');
    const mail = agent.getByLabel('E-Mail-Adresse');
    await mail.fill('kein-mail');
    await agent.getByRole('button', { name: 'Speichern' }).click();
    // The check loads its schema on first use: wait for the message rather than reading at once.
    await agent.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.').waitFor();
    await expect.poll(() => mail.getAttribute('aria-invalid')).toBe('true');
    await mail.fill(uniqueMail('js'));
    await agent.getByRole('button', { name: 'Speichern' }).click();
    await agent.getByText('Ihr Suchagent wurde gespeichert!').waitFor();
    expect(new URL(page.url()).pathname).toBe('/angebote/vw/');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('saves without JavaScript through the page action', async () => {
    const context = await browser().newContext({ javaScriptEnabled: false, locale: 'de-AT' });
    await context.addCookies([{ name: 'gw_consent', value: 'denied', url: baseUrl }]);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/angebote/audi/`);
    await page.locator('#search-agent').getByLabel('E-Mail-Adresse').fill(uniqueMail('nojs'));
    await page.locator('#search-agent').getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Ihr Suchagent wurde gespeichert!').waitFor();
    await context.close();
  });

  it('has the sticky bar on phones only, with Speichern and Filtern', async () => {
    const desktop = await openSearchPage(browser());
    await desktop.page.goto(`${baseUrl}/angebote/`);
    await expect.poll(() => desktop.page.locator('.mobile-bar').isVisible()).toBe(false);
    await desktop.context.close();

    const { page, context } = await openSearchPage(browser(), PHONE);
    await page.goto(`${baseUrl}/angebote/`);
    await waitForHydration(page);
    const bar = page.getByRole('region', { name: 'Suche speichern und filtern' });
    await expect.poll(() => bar.isVisible()).toBe(true);
    await expect.poll(() => bar.getByText('Täglich neue Fahrzeuge zu dieser Suche per E-Mail').isVisible()).toBe(true);
    // Filters are an overlay on phones: Filtern opens it, Escape closes it; the page does not scroll meanwhile.
    await expect.poll(() => page.locator('#search-filters').isVisible()).toBe(false);
    await bar.getByRole('link', { name: 'Filtern' }).click();
    await expect.poll(() => page.locator('#search-filters').isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('#search-filters').isVisible()).toBe(false);
    // The unfiltered list of all cars offers no search agent (issue 19 point 17): it asks for a filter first.
    await bar.getByRole('link', { name: 'Speichern' }).click();
    await expect.poll(() => page.locator('#search-agent').getByText('Wählen Sie zuerst mindestens einen Filter').isVisible()).toBe(true);
    await expect.poll(() => page.locator('#search-agent').getByLabel('E-Mail-Adresse').count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('#search-agent').isVisible()).toBe(false);

    // A filtered list offers it and says which search it saves.
    await page.goto(`${baseUrl}/angebote/vw/?priceto=20000`);
    await waitForHydration(page);
    await bar.getByRole('link', { name: 'Speichern' }).click();
    await expect.poll(() => page.locator('#search-agent').getByLabel('E-Mail-Adresse').isVisible()).toBe(true);
    await expect.poll(() => page.locator('#search-agent .search-agent__search').textContent()).toBe('Gespeichert wird Ihre Suche: VW, Preis bis € 20.000');
    await context.close();
  });
});

describe('search agent unsubscribe link (issue 24 point 8)', () => {
  it('opening the link deletes nothing; the button does, with the spec banner', async () => {
    const mail = uniqueMail('abmelden');
    const context = await browser().newContext({ javaScriptEnabled: false, locale: 'de-AT' });
    await context.addCookies([{ name: 'gw_consent', value: 'denied', url: baseUrl }]);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/angebote/audi/`);
    await page.locator('#search-agent').getByLabel('E-Mail-Adresse').fill(mail);
    await page.locator('#search-agent').getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Ihr Suchagent wurde gespeichert!').waitFor();
    const confirmation = db().prepare("SELECT text_body FROM outbox_messages WHERE recipient = ? AND kind = 'agent-confirmation'").get(mail) as {
      text_body: string;
    };
    const token = /\/suchagenten\/bestaetigen\/([A-Za-z0-9_-]+)/.exec(confirmation.text_body)?.[1] ?? 'missing';
    const count = () => db().prepare('SELECT COUNT(*) AS n FROM search_subscriptions WHERE email = ?').get(mail);
    // Only the token's hash is stored.
    expect(db().prepare('SELECT COUNT(*) AS n FROM search_subscriptions WHERE token = ?').get(token)).toEqual({ n: 0 });

    // The old API link of earlier mails leads to the same page; opening it changes nothing.
    await page.goto(`${baseUrl}/api/search-subscription/unsubscribe/${token}`);
    expect(new URL(page.url()).pathname).toBe(`/suchagenten/abmelden/${token}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Suchagent löschen');
    expect(await page.locator('.search-agents').getByRole('link', { name: 'Audi' }).count()).toBe(1);
    expect(count()).toEqual({ n: 1 });
    // axe needs JavaScript: the same page (it only reads) in a browser with it.
    const withJs = await browser().newContext({ locale: 'de-AT', viewport: PHONE });
    const jsPage = await withJs.newPage();
    await jsPage.goto(`${baseUrl}/suchagenten/abmelden/${token}`);
    expect((await axeOn(jsPage).analyze()).violations.map((v) => v.id)).toEqual([]);
    await withJs.close();
    expect(count()).toEqual({ n: 1 });

    await page.getByRole('button', { name: 'Suchagent löschen' }).click();
    await page.locator('.notification-banner').getByText('Ihr Suchagent wurde erfolgreich gelöscht!').waitFor();
    expect(new URL(page.url()).pathname).toBe('/angebote/audi/');
    expect(count()).toEqual({ n: 0 });
    await page.goto(`${baseUrl}/suchagenten/abmelden/${token}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Sie haben sich bereits von dieser Suche abgemeldet.');
    await context.close();
  });
});

describe('without JavaScript', () => {
  it('the filter form and pager are plain GET forms and links', async () => {
    const context = await browser().newContext({ javaScriptEnabled: false, locale: 'de-AT', viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: 'gw_consent', value: 'denied', url: baseUrl }]);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/angebote/`);
    await page.locator('#filter-make').selectOption('74');
    await page.locator('#filter-priceto').fill('10000');
    await page
      .locator('#search-filters')
      .getByRole('button', { name: /Treffer anzeigen$/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/angebote/vw/');
    expect(new URL(page.url()).search).toBe('?priceto=10000');
    await expect.poll(() => page.locator('.filter-tag').allTextContents()).toEqual(['VW×', 'Preis bis € 10.000×']);
    await page.locator('a[title="nächste Seite"]').click();
    await page.waitForURL(/page=2/);
    await page.getByRole('link', { name: 'Filter Preis bis € 10.000 entfernen' }).click();
    await page.waitForURL((url) => url.pathname === '/angebote/vw/' && url.search === '');
    await context.close();
  });
});

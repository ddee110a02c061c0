/** Issue 19 point 17: 'Meine Suchagenten', reached from the link in a real search-agent mail. */
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useBrowser, waitForHydration } from '../support/browser.ts';
import { useTestDb } from '../support/watch-list-fixtures.ts';
import { baseUrl, openSearchPage } from './search-helpers.ts';

const browser = useBrowser();
const db = useTestDb();

/** The management link of the newest mail to `mail`, once the outbox holds it. */
async function manageLink(mail: string): Promise<string> {
  let body = '';
  await expect
    .poll(() => {
      const row = db().prepare("SELECT text_body FROM outbox_messages WHERE recipient = ? AND kind = 'agent-confirmation' ORDER BY id DESC").get(mail) as { text_body: string } | undefined;
      body = row?.text_body ?? '';
      return body;
    })
    .toContain('/suchagenten/');
  const path = /https?:\/\/[^/\s]+(\/suchagenten\/[A-Za-z0-9_-]+)/.exec(body)?.[1];
  if (!path) throw new Error('no management link in the mail');
  return path;
}

describe("'Meine Suchagenten'", () => {
  it('lists the saved search in words and pauses, resumes, switches and deletes it by clicking', async () => {
    const mail = `e2e-verwalten-${Date.now()}@example.at`;
    const { page, context, problems } = await openSearchPage(browser(), DESKTOP);
    await page.goto(`${baseUrl}/angebote/vw/?priceto=20000`);
    await waitForHydration(page);
    const agent = page.locator('#search-agent');
    await expect.poll(() => agent.locator('.search-agent__search').textContent()).toBe('Gespeichert wird Ihre Suche: VW, Preis bis € 20.000');
    await agent.getByLabel('E-Mail-Adresse').fill(mail);
    await agent.getByRole('button', { name: 'Speichern' }).click();
    await agent.getByText('Ihr Suchagent wurde gespeichert!').waitFor();

    const link = await manageLink(mail);
    // Confirmed through the mail's own confirmation link first, as the subscriber would.
    const confirm = (db().prepare("SELECT text_body FROM outbox_messages WHERE recipient = ? AND kind = 'agent-confirmation'").get(mail) as { text_body: string }).text_body;
    const confirmPath = /https?:\/\/[^/\s]+(\/api\/search-subscription\/confirm\/[A-Za-z0-9_-]+)/.exec(confirm)?.[1];
    await page.goto(`${baseUrl}${confirmPath ?? '/missing-confirmation-link'}`);
    await page.locator('.notification-banner').waitFor();

    await page.goto(`${baseUrl}${link}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Meine Suchagenten');
    await expect.poll(() => page.getByText(mail).count()).toBe(1);
    const item = page.locator('.search-agents__item');
    await expect.poll(() => item.getByRole('heading').textContent()).toBe('VW · bis € 20.000');
    await expect.poll(() => item.locator('.search-agents__status').textContent()).toBe('Aktiv · einmal täglich');
    await waitForHydration(page);

    await item.getByRole('button', { name: 'Pausieren' }).click();
    await page.getByRole('status').getByText('pausiert').waitFor();
    await expect.poll(() => item.locator('.search-agents__status').textContent()).toBe('Pausiert');
    await item.getByRole('button', { name: 'Fortsetzen' }).click();
    await item.getByRole('button', { name: 'Pausieren' }).waitFor();
    await item.getByRole('button', { name: 'Sofort benachrichtigen' }).click();
    await item.getByRole('button', { name: 'Täglich benachrichtigen' }).waitFor();
    const stored = db().prepare('SELECT frequency, paused_at FROM search_subscriptions WHERE email = ?').get(mail) as { frequency: string; paused_at: string | null };
    expect(stored).toEqual({ frequency: 'instant', paused_at: null });

    // The address's last agent: the page and its link go with it; the visitor lands on the search with the banner.
    await item.getByRole('button', { name: 'Löschen' }).click();
    await page.waitForURL((url) => url.pathname === '/angebote/vw/');
    await page.getByText('Ihr Suchagent wurde erfolgreich gelöscht!').waitFor();
    expect(db().prepare('SELECT COUNT(*) AS n FROM search_subscriptions WHERE email = ?').get(mail)).toEqual({ n: 0 });
    // Leaving the page after the last delete cancels React Router's reload of the page's own data; that is not a fault.
    expect(problems.filter((p) => !/suchagenten\/[\w-]+\.data net::ERR_ABORTED/.test(p))).toEqual([]);
    await context.close();
  });

  it('links each search to its result list', async () => {
    const mail = `e2e-link-verwalten-${Date.now()}@example.at`;
    const { page, context } = await openSearchPage(browser(), DESKTOP);
    await page.goto(`${baseUrl}/angebote/vw/?priceto=20000`);
    await waitForHydration(page);
    await page.locator('#search-agent').getByLabel('E-Mail-Adresse').fill(mail);
    await page.locator('#search-agent').getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Ihr Suchagent wurde gespeichert!').waitFor();
    await page.goto(`${baseUrl}${await manageLink(mail)}`);
    await page.getByRole('link', { name: 'VW · bis € 20.000' }).click();
    await page.waitForURL((url) => url.pathname === '/angebote/vw/' && url.search === '?priceto=20000');
    await context.close();
  });

  it('works without JavaScript, and a forged link shows the plain not-found page', async () => {
    const mail = `e2e-nojs-verwalten-${Date.now()}@example.at`;
    const context = await browser().newContext({ javaScriptEnabled: false, locale: 'de-AT', viewport: DESKTOP });
    await context.addCookies([{ name: 'gw_consent', value: 'denied', url: baseUrl }]);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/angebote/audi/`);
    await page.locator('#search-agent').getByLabel('E-Mail-Adresse').fill(mail);
    await page.locator('#search-agent').getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Ihr Suchagent wurde gespeichert!').waitFor();

    const link = await manageLink(mail);
    await page.setViewportSize(PHONE);
    await page.goto(`${baseUrl}${link}`);
    await page.locator('.search-agents__item').getByRole('button', { name: 'Pausieren' }).click();
    await page.getByText('pausiert – Sie erhalten keine E-Mails').waitFor();
    await expect.poll(() => page.locator('.search-agents__status').textContent()).toBe('Noch nicht bestätigt – bitte den Link in der Bestätigungs-E-Mail öffnen');
    await expect.poll(() => page.locator('.search-agents__item').getByRole('button', { name: 'Fortsetzen' }).count()).toBe(1);

    const forged = await page.goto(`${baseUrl}${link.slice(0, -4)}AAAA`);
    expect(forged?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Seite nicht gefunden');
    await expect.poll(() => page.getByText(mail).count()).toBe(0);
    await context.close();
  });
});

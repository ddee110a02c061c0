/**
 * Issue 27 point 5 without JavaScript at 375 px: 'Preisalarm per E-Mail' on a car's page posts as a
 * plain form, the mail's link opens a page whose button confirms ('Ihr Preisalarm ist bestätigt'; issue 37
 * point 7), and the unsubscribe link opens a page whose button (a POST) stops the alerts. axe on the pages.
 */
import { describe, expect, inject, it } from 'vitest';
import { storedToken } from '#src/repositories/stored-token.ts';
import { axeViolations } from '../support/axe.ts';
import { PHONE, useBrowser } from '../support/browser.ts';
import { carPool, useTestDb } from '../support/watch-list-fixtures.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const db = useTestDb();

const pathIn = (text: string, pattern: RegExp) => pattern.exec(text)?.[1] ?? '/missing-link';

describe('price alert pages without JavaScript', () => {
  it('saves from the car page, confirms by the link and unsubscribes by the button', async () => {
    const car = carPool(db(), 900, 5)();
    const mail = `e2e-preisalarm-${Date.now()}@example.at`;
    const context = await browser().newContext({ javaScriptEnabled: false, locale: 'de-AT', viewport: PHONE });
    await context.addCookies([{ name: 'gw_consent', value: 'denied', url: baseUrl }]);
    const page = await context.newPage();
    await page.goto(`${baseUrl}${car.detailPath}`);
    const form = page.locator('.price-alert');
    await form.getByLabel('E-Mail-Adresse').fill(mail);
    await form.getByLabel('Einmal pro Woche als Übersicht').check();
    await form.getByRole('button', { name: 'Preisalarm aktivieren' }).click();
    await page.waitForURL((url) => /^\/preisalarm\/?$/.test(url.pathname));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Ihr Preisalarm wurde gespeichert!');
    expect(db().prepare('SELECT listing_id, frequency, confirmed_at FROM price_alerts WHERE email = ?').get(mail)).toEqual({
      listing_id: car.id,
      frequency: 'weekly',
      confirmed_at: null,
    });

    const confirmation = db().prepare("SELECT text_body FROM outbox_messages WHERE recipient = ? AND kind = 'price-alert-confirmation'").get(mail) as {
      text_body: string;
    };
    const confirmPath = pathIn(confirmation.text_body, /https?:\/\/[^/\s]+(\/preisalarm\/bestaetigen\/[A-Za-z0-9_-]+)/);
    await page.goto(`${baseUrl}${confirmPath}`);
    // Opening the link confirms nothing (mail scanners open every link); the button does.
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Preisalarm bestätigen');
    expect(db().prepare('SELECT confirmed_at FROM price_alerts WHERE email = ?').get(mail)).toEqual({ confirmed_at: null });
    await page.getByRole('button', { name: 'Preisalarm für 1 Fahrzeug bestätigen' }).click();
    await page.getByRole('heading', { name: 'Ihr Preisalarm ist bestätigt' }).waitFor();
    expect(db().prepare('SELECT confirmed_at FROM price_alerts WHERE email = ?').get(mail)).not.toEqual({ confirmed_at: null });

    // A weekly overview's unsubscribe link (the job runs in the server's process; its token stands in here, stored as the job stores it).
    const token = `E2eAbbestellen${String(Date.now()).padStart(18, '0')}`;
    const { id } = db().prepare('SELECT id FROM price_alerts WHERE email = ?').get(mail) as { id: number };
    db().prepare('INSERT INTO price_alert_link_tokens (token, alert_id, created_at) VALUES (?, ?, ?)').run(storedToken(token), id, new Date().toISOString());
    await page.goto(`${baseUrl}/preisalarm/abbestellen/${token}`);
    // Opening the link changes nothing; the button does.
    expect(db().prepare('SELECT COUNT(*) AS n FROM price_alerts WHERE email = ?').get(mail)).toEqual({ n: 1 });
    expect(await page.getByRole('link', { name: car.title }).count()).toBe(1);
    // axe needs JavaScript: the same two pages (both only read) in a browser with it.
    const withJs = await browser().newContext({ locale: 'de-AT', viewport: PHONE });
    const jsPage = await withJs.newPage();
    for (const path of [confirmPath, `/preisalarm/abbestellen/${token}`]) {
      await jsPage.goto(`${baseUrl}${path}`);
      expect(await axeViolations(jsPage), path).toEqual([]);
    }
    await withJs.close();
    await page.getByRole('button', { name: 'Preisalarm abbestellen' }).click();
    await page.getByRole('heading', { name: 'Preisalarm abbestellt' }).waitFor();
    expect(db().prepare('SELECT COUNT(*) AS n FROM price_alerts WHERE email = ?').get(mail)).toEqual({ n: 0 });
    await page.goto(`${baseUrl}/preisalarm/abbestellen/${token}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Dieser Preisalarm wurde bereits abbestellt.');
    await context.close();
  });
});
